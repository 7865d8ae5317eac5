/**
 * The reviews service: the review vendor when REVIEWS_API_URL and REVIEWS_API_KEY are set (env.ts
 * refuses one without the other), the fixture ratings otherwise.
 */
import 'server-only';
import { env, serviceModes } from '@/config/env';
import { createCloudReviews } from './cloud';
import { localReviews } from './local';
import type { ReviewsService } from './types';

let cached: ReviewsService | undefined;

export function reviewsService(): ReviewsService {
  if (cached) return cached;
  const e = env();
  const { REVIEWS_API_URL: baseUrl, REVIEWS_API_KEY: apiKey } = e;
  cached = serviceModes(e).reviews === 'cloud' && baseUrl && apiKey ? createCloudReviews({ baseUrl, apiKey }) : localReviews();
  return cached;
}

export type {   ReviewsService } from './types';
;
