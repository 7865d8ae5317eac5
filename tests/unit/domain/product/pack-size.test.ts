import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/constants';
import { barcodeKind, packBarcode, packSizeLabel } from '@/domain/product/pack-size';
import { ean13FromUpcA, upcAFromCode } from '@/domain/product/upc';
import { loadCatalogFixtures } from '@/services/catalog/local';

const PACKS = loadCatalogFixtures().products.flatMap((p) => p.sizesAndUPCs);

/** GS1 check digit for any GTIN length, counted from the right (the rightmost data digit weighs 3). */
function gs1CheckDigitOk(code: string): boolean {
  const digits = [...code].map(Number).reverse();
  const sum = digits.slice(1).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[0];
}

describe('pack sizes and barcodes in each locale', () => {
  it('en-gb reads EAN-13, en-us and en-ca UPC-A', () => {
    expect(barcodeKind('en-gb')).toBe('EAN');
    expect(barcodeKind('en-us')).toBe('UPC');
    expect(barcodeKind('en-ca')).toBe('UPC');
  });

  it('every pack\'s EAN-13 is a valid 13-digit GTIN that leads back to its UPC-A', () => {
    for (const pack of PACKS) {
      const ean = packBarcode(pack, 'en-gb');
      expect(ean).toMatch(/^\d{13}$/);
      expect(gs1CheckDigitOk(ean)).toBe(true);
      expect(ean).toBe(ean13FromUpcA(pack.upc));
      expect(upcAFromCode(ean)).toBe(pack.upc);
      expect(packBarcode(pack, 'en-us')).toBe(pack.upc);
      expect(packBarcode(pack, 'en-ca')).toBe(pack.upc);
    }
  });

  it('en-ca and en-gb read packs in metric from the net weight; en-us reads the pound label', () => {
    expect(packSizeLabel({ size: '1 lb', weightGrams: 454 }, 'en-gb')).toBe('454 g');
    expect(packSizeLabel({ size: '4 lb', weightGrams: 1814 }, 'en-ca')).toBe('1.81 kg');
    expect(packSizeLabel({ size: '6 oz', weightGrams: 170 }, 'en-gb')).toBe('170 g');
    expect(packSizeLabel({ size: '1 lb', weightGrams: 454 }, 'en-us')).toBe('1 lb');
  });

  it('no metric locale shows a pound or ounce, and each metric label is the pack\'s weight', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en-us')) {
      for (const pack of PACKS) {
        const label = packSizeLabel(pack, locale);
        expect(label).not.toMatch(/lb|oz/);
        const m = /^([\d.,]+) (g|kg)$/.exec(label);
        expect(m, label).not.toBeNull();
        const grams = Number((m?.[1] ?? '').replace(/,/g, '')) * (m?.[2] === 'kg' ? 1000 : 1);
        expect(Math.abs(grams - pack.weightGrams)).toBeLessThanOrEqual(5);
      }
    }
  });
});
