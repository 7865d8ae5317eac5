import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/submit-klaviyo/route';
import { env } from '@/config/env';
import type * as EnvModule from '@/config/env';
import { solvedLocalToken } from '@/services/bot-check/local';
import type { BotCheck } from '@/services/bot-check/types';
import { createPerMinuteRateLimiter } from '@/server/http/rate-limit';
import { createLocalNewsletter } from '@/services/newsletter/local';
import { createSubmitKlaviyoHandler } from '@/server/newsletter/newsletter-handler';
import type { NewsletterService } from '@/services/newsletter/types';
import { openDatabase } from '@/services/store';

// The route composes its services from env(); point that at a temp data directory and a known
// challenge secret (a module mock, not a mutation of process.env).
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { tempDataDir } = await import('../services/store/temp-data-dir');
  const parsed = actual.parseEnv({
    DATA_DIR: tempDataDir('api-signup').dir,
    LOCAL_CHALLENGE_SECRET: 'route-test-secret-0123456789abcdefghij',
    // The test plays the one trusted proxy: its X-Forwarded-For names the client.
    TRUSTED_PROXY_HOPS: '1',
    SIGNUP_RATE_LIMIT_PER_MINUTE: '100000',
  });
  return { ...actual, env: () => parsed };
});

afterAll(() => fs.rmSync(env().DATA_DIR, { recursive: true, force: true }));

const URL_ = 'http://localhost:3000/api/submit-klaviyo';
/** A real solved ALTCHA challenge, signed with the server's key and issued at `issuedAt`. */
const freshToken = (issuedAt = Date.now()) => solvedLocalToken(env().LOCAL_CHALLENGE_SECRET ?? '', issuedAt);

/** Stands for "a fresh valid token" in a body until `post` sends it (solving one is asynchronous). */
const FRESH = '<fresh token>';

const post = async (body: unknown, headers: Record<string, string> = {}) => {
  const sent = typeof body === 'object' && body !== null && 'turnstileToken' in body && body.turnstileToken === FRESH ? { ...body, turnstileToken: await freshToken() } : body;
  return POST(
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof sent === 'string' ? sent : JSON.stringify(sent),
    }),
  );
};

const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  turnstileToken: FRESH,
  email,
  fields: { NAME: 'Pat', ZIPCODE: '02134', source: 'footer' },
  ...extra,
});

async function answer(response: Response): Promise<{ status: number; body: { error: string | null } }> {
  const text = await response.text();
  expect(text).not.toMatch(/\n\s+at /); // never a stack trace
  return { status: response.status, body: JSON.parse(text) as { error: string | null } };
}

const RESULTS_URL = 'http://localhost:3000/product-selector?quiz=eyJwZXQtdHlwZSI6ImNhdCJ9';
const quizSignup = (email: string, fields: Record<string, unknown> = {}) => ({
  turnstileToken: FRESH,
  email,
  fields: { source: 'quiz', RESULTS_URL, PET_NAME: 'Miso', ...fields },
});

