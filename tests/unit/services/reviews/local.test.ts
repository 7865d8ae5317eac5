import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import reviewsJson from '@fixtures/reviews/reviews.json';
import { summarizeReviews, type Review } from '@/domain/reviews/review';
import type { ReviewSubmission } from '@/domain/reviews/submission-schema';
import { loadCatalogFixtures } from '@/services/catalog/local';
import { localReviews, reviewsService, UnknownProductError } from '@/services/reviews';
import { createLocalReviews, fixtureReviews, parseReviewsFixture, ReviewsFixtureError } from '@/services/reviews/local';
import { openDatabase, type Database } from '@/services/store';
import { tempDataDir } from '../store/temp-data-dir';

const { products } = loadCatalogFixtures();
const reviewIds = products.flatMap((p) => (p.bazaarvoiceProductId ? [p.bazaarvoiceProductId] : []));

const review = (over: Partial<Review>): Review => ({
  id: 'r1',
  productId: 'P1',
  rating: 5,
  title: 'Great',
  text: 'Our dog loves it.',
  author: 'Sam',
  petName: 'Rex',
  petType: 'dog',
  date: '2026-01-01',
  helpfulCount: 0,
  ...over,
});

const submission: ReviewSubmission = {
  productId: 'P1',
  rating: 1,
  title: 'Not for us',
  text: 'Our dog sniffed it and walked away every single day for a whole week.',
  nickname: 'Kim',
  petName: 'Rex',
  petType: 'dog',
  email: 'kim@example.com',
  consent: true,
};

let db: Database;
let remove: () => void;
beforeEach(() => {
  const temp = tempDataDir('reviews');
  remove = temp.remove;
  db = openDatabase({ dataDir: temp.dir });
});
afterEach(() => {
  db.close();
  remove();
});

const service = (fixtures: readonly Review[]) =>
  createLocalReviews({ fixtures, db: () => db, isKnownProduct: (id) => id === 'P1', now: () => new Date('2026-11-02T10:00:00Z') });

