import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import productsJson from '@fixtures/catalog/products.json';
import { isValidUpcA, makeUpcA, normalizeUpc, upcCheckDigit } from '@/domain/product/upc';
import { digits, singleDigitChange, upcBody } from '@tests/arbitraries/catalog';

const withCheckDigit = (body: string) => `${body}${upcCheckDigit(body)}`;

describe('UPC-A check digits', () => {
  it('a computed check digit always validates', () => {
    fc.assert(
      fc.property(upcBody, (body) => {
        expect(isValidUpcA(withCheckDigit(body))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('any single-digit change is detected', () => {
    fc.assert(
      fc.property(upcBody, singleDigitChange, (body, { index, delta }) => {
        const upc = withCheckDigit(body);
        const changed = (Number(upc[index]) + delta) % 10;
        const broken = `${upc.slice(0, index)}${changed}${upc.slice(index + 1)}`;
        expect(isValidUpcA(broken)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('exactly one check digit of the ten validates a body', () => {
    fc.assert(
      fc.property(upcBody, (body) => {
        const valid = [...'0123456789'].filter((d) => isValidUpcA(`${body}${d}`));
        expect(valid).toEqual([String(upcCheckDigit(body))]);
      }),
    );
  });

  it('anything but 12 digits is never a valid UPC-A', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          digits(11),
          digits(13),
          upcBody.map((b) => `${withCheckDigit(b).slice(0, 11)}x`),
          upcBody.map((b) => ` ${withCheckDigit(b)}`),
        ),
        (input) => {
          if (/^\d{12}$/.test(input)) return;
          expect(isValidUpcA(input)).toBe(false);
        },
      ),
    );
  });

  it('a made UPC carries its company prefix and item reference and validates', () => {
    fc.assert(
      fc.property(digits(6), fc.integer({ min: 0, max: 99_999 }), (prefix, item) => {
        const upc = makeUpcA(prefix, item);
        expect(upc).toHaveLength(12);
        expect(upc.startsWith(prefix)).toBe(true);
        expect(Number(upc.slice(6, 11))).toBe(item);
        expect(isValidUpcA(upc)).toBe(true);
      }),
    );
  });

  it('spaces and dashes a shopper types around a UPC do not change it', () => {
    fc.assert(
      fc.property(upcBody, fc.array(fc.constantFrom(' ', '-'), { maxLength: 4 }), (body, separators) => {
        const upc = withCheckDigit(body);
        const typed = separators.reduce((s, sep, i) => `${s.slice(0, i * 3 + 1)}${sep}${s.slice(i * 3 + 1)}`, upc);
        expect(normalizeUpc(typed)).toBe(upc);
      }),
    );
  });

  it('every fixture UPC is valid and unique', () => {
    const upcs = productsJson.flatMap((p) => p.sizesAndUPCs.map((s) => s.upc));
    expect(upcs.length).toBeGreaterThan(productsJson.length);
    for (const upc of upcs) expect(isValidUpcA(upc), upc).toBe(true);
    expect(new Set(upcs).size).toBe(upcs.length);
  });
});