describe('POST /api/submit-klaviyo from the quiz results', () => {
  it('a quiz signup stores source quiz, the results link and the pet name', async () => {
    expect(await answer(await post(quizSignup('quiz-owner@example.com')))).toEqual({ status: 200, body: { error: null } });
    const db = openDatabase({ dataDir: env().DATA_DIR });
    const row = createLocalNewsletter({ db }).listSubscribers().find((s) => s.email === 'quiz-owner@example.com');
    db.close();
    expect(row).toMatchObject({ source: 'quiz', resultsUrl: RESULTS_URL, petName: 'Miso' });
  });

  it('a results link on the host the signup was posted to (the vet site) is accepted', async () => {
    const link = 'https://vet.example.test/product-selector?quiz=abc';
    expect((await post(quizSignup('vet-quiz@example.com', { RESULTS_URL: link }), { host: 'vet.example.test' })).status).toBe(200);
  });

  it.each([
    ['a javascript: link', 'javascript:alert(1)', '"fields.RESULTS_URL" must be an http or https link.'],
    ['a relative link', '/product-selector?quiz=abc', '"fields.RESULTS_URL" must be an http or https link.'],
    ['a link with credentials', 'http://user:pw@localhost:3000/product-selector', '"fields.RESULTS_URL" must be an http or https link.'],
    ['a link with a line break', 'http://localhost:3000/a\nb', '"fields.RESULTS_URL" must be an http or https link.'],
    ['a link to another site', 'https://evil.example/product-selector?quiz=abc', '"fields.RESULTS_URL" must be a link to this site.'],
    ['an over-long link', `http://localhost:3000/?quiz=${'a'.repeat(1100)}`, '"fields.RESULTS_URL" must be at most 1024 characters.'],
  ])('%s answers 400 naming the field, and nothing is stored', async (_, link, message) => {
    const email = `bad-link-${Math.random().toString(36).slice(2)}@example.com`;
    expect(await answer(await post(quizSignup(email, { RESULTS_URL: link })))).toEqual({ status: 400, body: { error: message } });
    const db = openDatabase({ dataDir: env().DATA_DIR });
    expect(createLocalNewsletter({ db }).listSubscribers().some((s) => s.email === email)).toBe(false);
    db.close();
  });

  it.each([
    ['an over-long pet name', 'M'.repeat(61), '"fields.PET_NAME" must be at most 60 characters.'],
    ['a pet name with a control character', 'Mi\u0000so', '"fields.PET_NAME" must not contain control characters.'],
    ['a pet name that is not text', 42, '"fields.PET_NAME" must be text.'],
  ])('%s answers 400 naming the field', async (_, name, message) => {
    expect(await answer(await post(quizSignup('bad-name@example.com', { PET_NAME: name })))).toEqual({ status: 400, body: { error: message } });
  });

  it('a repeat from the quiz answers Member Exists and keeps the first signup\'s link and name', async () => {
    await post(quizSignup('quiz-repeat@example.com'));
    const other = 'http://localhost:3000/product-selector?quiz=b3RoZXI';
    expect(await answer(await post(quizSignup('Quiz-Repeat@example.com', { RESULTS_URL: other, PET_NAME: 'Rex' })))).toEqual({
      status: 409,
      body: { error: 'Member Exists' },
    });
    const db = openDatabase({ dataDir: env().DATA_DIR });
    const row = createLocalNewsletter({ db }).listSubscribers().find((s) => s.email === 'quiz-repeat@example.com');
    db.close();
    expect(row).toMatchObject({ resultsUrl: RESULTS_URL, petName: 'Miso' });
  });
});

