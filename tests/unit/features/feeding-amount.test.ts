import { describe, expect, it } from 'vitest';
import { feedingAmount, feedingRowsOf } from '@/features/quiz/feeding-amount';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';

describe('the daily feeding amount for the pet’s size', () => {
  it('reads pound weights and cups off the feeding guide’s labels, keeping “ask your vet” rows as null', () => {
    expect(
      feedingRowsOf([
        { label: '5 lb (2.3 kg)', cups: 0.5 },
        { label: '80 lb (36.3 kg)', cups: null },
        { label: 'Puppies', cups: 1 },
      ]),
    ).toEqual([
      [5, 0.5],
      [80, null],
    ]);
  });

  it('gives the cups of the rows inside the size’s weight range and names those rows', () => {
    const rows = feedingRowsOf([
      { label: '5 lb', cups: 0.5 },
      { label: '10 lb', cups: 1.5 },
      { label: '20 lb', cups: 2 },
      { label: '30 lb', cups: 3 },
      { label: '60 lb', cups: 5 },
      { label: '80 lb', cups: null },
    ]);
    expect(feedingAmount(rows, 'dog', 'small')).toEqual({ text: 'About ½ to 2 cups a day', range: 'the feeding guide’s 5 to 20 lb rows' });
    expect(feedingAmount(rows, 'dog', 'large')).toEqual({ text: 'About 5 cups a day', range: 'the feeding guide’s 60 lb row' });
    // Only an "ask your vet" row in range: no amount rather than a guess.
    expect(feedingAmount([[80, null]], 'dog', 'large')).toBeUndefined();
  });

  it('every complete meal in the catalog gives an amount for each size it is sold for', () => {
    const catalog = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
    for (const product of catalog.products) {
      if (product.productType !== 'complete-meal') continue;
      for (const size of product.petSizes) {
        const amount = feedingAmount(feedingRowsOf(product.feedingGuidelines), product.species, size);
        // A large dog's rows can all be "more than 5 cups"; every other size has a cup amount.
        if (!(product.species === 'dog' && size === 'large')) expect(amount, `${product.id} ${size}`).toBeDefined();
      }
    }
  });
});
