import { describe, expect, it } from 'vitest';
import { feedingAdvice, feedingRowsOf, weightWords, type FeedingRow } from '@/features/quiz/feeding-amount';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { SIZE_CLASSES } from '@/engine';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';

const adult = (species: 'dog' | 'cat', size: 'small' | 'medium' | 'large') => ({ species, size, growing: false });

describe('the feeding amount for the pet', () => {
  it('reads pound weights and cups off the feeding guide’s labels, keeping “ask your vet” and “not recommended” rows apart', () => {
    expect(
      feedingRowsOf([
        { label: '5 lb (2.3 kg)', value: '½ cup a day', cups: 0.5 },
        { label: '80 lb (36.3 kg)', value: 'More than 5 cups a day: split into meals and ask your vet', cups: null },
        { label: '30 lb (13.6 kg)', value: 'Not recommended: choose a recipe for this size', cups: null },
        { label: 'Puppies', value: '1 cup', cups: 1 },
      ]),
    ).toEqual([
      [5, 0.5],
      [80, null],
      [30, 'not-recommended'],
    ]);
  });

  it('an adult’s amount is the cups of the guide’s rows for its current weight, naming those rows', () => {
    const rows: FeedingRow[] = [
      [5, 0.5],
      [10, 1.5],
      [20, 2],
      [30, 3],
      [60, 5],
      [80, null],
    ];
    expect(feedingAdvice(rows, adult('dog', 'small'), 'Pip', 'complete-meal')).toEqual({
      kind: 'amount',
      amount: 'About ½ to 2 cups a day',
      source: 'for Pip’s current weight, up to 20 lb, from the feeding guide’s 5 to 20 lb rows',
    });
    expect(feedingAdvice(rows, adult('dog', 'large'), '', 'complete-meal')).toEqual({
      kind: 'amount',
      amount: 'About 5 cups a day',
      source: 'for your pet’s current weight, over 50 lb, from the feeding guide’s 60 lb row',
    });
  });

  it('a large-breed puppy’s amount covers the weights it grows through, up to its expected adult size', () => {
    const rows: FeedingRow[] = [
      [5, 1],
      [10, 2],
      [20, 3],
      [30, 4],
      [40, 5],
      [60, null],
    ];
    expect(feedingAdvice(rows, { species: 'dog', size: 'large', growing: true }, 'Atlas', 'complete-meal')).toEqual({
      kind: 'amount',
      amount: 'About 1 to 5 cups a day',
      source: 'for Atlas’s weight while growing (expected adult weight over 50 lb), from the feeding guide’s 5 to 40 lb rows',
    });
  });

  it('past the guide’s last cup amount the amount reads “more than” that row, and the vet is named', () => {
    const rows: FeedingRow[] = [
      [40, 4],
      [50, 4.5],
      [60, null],
    ];
    expect(feedingAdvice(rows, adult('dog', 'large'), 'Rex', 'complete-meal')).toEqual({
      kind: 'amount',
      amount: 'More than 4½ cups a day',
      source: 'for Rex’s current weight, over 50 lb, from the feeding guide’s 50 lb row; ask your vet for the exact amount',
    });
    expect(feedingAdvice([[80, null]], adult('dog', 'large'), 'Rex', 'complete-meal')).toBeUndefined();
  });

  it('a recipe its guide does not recommend at the pet’s weight says so instead of an amount', () => {
    const rows: FeedingRow[] = [
      [20, 3],
      [30, 'not-recommended'],
    ];
    expect(feedingAdvice(rows, adult('dog', 'medium'), 'Rex', 'complete-meal')).toEqual({
      kind: 'not-for-size',
      text: 'Its feeding guide does not recommend it at Rex’s weight (21 to 50 lb).',
    });
  });

  it('a topper’s amount is per meal, with the daily amount it was split from', () => {
    const rows: FeedingRow[] = [
      [10, 0.5],
      [20, 0.5],
      [30, 1],
    ];
    expect(feedingAdvice(rows, adult('dog', 'small'), 'Max', 'topper')).toEqual({
      kind: 'amount',
      amount: 'About ¼ cup per meal',
      source: 'for Max’s current weight, up to 20 lb, from the feeding guide’s 10 to 20 lb rows (½ cup a day on top of the usual food, split over 2 meals)',
    });
  });

  it('the weights read as the size options say them', () => {
    expect(weightWords('dog', 'medium')).toBe('21 to 50 lb');
    expect(weightWords('cat', 'large')).toBe('over 12 lb');
    expect(weightWords('cat', 'small')).toBe('up to 8 lb');
  });

  it('every complete meal and topper in the catalog gives an amount for each size it is sold for, growing or grown', () => {
    const catalog = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
    for (const product of catalog.products) {
      const rows = feedingRowsOf(product.feedingGuidelines);
      const growing = product.lifeStages.includes('puppy') || product.lifeStages.includes('kitten');
      for (const size of product.petSizes) {
        const advice = feedingAdvice(rows, { species: product.species, size, growing }, 'Rex', product.productType);
        expect(advice?.kind, `${product.id} ${size}`).toBe('amount');
      }
      // Any size at all: an amount, or the guide's own word that the recipe is not for that size.
      for (const size of SIZE_CLASSES) expect(feedingAdvice(rows, adult(product.species, size), 'Rex', product.productType), `${product.id} ${size}`).toBeDefined();
    }
  });
});
