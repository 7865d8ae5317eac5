import { describe, expect, it } from 'vitest';
import { clientIdentity, clientIp, createPerMinuteRateLimiter, createTokenBucketRateLimiter, UNKNOWN_CLIENT } from '@/server/http';

describe('the per-minute rate limiter', () => {
  it('allows the limit at once and refuses beyond it with the seconds until one more', () => {
    const limiter = createPerMinuteRateLimiter({ perMinute: 2 });
    expect(limiter.hit('a', 0)).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.hit('a', 0)).toEqual({ allowed: true, remaining: 0 });
    // One request comes back every 60 / 2 = 30 s.
    expect(limiter.hit('a', 1_000)).toEqual({ allowed: false, retryAfterSeconds: 29 });
  });

  it('the budget comes back evenly: one request per 60/N seconds', () => {
    const limiter = createPerMinuteRateLimiter({ perMinute: 60 });
    for (let i = 0; i < 60; i += 1) expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 500).allowed).toBe(false);
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
    expect(limiter.hit('a', 1_000).allowed).toBe(false);
  });

  it('a burst across a minute boundary never gets twice the limit', () => {
    const limiter = createPerMinuteRateLimiter({ perMinute: 10 });
    let allowed = 0;
    for (let t = 50_000; t < 70_000; t += 100) if (limiter.hit('a', t).allowed) allowed += 1;
    // 10 at once, then one per 6 s over the 20 s: at most 10 + 3.
    expect(allowed).toBeLessThanOrEqual(13);
  });

  it('keys are counted separately', () => {
    const limiter = createPerMinuteRateLimiter({ perMinute: 1 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
  });

  it('never tracks more keys than its cap', () => {
    const limiter = createPerMinuteRateLimiter({ perMinute: 1, maxKeys: 3 });
    for (let i = 0; i < 10; i += 1) expect(limiter.hit(`k${i}`, i).allowed).toBe(true);
    // The least recent keys were forgotten to make room, so k0 starts afresh.
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

describe('client identity for rate limits (TRUSTED_PROXY_HOPS)', () => {
  const peer = (address: string, forwarded?: string) =>
    new Headers({ 'x-brightbowl-peer': address, ...(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }) });

  it('with no trusted proxy the socket peer is the client, whatever X-Forwarded-For claims', () => {
    expect(clientIdentity(peer('198.51.100.4', '203.0.113.1'), 0)).toBe('198.51.100.4');
    expect(clientIdentity(peer('198.51.100.4', '203.0.113.2'), 0)).toBe('198.51.100.4');
    expect(clientIdentity(new Headers({ 'x-forwarded-for': '203.0.113.1' }), 0)).toBe(UNKNOWN_CLIENT);
  });

  it('behind N proxies the client is N hops left of the peer; entries the client wrote further left are ignored', () => {
    expect(clientIdentity(peer('10.0.0.2', '203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIdentity(peer('10.0.0.2', '6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIdentity(peer('10.0.0.3', '6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
  });

  it('an IPv6 client is one client across its /64, and an IPv4-mapped address is its IPv4 address', () => {
    const limiter = createPerMinuteRateLimiter({ perMinute: 1 });
    expect(limiter.hit(clientIdentity(peer('2001:db8:1:2::1'), 0), 0).allowed).toBe(true);
    expect(limiter.hit(clientIdentity(peer('2001:db8:1:2:ffff:ffff:ffff:fffe'), 0), 1).allowed).toBe(false);
    expect(limiter.hit(clientIdentity(peer('2001:db8:1:3::1'), 0), 2).allowed).toBe(true);
    expect(clientIdentity(peer('2001:DB8:0:0:1::9'), 0)).toBe('2001:db8:0:0::/64');
    expect(clientIdentity(peer('[2001:db8:a:b::7]:443'), 0)).toBe('2001:db8:a:b::/64');
    expect(clientIdentity(peer('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientIdentity(peer('10.0.0.2', '2001:db8:5:6:7:8:9:a'), 1)).toBe('2001:db8:5:6::/64');
  });

  it('a limited client that invents a new X-Forwarded-For stays limited', () => {
    const limiter = createPerMinuteRateLimiter({ perMinute: 1 });
    expect(limiter.hit(clientIdentity(peer('198.51.100.4', '1.1.1.1'), 0), 0).allowed).toBe(true);
    expect(limiter.hit(clientIdentity(peer('198.51.100.4', '2.2.2.2'), 0), 1).allowed).toBe(false);
  });
});

describe('the weighted token bucket', () => {
  it('a client spends its budget by cost and is refused with a wait once it runs out; others are unaffected', () => {
    const bucket = createTokenBucketRateLimiter({ capacity: 40_000, refillPerMinute: 40_000 });
    for (let i = 0; i < 20; i += 1) expect(bucket.take('a', 2_000, 0).allowed).toBe(true);
    const refused = bucket.take('a', 2_000, 0);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(bucket.take('b', 2_000, 0).allowed).toBe(true);
  });

  it('the budget refills evenly over the minute', () => {
    const bucket = createTokenBucketRateLimiter({ capacity: 600, refillPerMinute: 600 });
    expect(bucket.take('a', 600, 0).allowed).toBe(true);
    expect(bucket.take('a', 10, 500).allowed).toBe(false);
    expect(bucket.take('a', 10, 1_000).allowed).toBe(true);
  });

  it('memory is bounded: past maxKeys the least recent client is forgotten', () => {
    const bucket = createTokenBucketRateLimiter({ capacity: 1, refillPerMinute: 1, maxKeys: 2 });
    bucket.take('a', 1, 0);
    bucket.take('b', 1, 0);
    bucket.take('c', 1, 0);
    expect(bucket.take('a', 1, 0).allowed).toBe(true);
  });
});
