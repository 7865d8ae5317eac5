import fs from 'node:fs';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/challenge/route';
import { POST as submitSignup } from '@/app/api/submit-klaviyo/route';
import { env } from '@/config/env';
import type * as EnvModule from '@/config/env';
import { createChallengeHandlers, isCrossSiteRequest } from '@/server/bot-check/challenge-handler';
import { LOCAL_CHALLENGE } from '@/services/bot-check/local';
import { createPerMinuteRateLimiter } from '@/server/http/rate-limit';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { tempDataDir } = await import('../services/store/temp-data-dir');
  // No LOCAL_CHALLENGE_SECRET: the per-process random key must still be shared by both routes.
  const parsed = actual.parseEnv({ DATA_DIR: tempDataDir('api-challenge').dir, SIGNUP_RATE_LIMIT_PER_MINUTE: '100000' });
  return { ...actual, env: () => parsed };
});

afterAll(() => fs.rmSync(env().DATA_DIR, { recursive: true, force: true }));

const URL_ = 'http://localhost:3000/api/challenge';

/** What the widget does: fetch a challenge, solve it, send base64 JSON of both. */
async function solvedToken(headers: Record<string, string> = {}): Promise<string> {
  const challenge = (await (await GET(new Request(URL_, { headers }))).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const signup = (token: string, email: string) =>
  submitSignup(
    new Request('http://localhost:3000/api/submit-klaviyo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ turnstileToken: token, email, fields: { NAME: '', ZIPCODE: '', source: 'test' } }),
    }),
  );

describe('GET /api/challenge', () => {
  it('GET issues a signed ALTCHA challenge of the configured cost, never cached', async () => {
    const response = await GET(new Request(URL_));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: LOCAL_CHALLENGE.algorithm, cost: LOCAL_CHALLENGE.cost, keyPrefix: LOCAL_CHALLENGE.keyPrefix });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + LOCAL_CHALLENGE.ttlSeconds - 5);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('valid, then replayed: a solved challenge is a token a signup accepts once', async () => {
    const token = await solvedToken();
    expect((await signup(token, 'solver@example.com')).status).toBe(200);
    const replay = await signup(token, 'solver2@example.com');
    expect(replay.status).toBe(403);
  });

  it('forged: a challenge with an edited cost answers 403', async () => {
    const { challenge, solution } = JSON.parse(Buffer.from(await solvedToken(), 'base64').toString('utf8')) as { challenge: Challenge; solution: unknown };
    const cheaper = { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution };
    expect((await signup(Buffer.from(JSON.stringify(cheaper)).toString('base64'), 'forger@example.com')).status).toBe(403);
  });

  it("another site's page is refused (Origin or Sec-Fetch-Site)", async () => {
    expect((await GET(new Request(URL_, { headers: { origin: 'https://evil.example', host: 'localhost:3000' } }))).status).toBe(403);
    expect((await GET(new Request(URL_, { headers: { 'sec-fetch-site': 'cross-site' } }))).status).toBe(403);
    expect((await GET(new Request(URL_, { headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' } }))).status).toBe(200);
  });
});

describe('the challenge handlers around their clock', () => {
  it('expired: a challenge solved after its 300 s is refused with timeout-or-duplicate', async () => {
    const { createLocalChallenge } = await import('@/services/bot-check/local');
    const { createUsedTokenStore } = await import('@/services/bot-check/used-tokens');
    const { openDatabase } = await import('@/services/store');
    const db = openDatabase({ dataDir: env().DATA_DIR });
    let now = Date.now();
    const challenge = createLocalChallenge({ secret: 'clock-test-secret-0123456789abcdefghij', usedTokens: createUsedTokenStore(db), cost: 1, keyPrefix: '0' });
    const handlers = createChallengeHandlers({ challenge, rateLimiter: createPerMinuteRateLimiter({ perMinute: 10 }), now: () => now });
    const issued = (await (await handlers.GET(new Request(URL_))).json()) as Challenge;
    const token = Buffer.from(JSON.stringify({ challenge: issued, solution: await solveChallenge({ challenge: issued, deriveKey }) })).toString('base64');
    now += (LOCAL_CHALLENGE.ttlSeconds + 1) * 1000;
    expect(await challenge.verify(token, { now })).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
    db.close();
  });

  it('under Turnstile the route answers 404, and past its rate 429', async () => {
    const off = createChallengeHandlers({ challenge: null, rateLimiter: createPerMinuteRateLimiter({ perMinute: 10 }), now: () => 0 });
    expect((await off.GET(new Request(URL_))).status).toBe(404);
    const { createLocalChallenge } = await import('@/services/bot-check/local');
    const challenge = createLocalChallenge({ secret: 'rate-test-secret-0123456789abcdefghijk', usedTokens: { consume: () => Promise.resolve(true), purgeExpired: () => 0, ready: () => undefined } });
    const limited = createChallengeHandlers({ challenge, rateLimiter: createPerMinuteRateLimiter({ perMinute: 1 }), now: () => 0 });
    expect((await limited.GET(new Request(URL_))).status).toBe(200);
    const refused = await limited.GET(new Request(URL_));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });

  it('the same-origin check passes scripts without browser headers and refuses null origins', () => {
    expect(isCrossSiteRequest(new Request(URL_))).toBe(false);
    expect(isCrossSiteRequest(new Request(URL_, { headers: { origin: 'null' } }))).toBe(true);
    expect(isCrossSiteRequest(new Request(URL_, { headers: { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' } }))).toBe(false);
  });
});