describe('POST /api/submit-klaviyo', () => {
  it('a valid signup answers 200 { error: null } and the row is stored', async () => {
    expect(await answer(await post(signup('first@example.com')))).toEqual({ status: 200, body: { error: null } });
    const db = openDatabase({ dataDir: env().DATA_DIR });
    expect(createLocalNewsletter({ db }).listSubscribers().map((s) => [s.email, s.name, s.zipcode, s.source])).toContainEqual([
      'first@example.com',
      'Pat',
      '02134',
      'footer',
    ]);
    db.close();
  });

  it('fields may be left out', async () => {
    const { turnstileToken, email } = signup('nofields@example.com');
    expect((await post({ turnstileToken, email })).status).toBe(200);
  });

  it('a second signup of the same address (any case) answers Member Exists', async () => {
    await post(signup('twice@example.com'));
    expect(await answer(await post(signup('TWICE@example.com')))).toEqual({ status: 409, body: { error: 'Member Exists' } });
  });

  it('a forgotten address answers Forgotten Email Not Subscribed', async () => {
    const db = openDatabase({ dataDir: env().DATA_DIR });
    createLocalNewsletter({ db }).forget('deleted@example.com');
    db.close();
    expect(await answer(await post(signup('deleted@example.com')))).toEqual({
      status: 409,
      body: { error: 'Forgotten Email Not Subscribed' },
    });
  });

  it('an invalid email answers 400 with the §5 message', async () => {
    for (const email of ['nope', 'a@b', 'a@b.c', 42, null]) {
      expect(await answer(await post(signup('x@example.com', { email })))).toEqual({
        status: 400,
        body: { error: 'Not a valid email, try again.' },
      });
    }
  });

  it('unknown fields, wrong types and over-long strings answer 400 naming the field', async () => {
    expect((await answer(await post(signup('a@example.com', { admin: true })))).body.error).toBe('Unknown field "admin".');
    expect((await answer(await post(signup('a@example.com', { fields: { NAME: 'x', extra: 1 } })))).body.error).toBe(
      'Unknown field "extra" in "fields".',
    );
    expect((await answer(await post(signup('a@example.com', { fields: { NAME: 5 } })))).body.error).toBe('"fields.NAME" must be text.');
    expect((await answer(await post(signup('a@example.com', { fields: { NAME: 'x'.repeat(101) } })))).body.error).toBe(
      '"fields.NAME" must be at most 100 characters.',
    );
    expect((await answer(await post(signup('a@example.com', { fields: { ZIPCODE: '<script>' } })))).status).toBe(400);
    expect((await answer(await post(signup('a@example.com', { fields: { NAME: 'a\u0000b' } })))).status).toBe(400);
    expect((await answer(await post(signup('a@example.com', { turnstileToken: 7 })))).body.error).toBe('"turnstileToken" must be text.');
  });

  it('malformed JSON, an empty body and a non-object answer 400', async () => {
    expect((await answer(await post('{"email":'))).status).toBe(400);
    expect((await answer(await post(''))).status).toBe(400);
    expect((await answer(await post('[1,2]'))).body.error).toBe('The body must be an object.');
  });

  it('a body over 4 kB answers 413, whatever Content-Length says', async () => {
    const big = JSON.stringify(signup('big@example.com', { pad: 'x'.repeat(5000) }));
    expect((await answer(await post(big))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const lying = new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '20' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await answer(await POST(lying))).status).toBe(413);
  });

  it('a content type other than JSON answers 415', async () => {
    expect((await answer(await post(signup('ct@example.com'), { 'content-type': 'text/plain' }))).status).toBe(415);
    const form = await POST(new Request(URL_, { method: 'POST', body: new URLSearchParams({ email: 'ct@example.com' }) }));
    expect(form.status).toBe(415);
  });

  it('a forged token answers 403 invalid-input-response and stores nothing', async () => {
    const forged = await solvedLocalToken('someone-elses-secret-0123456789abcdefg', Date.now());
    const result = await answer(await post(signup('forged@example.com', { turnstileToken: forged })));
    expect(result.status).toBe(403);
    expect(result.body.error).toContain('invalid-input-response');
    expect((await post(signup('forged@example.com'))).status).toBe(200); // nothing was stored the first time
  });

  it('a replayed token answers 403 timeout-or-duplicate', async () => {
    const token = await freshToken();
    expect((await post(signup('replay1@example.com', { turnstileToken: token }))).status).toBe(200);
    const replay = await answer(await post(signup('replay2@example.com', { turnstileToken: token })));
    expect(replay.status).toBe(403);
    expect(replay.body.error).toContain('timeout-or-duplicate');
  });

  it('an expired token answers 403 timeout-or-duplicate', async () => {
    const expired = await freshToken(Date.now() - 301_000);
    const result = await answer(await post(signup('late@example.com', { turnstileToken: expired })));
    expect(result.status).toBe(403);
    expect(result.body.error).toContain('timeout-or-duplicate');
  });

  it('an empty token answers 403 missing-input-response', async () => {
    const result = await answer(await post(signup('empty@example.com', { turnstileToken: '' })));
    expect(result.status).toBe(403);
    expect(result.body.error).toContain('missing-input-response');
  });

  it('answers are never cached', async () => {
    expect((await post(signup('cache@example.com'))).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the signup handler around its services', () => {
  const passing: BotCheck = { kind: 'local', verify: () => Promise.resolve({ success: true }) };
  const okList: NewsletterService = { kind: 'local', subscribe: () => Promise.resolve({ ok: true }) };
  const body = JSON.stringify({ turnstileToken: 't', email: 'pat@example.com', fields: {} });
  const request = (ip = '203.0.113.9') =>
    new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', 'x-brightbowl-peer': ip }, body });
  const handler = (overrides: Partial<Parameters<typeof createSubmitKlaviyoHandler>[0]> = {}) =>
    createSubmitKlaviyoHandler({
      newsletter: okList,
      botCheck: passing,
      rateLimiter: createPerMinuteRateLimiter({ perMinute: 100 }),
      now: () => 0,
      logError: vi.fn(),
      ...overrides,
    });

  it('past the per-IP rate it answers 429 with Retry-After', async () => {
    const limited = handler({ rateLimiter: createPerMinuteRateLimiter({ perMinute: 2 }) });
    expect((await limited(request())).status).toBe(200);
    expect((await limited(request())).status).toBe(200);
    const refused = await limited(request());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30'); // one request back every 60 / 2 s
    expect((await limited(request('198.51.100.1'))).status).toBe(200);
  });

  it('after a 429, a new X-Forwarded-For from the same connection is still refused (no trusted proxy)', async () => {
    const limited = handler({ rateLimiter: createPerMinuteRateLimiter({ perMinute: 1 }) });
    const from = (forwarded: string) =>
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-brightbowl-peer': '203.0.113.50', 'x-forwarded-for': forwarded },
        body,
      });
    expect((await limited(from('1.1.1.1'))).status).toBe(200);
    expect((await limited(from('2.2.2.2'))).status).toBe(429);
    expect((await limited(from('3.3.3.3'))).status).toBe(429);
  });

  it('the already-subscribed answer keeps the spec message, but a client probing many addresses gets 429 and is logged once', async () => {
    const logWarning = vi.fn();
    const member: NewsletterService = { kind: 'local', subscribe: () => Promise.resolve({ ok: false, error: 'Member Exists', status: 409 }) };
    const probe = handler({ newsletter: member, logWarning });
    for (let i = 0; i < 5; i += 1) {
      const answer = await probe(request('203.0.113.77'));
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: 'Member Exists' });
    }
    for (let i = 0; i < 3; i += 1) {
      const answer = await probe(request('203.0.113.77'));
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBeTruthy();
    }
    expect(logWarning).toHaveBeenCalledTimes(1);
    expect(String(logWarning.mock.calls[0]?.[0])).toMatch(/enumeration.*203\.0\.113\.77/);
    // Another client still hears the spec's answer.
    expect((await probe(request('198.51.100.7'))).status).toBe(409);
  });

  it('a bot check failing on our side answers 503 and is logged', async () => {
    const logError = vi.fn();
    const broken: BotCheck = { kind: 'turnstile', verify: () => Promise.resolve({ success: false, errorCodes: ['internal-error'] }) };
    const response = await handler({ botCheck: broken, logError })(request());
    expect(response.status).toBe(503);
    expect(logError).toHaveBeenCalled();
  });

  it('a store failure answers 503 with a message for people, and is logged', async () => {
    const logError = vi.fn();
    const failing: NewsletterService = { kind: 'local', subscribe: () => Promise.reject(new Error('SQLITE_FULL: disk full')) };
    const response = await handler({ newsletter: failing, logError })(request());
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('SQLITE');
    expect(logError).toHaveBeenCalledWith('Storing a newsletter signup failed', expect.any(Error));
  });

  it('an unexpected throw becomes a logged 500 JSON answer without a stack trace', async () => {
    const logError = vi.fn();
    const exploding: BotCheck = {
      kind: 'local',
      verify: () => {
        throw new Error('boom');
      },
    };
    const response = await handler({ botCheck: exploding, logError })(request());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Oops! Something went wrong.' });
    expect(logError).toHaveBeenCalled();
  });
});
