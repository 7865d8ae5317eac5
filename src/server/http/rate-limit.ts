import { LRUCache } from 'lru-cache';

type RateLimitVerdict =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key` at `now` (ms) and says whether it may proceed. */
  hit(key: string, now: number): RateLimitVerdict;
}

/** The 429 answer's headers. */
export function retryAfterHeaders(verdict: { retryAfterSeconds: number }): Record<string, string> {
  return { 'retry-after': String(verdict.retryAfterSeconds) };
}

export type TokenBucketOptions = {
  /** Tokens a key may spend at once (the burst). */
  readonly capacity: number;
  /** Tokens a key gets back per minute, evenly. */
  readonly refillPerMinute: number;
  /** Most keys tracked at once; past it the least recently seen key is forgotten (a fresh, full bucket). */
  readonly maxKeys?: number;
};

export interface TokenBucketLimiter {
  /** Spends `cost` tokens of `key` at `now` (ms), or says how long until it could. */
  take(key: string, cost: number, now: number): RateLimitVerdict;
  /**
   * Spends `cost` tokens of `key` whatever is left, for work whose price is known only once done
   * (bytes answered): the bucket may go into debt, down to minus its capacity, and the key's next
   * `take` waits until the debt is repaid.
   */
  charge(key: string, cost: number, now: number): void;
}

type Bucket = { tokens: number; at: number };

/**
 * An in-memory, per-key token bucket (one process), weighted: a request costs what it asks the
 * server to do (for search, the hits it asks for), so a few huge requests and many small ones draw
 * on the same budget. Keys live in an LRU map, so spoofed or numerous addresses cost bounded memory.
 *
 * @example
 * const limiter = createTokenBucketRateLimiter({ capacity: 40_000, refillPerMinute: 40_000 });
 * limiter.take('203.0.113.7', 2_000, Date.now()); // { allowed: true, remaining: 38000 }
 */
export function createTokenBucketRateLimiter({ capacity, refillPerMinute, maxKeys = 100_000 }: TokenBucketOptions): TokenBucketLimiter {
  const buckets = new LRUCache<string, Bucket>({ max: maxKeys });
  const perMs = refillPerMinute / 60_000;
  return {
    take(key, cost, now) {
      const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
      // A clock that went backwards refills nothing rather than a negative amount.
      const tokens = Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
      if (tokens < cost) {
        buckets.set(key, { tokens, at: Math.max(now, bucket.at) });
        const waitMs = cost > capacity ? 60_000 : (cost - tokens) / perMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      buckets.set(key, { tokens: tokens - cost, at: Math.max(now, bucket.at) });
      return { allowed: true, remaining: Math.floor(tokens - cost) };
    },
    charge(key, cost, now) {
      const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
      const tokens = Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
      buckets.set(key, { tokens: Math.max(-capacity, tokens - cost), at: Math.max(now, bucket.at) });
    },
  };
}

export type PerMinuteOptions = {
  /** Requests per key per minute, and the burst a quiet key may spend at once. */
  readonly perMinute: number;
  readonly maxKeys?: number;
};

/**
 * "N requests a minute" per key: the token bucket at a cost of one per request, so a client that
 * spent its burst gets one request back every 60/N seconds instead of waiting for a window edge,
 * and no burst straddling two windows gets twice the limit.
 *
 * @example
 * const limiter = createPerMinuteRateLimiter({ perMinute: 20 });
 * limiter.hit('203.0.113.7', Date.now()); // { allowed: true, remaining: 19 }
 */
export function createPerMinuteRateLimiter({ perMinute, maxKeys }: PerMinuteOptions): RateLimiter {
  const bucket = createTokenBucketRateLimiter({ capacity: perMinute, refillPerMinute: perMinute, ...(maxKeys === undefined ? {} : { maxKeys }) });
  return { hit: (key, now) => bucket.take(key, 1, now) };
}
