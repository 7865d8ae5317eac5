import { describe, expect, it } from 'vitest';
import { clientIp, createFixedWindowRateLimiter, UNKNOWN_CLIENT } from '@/services/http';

describe('the fixed-window rate limiter', () => {
  it('allows the limit per window and refuses beyond it with the seconds left', () => {
    const limiter = createFixedWindowRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.hit('a', 1_000)).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.hit('a', 30_500)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('a new window restores the budget', () => {
    const limiter = createFixedWindowRateLimiter({ limit: 1, windowMs: 1_000 });
    limiter.hit('a', 0);
    expect(limiter.hit('a', 500).allowed).toBe(false);
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
  });

  it('keys are counted separately', () => {
    const limiter = createFixedWindowRateLimiter({ limit: 1, windowMs: 1_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
  });

  it('never tracks more keys than its cap', () => {
    const limiter = createFixedWindowRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    for (let i = 0; i < 10; i += 1) expect(limiter.hit(`k${i}`, i).allowed).toBe(true);
    // The oldest keys were dropped to make room, so k0 starts afresh.
    expect(limiter.hit('k0', 20).allowed).toBe(true);
    expect(limiter.hit('k9', 20).allowed).toBe(false);
  });
});

describe('the client address', () => {
  it('is the first hop of X-Forwarded-For', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' }))).toBe('203.0.113.7');
  });

  it('drops a port and brackets', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7:5123' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-forwarded-for': '[2001:DB8::1]:443' }))).toBe('2001:db8::1');
  });

  it('falls back to X-Real-IP, then to the fallback, when the header is not an address', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': 'evil<script>', 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientIp(new Headers({ 'x-forwarded-for': 'unknown' }))).toBe(UNKNOWN_CLIENT);
    expect(clientIp(new Headers(), '127.0.0.1')).toBe('127.0.0.1');
  });
});
