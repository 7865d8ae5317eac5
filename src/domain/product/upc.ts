/**
 * UPC-A: 12 digits, the last a check digit over the first 11 (GS1 mod-10: odd positions weigh 3).
 * Pure; shared by the catalog schema, the product search hit, the catalog generator and the
 * where-to-buy `sc-upc` parameter.
 *
 * A UPC-A is a GTIN-12; the same GTIN written in 13 digits, with a leading 0, is its EAN-13, which
 * is what UK shoppers and retailers read. The check digit is counted from the right, so the leading
 * 0 leaves it unchanged: the catalog stores the UPC-A once and the EAN-13 is derived from it.
 */
import { z } from 'zod';

const ELEVEN_DIGITS = /^\d{11}$/;
const TWELVE_DIGITS = /^\d{12}$/;

/**
 * The check digit for the first 11 digits of a UPC-A.
 *
 * @example upcCheckDigit('03600029145') // 2, so the UPC is 036000291452
 */
export function upcCheckDigit(first11: string): number {
  if (!ELEVEN_DIGITS.test(first11)) throw new RangeError(`expected 11 digits, got "${first11}"`);
  let sum = 0;
  for (let i = 0; i < 11; i += 1) {
    // Positions are 1-based on the standard: odd positions (index 0, 2, …) weigh 3.
    sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for exactly 12 digits whose last digit is the right check digit. */
export function isValidUpcA(upc: string): boolean {
  if (!TWELVE_DIGITS.test(upc)) return false;
  return upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}

/**
 * A UPC-A from a 6-digit company prefix (number-system digit included) and a 5-digit item reference.
 *
 * @example makeUpcA('081234', 101) // '081234001018'
 */
export function makeUpcA(companyPrefix: string, itemReference: number): string {
  if (!/^\d{6}$/.test(companyPrefix)) throw new RangeError(`expected a 6-digit company prefix, got "${companyPrefix}"`);
  if (!Number.isInteger(itemReference) || itemReference < 0 || itemReference > 99_999) {
    throw new RangeError(`item reference must be an integer 0..99999, got ${itemReference}`);
  }
  const first11 = `${companyPrefix}${String(itemReference).padStart(5, '0')}`;
  return `${first11}${upcCheckDigit(first11)}`;
}

/**
 * The EAN-13 of a UPC-A: the same GTIN with a leading 0.
 *
 * @example ean13FromUpcA('084219200116') // '0084219200116'
 */
export function ean13FromUpcA(upc: string): string {
  if (!isValidUpcA(upc)) throw new RangeError(`expected a valid UPC-A, got "${upc}"`);
  return `0${upc}`;
}

/**
 * The UPC-A a scanned or typed code stands for: a valid UPC-A as it is, or a valid EAN-13 that
 * starts with 0 (the EAN-13 of a UPC-A) without that 0; null for anything else. Spaces and dashes
 * are ignored.
 *
 * @example upcAFromCode('0084219200116') // '084219200116'
 * @example upcAFromCode('084219200116') // '084219200116'
 * @example upcAFromCode('5012345678900') // null (an EAN-13 that is no UPC-A)
 */
export function upcAFromCode(code: string): string | null {
  const clean = normalizeUpc(code);
  if (isValidUpcA(clean)) return clean;
  if (/^0\d{12}$/.test(clean) && isValidUpcA(clean.slice(1))) return clean.slice(1);
  return null;
}

/** Strips the spaces and dashes people type or scanners print ("0 81234 00101 4"). */
export function normalizeUpc(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** A UPC-A as data arrives: 12 digits with the right check digit, or an issue naming the right one. */
export const upcSchema = z
  .string()
  .regex(/^\d{12}$/, 'expected a 12-digit UPC-A')
  .superRefine((upc, ctx) => {
    if (/^\d{12}$/.test(upc) && !isValidUpcA(upc)) {
      ctx.addIssue({ code: 'custom', message: `UPC-A check digit should be ${upcCheckDigit(upc.slice(0, 11))}` });
    }
  });