describe('local reviews', () => {
  it('with no review keys set, the local service answers', () => {
    expect(reviewsService()).toBe(localReviews());
  });

  it('every fixture review names a product with a review-service id', () => {
    const known = new Set(reviewIds);
    expect(fixtureReviews().filter((r) => !known.has(r.productId))).toEqual([]);
  });

  it('a card rating is the summary of exactly the reviews the product page lists (one source of truth)', async () => {
    // Over an empty store, so the published reviews are the fixtures alone.
    const reviews = createLocalReviews({ fixtures: fixtureReviews(), db: () => db, isKnownProduct: () => true });
    const summaries = await reviews.ratingSummaries(reviewIds);
    expect(summaries.size).toBeGreaterThan(reviewIds.length * 0.9);
    for (const [id, summary] of summaries) {
      const listed = fixtureReviews().filter((r) => r.productId === id);
      expect(summary).toEqual(summarizeReviews(listed));
      const page = await reviews.productReviews(id, { sort: 'newest', page: 1, pageSize: 1000 });
      expect(page.total).toBe(summary.count);
      expect(page.summary).toEqual(summary);
    }
  });

  it('a product with no reviews yet, or an unknown id, has no summary and an empty list', async () => {
    const unreviewed = reviewIds.find((id) => !(reviewsJson as Review[]).some((r) => r.productId === id));
    expect(unreviewed).toBeDefined();
    const reviews = createLocalReviews({ fixtures: fixtureReviews(), db: () => db, isKnownProduct: () => true });
    expect(await reviews.ratingSummary(unreviewed!)).toBeNull();
    expect(await reviews.ratingSummary('no-such-id')).toBeNull();
    expect((await reviews.productReviews('no-such-id', { sort: 'newest', page: 1 })).items).toEqual([]);
  });

  it('a broken reviews fixture fails naming the file and path', () => {
    expect(() => parseReviewsFixture([{ ...review({}), rating: 7 }])).toThrow(ReviewsFixtureError);
    expect(() => parseReviewsFixture([{ ...review({}), rating: 7 }])).toThrow('fixtures/reviews/reviews.json: $[0].rating');
  });

  it('a written review is stored as pending and changes nothing public until approved', async () => {
    const reviews = service([review({ rating: 5 })]);
    const result = await reviews.submitReview(submission, { locale: 'en-gb' });
    expect(result).toEqual({ ok: true, id: '1', status: 'pending' });
    expect(reviews.list('pending')).toMatchObject([{ id: 1, productId: 'P1', email: 'kim@example.com', locale: 'en-gb', status: 'pending', createdAt: '2026-11-02T10:00:00.000Z' }]);
    expect(await reviews.ratingSummary('P1')).toEqual({ average: 5, count: 1 });
    expect((await reviews.productReviews('P1', { sort: 'newest', page: 1 })).total).toBe(1);
  });

  it('an approved review is listed without its email and counts in the rating', async () => {
    const reviews = service([review({ rating: 5 })]);
    await reviews.submitReview(submission, { locale: 'en-us' });
    expect(reviews.moderate(1, 'approved')).toBe(true);
    expect(await reviews.ratingSummary('P1')).toEqual({ average: 3, count: 2 });
    const page = await reviews.productReviews('P1', { sort: 'newest', page: 1 });
    expect(page.items[0]).toEqual({
      id: 'local-1',
      productId: 'P1',
      rating: 1,
      title: 'Not for us',
      text: submission.text,
      author: 'Kim',
      petName: 'Rex',
      petType: 'dog',
      date: '2026-11-02',
      helpfulCount: 0,
    });
    expect(JSON.stringify(page)).not.toContain('kim@example.com');
  });

  it('pending reviews are capped per email and per client; a rejected review may be written again', async () => {
    const products = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const reviews = createLocalReviews({ fixtures: [], db: () => db, isKnownProduct: () => true, now: () => new Date('2026-11-02T10:00:00Z') });
    for (const productId of products.slice(0, 5)) {
      expect(await reviews.submitReview({ ...submission, productId }, { locale: 'en-us', client: 'a' })).toMatchObject({ ok: true });
    }
    expect(await reviews.submitReview({ ...submission, productId: 'P6' }, { locale: 'en-us', client: 'b' })).toEqual({ ok: false, reason: 'too-many-pending' });
    // Other addresses from client 'a' fill its own cap of 10.
    for (const productId of products.slice(0, 5)) {
      expect(await reviews.submitReview({ ...submission, productId, email: 'other@example.com' }, { locale: 'en-us', client: 'a' })).toMatchObject({ ok: true });
    }
    expect(await reviews.submitReview({ ...submission, productId: 'P6', email: 'third@example.com' }, { locale: 'en-us', client: 'a' })).toEqual({ ok: false, reason: 'too-many-pending' });
    expect(await reviews.submitReview({ ...submission, productId: 'P6', email: 'third@example.com' }, { locale: 'en-us', client: 'c' })).toMatchObject({ ok: true });
    // A rejected review no longer blocks its email and product.
    expect(await reviews.submitReview(submission, { locale: 'en-us', client: 'c' })).toEqual({ ok: false, reason: 'duplicate' });
    expect(reviews.moderate(1, 'rejected')).toBe(true);
    expect(await reviews.submitReview(submission, { locale: 'en-us', client: 'c' })).toMatchObject({ ok: true });
  });

  it('a rejected review never appears', async () => {
    const reviews = service([]);
    await reviews.submitReview(submission, { locale: 'en-us' });
    expect(reviews.moderate(1, 'rejected')).toBe(true);
    expect(await reviews.ratingSummary('P1')).toBeNull();
    expect(reviews.moderate(99, 'approved')).toBe(false);
  });

  it('a review for a product the catalog does not know is refused', async () => {
    await expect(service([]).submitReview({ ...submission, productId: 'P2' }, { locale: 'en-us' })).rejects.toBeInstanceOf(UnknownProductError);
  });

  it('an unreadable store leaves the fixture ratings standing', async () => {
    const errors: string[] = [];
    const reviews = createLocalReviews({
      fixtures: [review({ rating: 4 })],
      db: () => {
        throw new Error('disk gone');
      },
      isKnownProduct: () => true,
      onError: (message) => errors.push(message),
    });
    expect(await reviews.ratingSummary('P1')).toEqual({ average: 4, count: 1 });
    expect(errors).toHaveLength(1);
    expect(await reviews.submitReview(submission, { locale: 'en-us' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
