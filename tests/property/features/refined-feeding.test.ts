/**
 * The amount for a pet's weight on the results, over generated feeding guides and weights and over
 * every recipe of the fixture catalog: it lies between the guide's two rows around the weight, and
 * at a row's weight it is that row's amount.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import { feedingRowsOf, type FeedingRow } from '@/features/quiz/feeding-amount';
import { refinedAmount } from '@/features/quiz/refined-feeding';
import { parseCatalogFixtures } from '@/services/catalog/schema';

const fixtures = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });

/** A guide: distinct row weights (lb), each with cups in the catalog's half-cup steps, a vet row or a not-recommended row. */
const guideArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 10 })
  .chain((weights) =>
    fc.tuple(
      ...weights.map((lb) =>
        fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: 1, max: 10 }).map((halves): FeedingRow => [lb, halves / 2]) },
          { weight: 1, arbitrary: fc.constant<FeedingRow>([lb, null]) },
          { weight: 1, arbitrary: fc.constant<FeedingRow>([lb, 'not-recommended']) },
        ),
      ),
    ),
  );

/** The rows around a weight: the heaviest at or below it and the lightest at or above it. */
function bracket(rows: readonly FeedingRow[], lb: number): readonly [FeedingRow | undefined, FeedingRow | undefined] {
  const below = rows.filter(([w]) => w <= lb).sort((a, b) => b[0] - a[0])[0];
  const above = rows.filter(([w]) => w >= lb).sort((a, b) => a[0] - b[0])[0];
  return [below, above];
}

/** The rule itself: an amount only between two rows with cups, within their cups; a row's weight gives its cups exactly. */
function expectWithinGuide(rows: readonly FeedingRow[], lb: number, where: string): void {
  const refined = refinedAmount(rows, lb);
  const [below, above] = bracket(rows, lb);
  if (below === undefined || above === undefined) {
    expect(refined.kind, where).toBe(below === undefined ? 'below-guide' : 'above-guide');
    return;
  }
  const [, low] = below;
  const [, high] = above;
  if (typeof low !== 'number' || typeof high !== 'number') {
    expect(refined.kind, where).toBe(low === 'not-recommended' || high === 'not-recommended' ? 'not-recommended' : 'no-amount');
    return;
  }
  if (refined.kind !== 'amount') throw new Error(`${where}: no amount between two rows with cups`);
  expect(refined.cups, where).toBeGreaterThanOrEqual(Math.min(low, high) - 1e-9);
  expect(refined.cups, where).toBeLessThanOrEqual(Math.max(low, high) + 1e-9);
  if (below[0] === lb) expect(refined.cups, where).toBe(low);
}

describe('the refined amount', () => {
  it('the refined amount lies within the recipe’s guide for that weight (generated guides and weights)', () => {
    fc.assert(
      fc.property(guideArbitrary, fc.double({ min: 0.1, max: 320, noNaN: true }), (rows, lb) => {
        expectWithinGuide(rows, lb, `${lb} lb in ${JSON.stringify(rows)}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('at a row’s weight the refined amount is that row’s (generated guides)', () => {
    fc.assert(
      fc.property(guideArbitrary, fc.nat(), (rows, pick) => {
        const row = rows[pick % rows.length];
        if (row === undefined) return;
        const refined = refinedAmount(rows, row[0]);
        if (typeof row[1] === 'number') expect(refined).toEqual({ kind: 'amount', cups: row[1], rows: [row[0]] });
        else expect(refined.kind).toBe(row[1] === null ? 'no-amount' : 'not-recommended');
      }),
      { numRuns: 1000 },
    );
  });

  it('the refined amount lies within the recipe’s guide for that weight (every recipe of the catalog)', () => {
    const guides = fixtures.products.map((product) => ({ id: product.id, rows: feedingRowsOf(product.feedingGuidelines) }));
    fc.assert(
      fc.property(fc.constantFrom(...guides), fc.double({ min: 0.1, max: 300, noNaN: true }), ({ id, rows }, lb) => {
        expectWithinGuide(rows, lb, `${id} at ${lb} lb`);
      }),
      { numRuns: 2000 },
    );
    // Every row of every guide, at its own weight.
    for (const { id, rows } of guides) for (const [lb] of rows) expectWithinGuide(rows, lb, `${id} at its ${lb} lb row`);
  });
});
