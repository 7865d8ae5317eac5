/**
 * Every statement a visitor reads about a recipe agrees with its catalog record: for all 69 recipes
 * in each of the three locales, every feeding-table row (weight, amount, calories), every cell of
 * the many-recipe tables, every nutrient profile and the adequacy statement are checked against the
 * record's own numbers, worked out here independently of the code that prints them.
 */
import { describe, expect, it } from 'vitest';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import { FEEDING_CUPS, LOCALES, type Locale } from '@/config/constants';
import { adequacyStatement } from '@/services/catalog/adequacy';
import { feedingTableRows } from '@/services/catalog/feeding-units';
import { nutrientProfile } from '@/services/catalog/nutrient-profile';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { amountCell, profileCells, TABLE_WEIGHTS_LB } from '@/features/catalog/recipe-tables';
import { feedingRowsOf } from '@/features/quiz/feeding-amount';

const catalog = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
const cases = catalog.products.flatMap((p) => LOCALES.map((locale) => [p.id, locale, p] as const));

/** Every number in a text, with grouping commas removed. */
const numbers = (text: string): number[] => [...text.replaceAll(/(\d),(\d)/g, '$1$2').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
/** The cups a text names: "1½ cups" → 1.5. */
function cupsIn(text: string): number | undefined {
  const m = /(\d*)(½?) cups?\b/.exec(text);
  if (!m) return undefined;
  return Number(m[1] || 0) + (m[2] ? 0.5 : 0);
}
const KG_PER_LB = 0.45359237;
const OZ = 28.349523125;

describe('every recipe in every locale agrees with its record', () => {
  it('walks all 69 recipes in 3 locales', () => {
    expect(catalog.products).toHaveLength(69);
    expect(cases).toHaveLength(207);
  });

  it.each(cases)('%s in %s: feeding rows, calories, tables, nutrient profile and adequacy statement', (_id, locale: Locale, p) => {
    const gramsPerCup = (p.nutrition.kcalPerCup / p.nutrition.kcalPerKg) * 1000;
    const rows = feedingTableRows(p, locale);
    expect(rows).toHaveLength(p.feedingGuidelines.length);

    p.feedingGuidelines.forEach((item, i) => {
      const row = rows[i];
      if (row === undefined) throw new Error('missing row');
      const where = `${p.id} ${locale} ${item.label}`;
      // The record itself: the label, the number and the quiz's reading of the label are one weight.
      expect(item.label.startsWith(`${item.weightLb} lb`), where).toBe(true);
      expect(feedingRowsOf([item])[0]?.[0], where).toBe(item.weightLb);
      // The cups follow from the day's energy and the calories in a cup.
      const raw = item.kcalPerDay / p.nutrition.kcalPerCup;
      if (item.cups !== null) expect(Math.abs(item.cups - raw), where).toBeLessThanOrEqual(FEEDING_CUPS.step / 2 + 1e-9);

      expect(`${row.weight} ${row.amount} ${row.calories ?? ''}`, where).not.toMatch(/\bNone\b/);
      // Weight in the locale's unit.
      const [weight] = numbers(row.weight);
      if (locale === 'en-us') {
        expect(row.weight, where).toBe(`${item.weightLb} lb`);
      } else {
        expect(row.weight.endsWith(' kg'), where).toBe(true);
        expect(Math.abs((weight ?? 0) - item.weightLb * KG_PER_LB), where).toBeLessThanOrEqual(0.05 + 1e-9);
      }

      const grams = (cups: number) => cups * gramsPerCup;
      const checkAmount = (text: string, cups: number) => {
        if (locale === 'en-us') {
          expect(cupsIn(text), `${where}: ${text}`).toBe(cups);
          const oz = numbers(/\(([\d.,]+) oz\)/.exec(text)?.[1] ?? '')[0] ?? NaN;
          expect(Math.abs(oz - grams(cups) / OZ), `${where}: ${text}`).toBeLessThanOrEqual(0.5);
          expect(text, where).not.toMatch(/\bg\b/);
        } else {
          const g = numbers(/([\d.,]+) g\b/.exec(text)?.[1] ?? '')[0] ?? NaN;
          expect(Math.abs(g - grams(cups)), `${where}: ${text}`).toBeLessThanOrEqual(2.5 + 1e-9);
          if (locale === 'en-ca') expect(cupsIn(text), `${where}: ${text}`).toBe(cups);
          else expect(text, `${where}: en-gb reads grams only`).not.toMatch(/cup|oz/);
        }
      };

      if (item.cups !== null) {
        expect(row.kind, where).toBe('amount');
        checkAmount(row.amount, item.cups);
        expect(row.calories, where).toBe(`${Math.round(item.cups * p.nutrition.kcalPerCup).toLocaleString('en-US')} kcal`);
      } else if (p.species === 'dog' && item.value.startsWith('Not recommended')) {
        expect(row.kind, where).toBe('not-for-size');
        expect(row.calories, where).toBeNull();
      } else if (raw > FEEDING_CUPS.max) {
        expect(item.value, where).toMatch(/^More than/);
        expect(row.amount, where).toMatch(/^More than /);
        checkAmount(row.amount, FEEDING_CUPS.max);
        expect(row.calories, where).toBe(`About ${item.kcalPerDay.toLocaleString('en-US')} kcal`);
      } else {
        expect(item.value, where).toMatch(/^Less than/);
        expect(row.amount, where).toMatch(/^Less than /);
        checkAmount(row.amount, FEEDING_CUPS.min);
        expect(row.calories, where).toBe(`About ${item.kcalPerDay.toLocaleString('en-US')} kcal`);
      }
    });

    // The many-recipe table's cell at a weight is the recipe's own row at that weight.
    for (const lb of TABLE_WEIGHTS_LB[p.species]) {
      const index = p.feedingGuidelines.findIndex((g) => g.weightLb === lb);
      const cell = amountCell(p, lb, locale);
      const row = rows[index];
      if (row === undefined) {
        expect(cell).toBe(p.species === 'dog' && !p.petSizes.includes(lb <= 20 ? 'small' : lb <= 50 ? 'medium' : 'large') ? 'not for this size' : 'not in its guide');
        continue;
      }
      if (row.kind === 'not-for-size') expect(cell).toBe('not for this size');
      else expect(row.amount.toLowerCase().startsWith(cell.replace(/ over usual food$/, '').toLowerCase()), `${p.id} ${locale} ${lb} lb: "${cell}" vs "${row.amount}"`).toBe(true);
    }

    // Nutrient profile: each figure follows from the panel.
    const dry = 1 - p.nutrition.moisturePct / 100;
    const profile = nutrientProfile(p.nutrition);
    expect(profile.gramsPerCup).toBeCloseTo(gramsPerCup, 9);
    expect(profile.kcalPerKgDryMatter).toBeCloseTo(p.nutrition.kcalPerKg / dry, 9);
    for (const line of profile.lines) {
      const asFed = p.nutrition[line.nutrient.key];
      const perKg = line.nutrient.unit === 'mg' ? asFed : asFed * 10;
      expect(line.asFed).toBe(asFed);
      expect(line.dryMatter * dry).toBeCloseTo(asFed, 9);
      expect(line.perCup).toBeCloseTo((perKg * gramsPerCup) / 1000, 9);
      expect(line.per1000Kcal).toBeCloseTo((perKg * 1000) / p.nutrition.kcalPerKg, 9);
      // Per cup and per 1,000 kcal agree through the calories in a cup.
      expect((line.per1000Kcal * p.nutrition.kcalPerCup) / 1000).toBeCloseTo(line.perCup, 9);
    }
    const cells = profileCells(p, locale);
    expect(cells[0]).toContain(`${p.nutrition.kcalPerCup.toLocaleString('en-US')} kcal per cup`);
    expect(cells[0]).toContain(`${p.nutrition.kcalPerKg.toLocaleString('en-US')} kcal/kg as fed`);

    // The adequacy statement names the recipe, its species' profiles and its life stages.
    const statement = adequacyStatement(p);
    expect(statement.startsWith(`${p.name} is `)).toBe(true);
    if (p.productType === 'topper') {
      expect(statement).toMatch(/intermittent or supplemental feeding only\.$/);
    } else {
      expect(statement).toContain(p.species === 'dog' ? 'AAFCO Dog Food Nutrient Profiles' : 'AAFCO Cat Food Nutrient Profiles');
      const growth = p.lifeStages.some((s) => s === 'puppy' || s === 'kitten');
      const grown = p.lifeStages.some((s) => s === 'adult' || s === 'senior');
      expect(statement).toContain(growth && grown ? 'for all life stages' : growth ? 'for growth' : 'for adult maintenance');
      if (p.species === 'dog' && growth) expect(statement.includes('including growth of large size dogs')).toBe(p.growthSizes.includes('large'));
      else expect(statement).not.toContain('large size');
    }
  });
});
