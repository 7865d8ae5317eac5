import { LRUCache } from 'lru-cache';

export type RateLimitVerdict =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key` at `now` (ms) and says whether it may proceed. */
  hit(key: string, now: number): RateLimitVerdict;
}

export type FixedWindowOptions = {
  /** Requests allowed per key and window. */
  readonly limit: number;
  readonly windowMs: number;
  /**
   * Most keys tracked at once. Spoofed addresses could otherwise grow the table without bound;
   * past the cap, expired windows are swept and, if still full, the oldest window is dropped.
   */
  readonly maxKeys?: number;
};

type Window = { start: number; count: number };

/**
 * An in-memory, per-key fixed-window limiter (one process; a multi-instance deploy needs a shared
 * store). Windows are aligned to the key's first request, so a burst straddling two windows may
 * see up to twice the limit, which is the usual fixed-window trade for O(1) memory per key.
 *
 * @example
 * const limiter = createFixedWindowRateLimiter({ limit: 20, windowMs: 60_000 });
 * limiter.hit('203.0.113.7', Date.now()); // { allowed: true, remaining: 19 }
 */
export function createFixedWindowRateLimiter({ limit, windowMs, maxKeys = 100_000 }: FixedWindowOptions): RateLimiter {
  // Map iteration follows insertion order, and a key is re-inserted when its window restarts,
  // so the first entries are always the oldest windows.
  const windows = new Map<string, Window>();

  function makeRoom(now: number): void {
    for (const [key, window] of windows) {
      if (now - window.start < windowMs) break;
      windows.delete(key);
    }
    if (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (!oldest.done) windows.delete(oldest.value);
    }
  }

  return {
    hit(key, now) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs || now < window.start) {
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(now);
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
      }
      return { allowed: true, remaining: limit - window.count };
    },
  };
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
  };
}
