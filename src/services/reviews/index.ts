/**
 * The reviews service: the review vendor when REVIEWS_API_URL and REVIEWS_API_KEY are set (env.ts
 * refuses one without the other), the fixture reviews plus locally approved ones otherwise.
 */
import 'server-only';
import { env, serviceModes } from '@/config/env';
import { botCheck } from '@/services/bot-check';
import { catalogService } from '@/services/catalog';
import { clientIdentity } from '@/services/http/client-ip';
import { createPerMinuteRateLimiter } from '@/services/http/rate-limit';
import { sharedDatabase } from '@/services/store/database';
import { createCloudReviews } from './cloud';
import { createLocalReviews, fixtureReviews, type LocalReviewsAdmin } from './local';
import { createReviewsHandlers } from './reviews-handler';
import type { ReviewsService } from './types';

let cached: ReviewsService | undefined;
let cachedLocal: (ReviewsService & LocalReviewsAdmin) | undefined;

/** Whether the catalog sells a product with this review-service id. */
async function isKnownProduct(productId: string): Promise<boolean> {
  const products = await catalogService().products();
  return products.some((p) => p.bazaarvoiceProductId === productId);
}

/** The local service over the fixtures and DATA_DIR's store. */
export function localReviews(): ReviewsService & LocalReviewsAdmin {
  cachedLocal ??= createLocalReviews({ fixtures: fixtureReviews(), db: () => sharedDatabase(env().DATA_DIR), isKnownProduct });
  return cachedLocal;
}

export function reviewsService(): ReviewsService {
  if (cached) return cached;
  const e = env();
  const { REVIEWS_API_URL: baseUrl, REVIEWS_API_KEY: apiKey } = e;
  cached = serviceModes(e).reviews === 'cloud' && baseUrl && apiKey ? createCloudReviews({ baseUrl, apiKey, isKnownProduct }) : localReviews();
  return cached;
}

export type { ReviewsService } from './types';
export { UnknownProductError } from './unknown-product';

let cachedHandlers: ReturnType<typeof createReviewsHandlers> | undefined;

/** POST and GET /api/reviews, composed from the environment on first use. */
export function reviewsHandlers(): ReturnType<typeof createReviewsHandlers> {
  if (!cachedHandlers) {
    const e = env();
    cachedHandlers = createReviewsHandlers({
      reviews: reviewsService(),
      botCheck: botCheck(),
      rateLimiter: createPerMinuteRateLimiter({ perMinute: e.SIGNUP_RATE_LIMIT_PER_MINUTE }),
      now: Date.now,
      clientKey: (request) => clientIdentity(request.headers, e.TRUSTED_PROXY_HOPS),
    });
  }
  return cachedHandlers;
}
