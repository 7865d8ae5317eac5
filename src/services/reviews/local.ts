/**
 * Ratings from fixtures/reviews/ratings.json (generated with the catalog), validated on first use.
 */
import 'server-only';
import { formatIssues } from '@/domain/zod-issues';
import { z } from 'zod';
import ratingsJson from '@fixtures/reviews/ratings.json';
import type { RatingSummary, ReviewsService } from './types';

const RATINGS_FIXTURE_FILE = 'fixtures/reviews/ratings.json';

const ratingsFileSchema = z.array(
  z.strictObject({
    reviewServiceId: z.string().min(1),
    /** null while a product has no reviews yet (count 0), as the vendor reports it. */
    average: z.number().min(0).max(5).nullable(),
    count: z.number().int().nonnegative(),
  }),
);

export class RatingsFixtureError extends Error {
  override name = 'RatingsFixtureError';
}

/** Parses the ratings fixture; a bad entry fails with the file and JSON path in the message. */
export function parseRatingsFixture(data: unknown, file = RATINGS_FIXTURE_FILE): Map<string, RatingSummary | null> {
  const result = ratingsFileSchema.safeParse(data);
  if (!result.success) {
    throw new RatingsFixtureError(`Invalid ratings fixture ${file}:\n${formatIssues(result.error, { linePrefix: `  ${file}: ` })}`);
  }
  return new Map(
    result.data.map((r) => [r.reviewServiceId, r.count > 0 && r.average !== null ? { average: r.average, count: r.count } : null]),
  );
}

export function createLocalReviews(ratings: ReadonlyMap<string, RatingSummary | null>): ReviewsService {
  return {
    ratingSummary: (id) => Promise.resolve(ratings.get(id) ?? null),
    ratingSummaries: (ids) => {
      const found = new Map<string, RatingSummary>();
      for (const id of ids) {
        const summary = ratings.get(id);
        if (summary) found.set(id, summary);
      }
      return Promise.resolve(found);
    },
  };
}

let cached: ReviewsService | undefined;

export function localReviews(): ReviewsService {
  cached ??= createLocalReviews(parseRatingsFixture(ratingsJson));
  return cached;
}
