/**
 * How a pack's size and barcode read in each locale. The catalog stores each size once: its US label
 * ("1 lb"), its net weight in grams and its UPC-A. en-us reads the label and the UPC-A; Canada and
 * the UK label packs in metric, so en-ca and en-gb read the weight in g or kg; UK retailers scan
 * EAN-13, so en-gb reads the EAN-13 derived from the UPC-A.
 */
import type { Locale } from '@/config/constants';
import { LOCALE_OPTIONS } from '@/config/locales';
import type { HitSizeAndUpc } from './search-hit';
import { ean13FromUpcA } from './upc';

/** A package as the catalog stores it: a search hit's size with its net weight known. */
type PackSize = Required<HitSizeAndUpc>;

/** Which barcode a locale's shoppers and retailers use. */
export type BarcodeKind = 'UPC' | 'EAN';

const BARCODE: Readonly<Record<Locale, BarcodeKind>> = { 'en-us': 'UPC', 'en-ca': 'UPC', 'en-gb': 'EAN' };

/** Packs of a kilogram or more read in kilograms, as metric labels print them. */
const GRAMS_PER_KG = 1000;

/** The barcode a locale reads. @example barcodeKind('en-gb') // 'EAN' */
export function barcodeKind(locale: Locale): BarcodeKind {
  return BARCODE[locale];
}

/**
 * A pack's barcode in the locale's form.
 *
 * @example packBarcode({ size: '1 lb', weightGrams: 454, upc: '084219200116' }, 'en-gb') // '0084219200116'
 * @example packBarcode({ size: '1 lb', weightGrams: 454, upc: '084219200116' }, 'en-us') // '084219200116'
 */
export function packBarcode(pack: Pick<PackSize, 'upc'>, locale: Locale): string {
  return BARCODE[locale] === 'EAN' ? ean13FromUpcA(pack.upc) : pack.upc;
}

/**
 * A pack's size in the locale's units, its numbers formatted for the locale.
 *
 * @example packSizeLabel({ size: '1 lb', weightGrams: 454, upc: '084219200116' }, 'en-gb') // '454 g'
 * @example packSizeLabel({ size: '4 lb', weightGrams: 1814, upc: '084219200130' }, 'en-ca') // '1.81 kg'
 * @example packSizeLabel({ size: '1 lb', weightGrams: 454, upc: '084219200116' }, 'en-us') // '1 lb'
 */
export function packSizeLabel(pack: Pick<PackSize, 'size' | 'weightGrams'>, locale: Locale): string {
  if (locale === 'en-us') return pack.size;
  const lang = LOCALE_OPTIONS[locale].htmlLang;
  if (pack.weightGrams >= GRAMS_PER_KG) {
    return new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(pack.weightGrams / GRAMS_PER_KG);
  }
  return new Intl.NumberFormat(lang, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(pack.weightGrams);
}
