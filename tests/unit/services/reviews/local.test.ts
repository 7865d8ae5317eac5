import { describe, expect, it } from 'vitest';
import ratingsJson from '@fixtures/reviews/ratings.json';
import { loadCatalogFixtures } from '@/services/catalog/local';
import { reviewsService } from '@/services/reviews';
import { createLocalReviews, localReviews, parseRatingsFixture, RatingsFixtureError } from '@/services/reviews/local';

const { products } = loadCatalogFixtures();
const reviewIds = products.flatMap((p) => (p.bazaarvoiceProductId ? [p.bazaarvoiceProductId] : []));
const reviews = localReviews();

describe('local review ratings', () => {
  it('with no review keys set, the fixture ratings answer', () => {
    expect(reviewsService()).toBe(localReviews());
  });

  it('every product with a review-service id has a ratings entry, and only those do', () => {
    expect(ratingsJson.map((r) => r.reviewServiceId).sort()).toEqual([...reviewIds].sort());
  });

  it('a rated product answers its average and count', async () => {
    const rated = ratingsJson.find((r) => r.count > 0)!;
    expect(await reviews.ratingSummary(rated.reviewServiceId)).toEqual({ average: rated.average, count: rated.count });
  });

  it('averages are 0 to 5 stars with one decimal, counts positive', async () => {
    const summaries = await reviews.ratingSummaries(reviewIds);
    expect(summaries.size).toBeGreaterThan(reviewIds.length * 0.9);
    for (const { average, count } of summaries.values()) {
      expect(average).toBeGreaterThanOrEqual(0);
      expect(average).toBeLessThanOrEqual(5);
      expect(Math.round(average * 10) / 10).toBe(average);
      expect(count).toBeGreaterThan(0);
    }
  });

  it('a product with no reviews yet, or an unknown id, has no summary', async () => {
    const unreviewed = ratingsJson.find((r) => r.count === 0);
    expect(unreviewed).toBeDefined();
    expect(await reviews.ratingSummary(unreviewed!.reviewServiceId)).toBeNull();
    expect(await reviews.ratingSummary('no-such-id')).toBeNull();
    const many = await reviews.ratingSummaries([unreviewed!.reviewServiceId, 'no-such-id']);
    expect(many.size).toBe(0);
  });

  it('a broken ratings fixture fails naming the file and path', () => {
    expect(() => parseRatingsFixture([{ reviewServiceId: 'x', average: 7, count: 3 }])).toThrow(RatingsFixtureError);
    expect(() => parseRatingsFixture([{ reviewServiceId: 'x', average: 7, count: 3 }])).toThrow(
      'fixtures/reviews/ratings.json: $[0].average',
    );
  });

  it('a service over given ratings answers from them', async () => {
    const service = createLocalReviews(new Map([['a', { average: 4.5, count: 10 }], ['b', null]]));
    expect(await service.ratingSummary('a')).toEqual({ average: 4.5, count: 10 });
    expect(await service.ratingSummary('b')).toBeNull();
  });
});
