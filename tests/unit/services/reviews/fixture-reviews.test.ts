import { describe, expect, it } from 'vitest';
import productsJson from '@fixtures/catalog/products.json';
import reviewsJson from '@fixtures/reviews/reviews.json';
import type { Review } from '@/domain/reviews/review';

/**
 * The fixture reviews (scripts/generate/generate-reviews.ts) read like different people: a
 * visitor reading a product's reviews never meets the same sentence twice, nor two reviewers of
 * one recipe with the same pet, and the stars agree with what the words say.
 */
const reviews = reviewsJson as Review[];
const products = productsJson as { name: string; bazaarvoiceProductId?: string | null }[];
const nameOf = new Map(products.flatMap((p) => (p.bazaarvoiceProductId ? [[p.bazaarvoiceProductId, p.name] as const] : [])));

/** A review's sentences with its own pet's and recipe's names taken out, so "Rocky loves the beef roll" and "Luna loves the lamb roll" count as one. */
function shapes(review: Review): string[] {
  const recipeWords = (nameOf.get(review.productId) ?? '')
    .toLowerCase()
    .split(/[\s&,]+/)
    .filter((word) => word.length > 2);
  return review.text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      let shape = sentence.replaceAll(review.petName, '{pet}').toLowerCase();
      for (const word of recipeWords) shape = shape.replaceAll(word, '{recipe}');
      return shape;
    });
}

/** Words a happy reviewer would not write, and a disappointed one would not leave out one of. */
const NEGATIVE = [
  'refused', 'walked off', 'pushed the bowl away', 'never took to it', 'went off food', 'upset stomach', 'loose stools', 'being sick', 'terrible wind',
  'went in the bin', 'did not dare', 'could not use', 'mould', 'sour', 'gone off', 'melted', 'felt warm', 'crumbled apart', 'messy', 'not for us',
  'will not be buying', 'went back to our old food', 'cannot recommend', 'money wasted', 'refund', 'impossible', 'untouched', 'half ended up on the floor',
  'would only eat it with', 'ate less and less', 'and left the rest', 'a pack every two days', 'more than our own groceries', 'took the unopened packs back',
];
const POSITIVE = ['love', 'favourite', 'delighted', 'recommended it to', 'will keep buying', 'miracle', 'happy pet', 'worth every', 'wish we had switched', 'glad', 'clears the bowl', 'licks the bowl'];
const has = (text: string, words: readonly string[]) => words.filter((word) => text.toLowerCase().includes(word));

describe('fixture reviews read like different people', () => {
  it('no two reviews share a sentence, even with the pet and the recipe named differently', () => {
    const firstUse = new Map<string, string>();
    const repeated: string[] = [];
    for (const review of reviews) {
      for (const shape of new Set(shapes(review))) {
        const earlier = firstUse.get(shape);
        if (earlier !== undefined) repeated.push(`${review.id} repeats ${earlier}: "${shape}"`);
        else firstUse.set(shape, review.id);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('no two reviewers of one recipe share a name, a pet’s name or a title', () => {
    const byProduct = new Map<string, Review[]>();
    for (const review of reviews) byProduct.set(review.productId, [...(byProduct.get(review.productId) ?? []), review]);
    for (const [productId, list] of byProduct) {
      for (const key of ['petName', 'author', 'title'] as const) {
        const values = list.map((r) => r[key]);
        expect(values.filter((v, i) => values.indexOf(v) !== i), `${productId} ${key}`).toEqual([]);
      }
    }
  });

  it('a 1- or 2-star review says what went wrong and praises nothing; a 4- or 5-star one complains of nothing that went wrong', () => {
    for (const review of reviews) {
      const text = `${review.title}. ${review.text}`;
      if (review.rating <= 2) {
        expect(has(text, NEGATIVE), `${review.id} (${review.rating}★) names no problem: ${text}`).not.toEqual([]);
        expect(has(text, POSITIVE), `${review.id} (${review.rating}★) praises: ${text}`).toEqual([]);
      }
      if (review.rating >= 4) expect(has(text, NEGATIVE), `${review.id} (${review.rating}★): ${text}`).toEqual([]);
    }
  });

  it('every rating from 1 to 5 occurs, mostly 4s and 5s, as real review sets look', () => {
    const counts = [1, 2, 3, 4, 5].map((stars) => reviews.filter((r) => r.rating === stars).length);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect((counts[3] ?? 0) + (counts[4] ?? 0)).toBeGreaterThan(reviews.length * 0.7);
  });
});
