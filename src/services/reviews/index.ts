/**
 * The reviews service: the review vendor when REVIEWS_API_URL and REVIEWS_API_KEY are set (env.ts
 * refuses one without the other), the fixture reviews plus locally approved ones otherwise.
 */
import 'server-only';
import { env, serviceModes } from '@/config/env';
import { catalogService } from '@/services/catalog';
import { sharedDatabase } from '@/services/store/database';
import { createBazaarvoiceReviews } from './bazaarvoice';
import { createLocalReviews, fixtureReviews, type LocalReviewsAdmin } from './local';
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
  cached = serviceModes(e).reviews === 'cloud' && baseUrl && apiKey ? createBazaarvoiceReviews({ baseUrl, apiKey, isKnownProduct }) : localReviews();
  return cached;
}

export type { ReviewsService } from './types';
export { UnknownProductError } from './unknown-product';
