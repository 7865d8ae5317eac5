import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/challenge/route';
import { POST as submitSignup } from '@/app/api/submit-klaviyo/route';
import { env } from '@/config/env';
import type * as EnvModule from '@/config/env';
import { createChallengeHandlers, isCrossSiteRequest } from '@/server/bot-check/challenge-handler';
import { LOCAL_CHALLENGE } from '@/services/bot-check/local';
import { leadingZeroBits } from '@/services/bot-check/proof-of-work';
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
type Offer = { puzzle: string; difficulty: number; expiresInSeconds: number };

function solve(puzzle: string, bits: number): string {
  for (let i = 0; ; i += 1) {
    const s = i.toString(36);
    if (leadingZeroBits(createHash('sha256').update(`${puzzle}:${s}`).digest()) >= bits) return s;
  }
}

const redeem = (body: unknown, headers: Record<string, string> = {}) =>
  POST(new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));

async function solvedToken(): Promise<string> {
  const offer = (await (await GET(new Request(URL_))).json()) as Offer;
  const response = await redeem({ puzzle: offer.puzzle, solution: solve(offer.puzzle, offer.difficulty) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('GET and POST /api/challenge', () => {
  it('GET issues a puzzle of the configured difficulty, never cached', async () => {
    const response = await GET(new Request(URL_));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const offer = (await response.json()) as Offer;
    expect(offer).toMatchObject({ difficulty: LOCAL_CHALLENGE.difficultyBits, expiresInSeconds: LOCAL_CHALLENGE.puzzleTtlSeconds });
    expect(offer.puzzle).toMatch(/^lp1\./);
  });

  it('a solved puzzle buys a token that a signup accepts once', async () => {
    const token = await solvedToken();
    const signup = (email: string) =>
      submitSignup(
        new Request('http://localhost:3000/api/submit-klaviyo', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ turnstileToken: token, email, fields: { NAME: '', ZIPCODE: '', source: 'test' } }),
        }),
      );
    expect((await signup('solver@example.com')).status).toBe(200);
    expect((await signup('solver2@example.com')).status).toBe(403);
  });

  it('a wrong solution answers 403 invalid-input-response', async () => {
    const offer = (await (await GET(new Request(URL_))).json()) as Offer;
    let wrong = 0;
    while (leadingZeroBits(createHash('sha256').update(`${offer.puzzle}:${wrong.toString(36)}`).digest()) >= offer.difficulty) wrong += 1;
    const response = await redeem({ puzzle: offer.puzzle, solution: wrong.toString(36) });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errorCodes: ['invalid-input-response'] });
  });

  it('a forged puzzle answers 403', async () => {
    const response = await redeem({ puzzle: `lp1.${'A'.repeat(22)}.1.15.${'B'.repeat(43)}`, solution: '0' });
    expect(response.status).toBe(403);
  });

  it("another site's page is refused (Origin or Sec-Fetch-Site)", async () => {
    const offer = (await (await GET(new Request(URL_))).json()) as Offer;
    const body = { puzzle: offer.puzzle, solution: solve(offer.puzzle, offer.difficulty) };
    expect((await redeem(body, { origin: 'https://evil.example', host: 'localhost:3000' })).status).toBe(403);
    expect((await redeem(body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await redeem(body, { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('malformed bodies answer 4xx with an error', async () => {
    expect((await redeem({ puzzle: 'x', solution: 'y', extra: 1 })).status).toBe(400);
    expect((await redeem({ puzzle: 'x'.repeat(500), solution: 'y' })).status).toBe(400);
    expect((await POST(new Request(URL_, { method: 'POST', body: 'x' }))).status).toBe(415);
  });
});

describe('the challenge handlers around their clock', () => {
  it('a puzzle redeemed after its 120 s is refused with timeout-or-duplicate', async () => {
    const { createLocalChallenge } = await import('@/services/bot-check/local');
    const { createUsedTokenStore } = await import('@/services/bot-check/used-tokens');
    const { openDatabase } = await import('@/services/store');
    const db = openDatabase({ dataDir: env().DATA_DIR });
    let now = 1_800_000_000_000;
    const challenge = createLocalChallenge({ secret: 'clock-test-secret-0123456789abcdefghij', usedTokens: createUsedTokenStore(db), difficultyBits: 4 });
    const handlers = createChallengeHandlers({ challenge, rateLimiter: createPerMinuteRateLimiter({ perMinute: 10 }), now: () => now });
    const offer = (await (await handlers.GET(new Request(URL_))).json()) as Offer;
    now += 121_000;
    const response = await handlers.POST(
      new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ puzzle: offer.puzzle, solution: solve(offer.puzzle, 4) }) }),
    );
    expect(await response.json()).toMatchObject({ errorCodes: ['timeout-or-duplicate'] });
    db.close();
  });

  it('under Turnstile the route answers 404, and past its rate 429', async () => {
    const off = createChallengeHandlers({ challenge: null, rateLimiter: createPerMinuteRateLimiter({ perMinute: 10 }), now: () => 0 });
    expect((await off.GET(new Request(URL_))).status).toBe(404);
    const { createLocalChallenge } = await import('@/services/bot-check/local');
    const challenge = createLocalChallenge({ secret: 'rate-test-secret-0123456789abcdefghijk', usedTokens: { consume: () => true, purgeExpired: () => 0, ready: () => undefined } });
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
