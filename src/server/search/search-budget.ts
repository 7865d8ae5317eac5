/**
 * The per-client search budget SEARCH_BYTES_PER_MINUTE, one per process: on globalThis because Next
 * loads the search route, the /search page and the server's entry (where the page cache charges a
 * stored results page to the visitor who views it) as separate bundles, and all draw on it.
 */
import { env } from '@/config/env';
import { createTokenBucketRateLimiter, type TokenBucketLimiter } from '@/server/http/rate-limit';

const LIMITER = Symbol.for('brightbowl.search.budget');

export function searchBudget(): TokenBucketLimiter {
  const holder = globalThis as typeof globalThis & { [LIMITER]?: TokenBucketLimiter };
  const perMinute = env().SEARCH_BYTES_PER_MINUTE;
  holder[LIMITER] ??= createTokenBucketRateLimiter({ capacity: perMinute, refillPerMinute: perMinute });
  return holder[LIMITER];
}
