/**
 * Feeding amounts in each locale's units: the conversions, the wording past the guide, and the
 * rows of a recipe's table.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/services/catalog/records';
import { amountText, cupsText, feedingTableRows, formatNumber, gramsPerCup, roundGrams, roundOunces, rowKind, weightText } from '@/services/catalog/feeding-units';
import { nutrientProfile } from '@/services/catalog/nutrient-profile';
import { amountCell, recipeTable } from '@/features/catalog/recipe-tables';

/** 300 kcal per cup at 1,250 kcal per kg: 240 g a cup. */
const nutrition: CatalogProduct['nutrition'] = {
  proteinPct: 12,
  fatPct: 7,
  fiberPct: 1,
  moisturePct: 75,
  sodiumPct: 0.2,
  phosphorusPct: 0.25,
  magnesiumPct: 0.03,
  copperMgPerKg: 3,
  omega3Pct: 0.1,
  kcalPerCup: 300,
  kcalPerKg: 1250,
};
const roll = {
  name: 'Test Dog Roll',
  productDetailPageUrl: '/products/test-dog-roll',
  species: 'dog',
  petSizes: ['small', 'medium'],
  productType: 'complete-meal',
  nutrition,
  feedingGuidelines: [
    { label: '2 lb (0.9 kg)', value: 'Less than ½ cup a day: ask your vet', cups: null, weightLb: 2, kcalPerDay: 60 },
    { label: '20 lb (9.1 kg)', value: '1½ cups a day', cups: 1.5, weightLb: 20, kcalPerDay: 470 },
    { label: '50 lb (22.7 kg)', value: 'More than 5 cups a day: split into meals and ask your vet', cups: null, weightLb: 50, kcalPerDay: 1700 },
    { label: '80 lb (36.3 kg)', value: 'Not recommended: choose a recipe for this size', cups: null, weightLb: 80, kcalPerDay: 2400 },
  ],
} satisfies Pick<CatalogProduct, 'name' | 'productDetailPageUrl' | 'species' | 'petSizes' | 'productType' | 'nutrition' | 'feedingGuidelines'>;

describe('units', () => {
  it('grams per cup follow from kcal per cup and kcal per kg', () => {
    expect(gramsPerCup(nutrition)).toBe(240);
  });

  it('cups print in halves with the label’s ½', () => {
    expect([0.5, 1, 1.5, 5].map(cupsText)).toEqual(['½ cup', '1 cup', '1½ cups', '5 cups']);
  });

  it('en-us reads cups and ounces, en-ca grams and cups, en-gb grams only', () => {
    expect(amountText(1.5, 240, 'en-us')).toBe('1½ cups (13 oz)');
    expect(amountText(1.5, 240, 'en-ca')).toBe('360 g (1½ cups)');
    expect(amountText(1.5, 240, 'en-gb')).toBe('360 g');
  });

  it('pet weights are in lb for en-us and kg for en-ca and en-gb', () => {
    expect(weightText(20, 'en-us')).toBe('20 lb');
    expect(weightText(20, 'en-ca')).toBe('9.1 kg');
    expect(weightText(20, 'en-gb')).toBe('9.1 kg');
  });

  it('grams round to the nearest 5 and ounces to a tenth under 10 oz, whole above', () => {
    expect([roundGrams(212), roundGrams(1), roundOunces(7.46), roundOunces(12.7)]).toEqual([210, 5, 7.5, 13]);
  });

  it('numbers are grouped the locale’s way', () => {
    expect(formatNumber(1150, 'en-gb')).toBe('1,150');
    expect(formatNumber(2.25, 'en-ca', 1)).toBe('2.3');
  });
});

describe('a recipe’s feeding table', () => {
  it('reads why a row has no amount from the record: below the guide, above it, or not for the size', () => {
    expect(roll.feedingGuidelines.map((item) => rowKind(roll, item))).toEqual(['less-than', 'amount', 'more-than', 'not-for-size']);
  });

  it('prints amounts, calories a day and “more than” past the guide, never “None”', () => {
    const rows = feedingTableRows(roll, 'en-us');
    expect(rows).toEqual([
      { weight: '2 lb', kind: 'less-than', amount: 'Less than ½ cup (4.2 oz): ask your vet', calories: 'About 60 kcal' },
      { weight: '20 lb', kind: 'amount', amount: '1½ cups (13 oz)', calories: '450 kcal' },
      { weight: '50 lb', kind: 'more-than', amount: 'More than 5 cups (42 oz): split into meals and ask your vet', calories: 'About 1,700 kcal' },
      { weight: '80 lb', kind: 'not-for-size', amount: 'Not recommended at this weight: choose a recipe made for this size', calories: null },
    ]);
    expect(JSON.stringify(feedingTableRows(roll, 'en-gb'))).not.toMatch(/None|cup/);
  });

  it('en-gb prints the same rows in kilograms and grams', () => {
    expect(feedingTableRows(roll, 'en-gb')[1]).toEqual({ weight: '9.1 kg', kind: 'amount', amount: '360 g', calories: '450 kcal' });
  });
});

describe('nutrient profiles', () => {
  it('give each nutrient as fed, on dry matter, per 1,000 kcal and per cup', () => {
    const protein = nutrientProfile(nutrition).lines.find((l) => l.nutrient.key === 'proteinPct');
    // 12% at 75% moisture is 48% of dry matter; 120 g/kg at 1,250 kcal/kg is 96 g per 1,000 kcal; 12% of 240 g is 28.8 g.
    expect(protein).toMatchObject({ asFed: 12, dryMatter: 48, per1000Kcal: 96, perCup: 28.8 });
    const copper = nutrientProfile(nutrition).lines.find((l) => l.nutrient.key === 'copperMgPerKg');
    expect(copper).toMatchObject({ asFed: 3, dryMatter: 12, per1000Kcal: 2.4, perCup: 0.72 });
    expect(nutrientProfile(nutrition).kcalPerKgDryMatter).toBe(5000);
  });
});

describe('tables of many recipes', () => {
  it('daily amounts come from each recipe’s own guide row at that weight', () => {
    expect(amountCell(roll, 20, 'en-us')).toBe('1½ cups');
    expect(amountCell(roll, 20, 'en-gb')).toBe('360 g');
    expect(amountCell(roll, 50, 'en-us')).toBe('more than 5 cups');
    expect(amountCell(roll, 80, 'en-us')).toBe('not for this size');
    expect(amountCell(roll, 10, 'en-us')).toBe('not in its guide');
    expect(amountCell(roll, 100, 'en-us')).toBe('not for this size');
  });

  it('a table lists only the recipes of its species, linking each to its page in the locale', () => {
    const table = recipeTable([roll, { ...roll, species: 'cat', name: 'Cat Roll' }], 'dog', 'Nutrient profiles', 'en-gb', (p) => `/en-gb${p}`);
    expect(table.rows.map((r) => [r.recipe, r.url])).toEqual([['Test Dog Roll', '/en-gb/products/test-dog-roll']]);
    expect(table.columns[0]?.text).toBe('Energy');
    expect(table.rows[0]?.cells[0]?.text).toContain('300 kcal per cup (240 g)');
  });
});
