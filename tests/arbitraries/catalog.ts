import fc from 'fast-check';

/** A string of exactly `length` decimal digits. */
export const digits = (length: number): fc.Arbitrary<string> =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));

/** The first 11 digits of a UPC-A. */
export const upcBody: fc.Arbitrary<string> = digits(11);

/** A position in a 12-digit UPC and a different digit to put there. */
export const singleDigitChange: fc.Arbitrary<{ index: number; delta: number }> = fc.record({
  index: fc.integer({ min: 0, max: 11 }),
  delta: fc.integer({ min: 1, max: 9 }),
});
