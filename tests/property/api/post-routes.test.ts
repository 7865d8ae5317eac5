import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET as challengeGet } from '@/app/api/challenge/route';
import { POST as formsPost } from '@/app/api/forms/[name]/route';
import { GET as reviewsGet, POST as reviewsPost } from '@/app/api/reviews/route';
import { POST as signupPost } from '@/app/api/submit-klaviyo/route';
import { env } from '@/config/env';
import type * as EnvModule from '@/config/env';
import { solvedLocalToken } from '@/services/bot-check/local';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { tempDataDir } = await import('../../unit/services/store/temp-data-dir');
  const parsed = actual.parseEnv({
    DATA_DIR: tempDataDir('api-property').dir,
    LOCAL_CHALLENGE_SECRET: 'property-test-secret-0123456789abcdefgh',
    SIGNUP_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  return { ...actual, env: () => parsed };
});

afterAll(() => fs.rmSync(env().DATA_DIR, { recursive: true, force: true }));

// ---- arbitraries -------------------------------------------------------------------------------

/** Header values a real HTTP request can carry (no CR, LF or NUL; Latin-1). */
const headerValue = fc
  .string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 60 })
  .map((s) => s.trim());

const contentType = fc.oneof(
  // Weighted towards JSON so most bodies get past the content-type gate into parsing and services.
  { arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8'), weight: 6 },
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/json; charset=latin1',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=----x',
    'text/plain',
    'application/xml',
    '',
  ),
  headerValue,
);

const headerName = fc.oneof(
  fc.constantFrom('x-forwarded-for', 'x-real-ip', 'origin', 'sec-fetch-site', 'host', 'x-forwarded-host', 'content-length', 'cookie', 'accept'),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
);
const headers = fc.dictionary(headerName, headerValue, { maxKeys: 6 });

/** Genuinely solved challenges, so bodies also reach the store (each is spent by its first use). */
const solved = await Promise.all(Array.from({ length: 64 }, () => solvedLocalToken(env().LOCAL_CHALLENGE_SECRET ?? '', Date.now())));

const token = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constant('XXXX.DUMMY.TOKEN.XXXX'),
  fc.base64String({ maxLength: 800 }),
  fc.constantFrom(...solved),
);

const hostile = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('=cmd|"/c calc"!A1', '<script>alert(1)</script>', "'; DROP TABLE subscribers; --", '\u0000', '\ud800', '__proto__', 'a'.repeat(5000)),
);

const signupish = fc.record(
  {
    turnstileToken: fc.oneof(token, fc.anything()),
    email: fc.oneof(fc.emailAddress(), hostile, fc.anything()),
    fields: fc.oneof(
      fc.record({ NAME: fc.oneof(hostile, fc.anything()), ZIPCODE: fc.oneof(hostile, fc.anything()), source: fc.oneof(hostile, fc.anything()) }, { requiredKeys: [] }),
      fc.anything(),
    ),
    extra: fc.anything(),
    __proto__: fc.anything(),
  },
  { requiredKeys: [] },
);

/** Bodies that pass validation or miss it narrowly, to reach the bot check and the store. */
const nearValidSignup = fc.record(
  {
    turnstileToken: token,
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('Dup@Example.com', 'dup@example.com')),
    fields: fc.record({ NAME: fc.string({ maxLength: 110 }), ZIPCODE: fc.string({ maxLength: 18 }), source: fc.string({ maxLength: 110 }) }, { requiredKeys: [] }),
  },
  { requiredKeys: ['email', 'turnstileToken'] },
);

const text = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return String(value);
  }
};

const body: fc.Arbitrary<BodyInit | null> = fc.oneof(
  fc.constant(null),
  hostile,
  fc.json(),
  signupish.map(text),
  { arbitrary: nearValidSignup.map(text), weight: 4 },
  fc.record({ puzzle: hostile, solution: hostile }, { requiredKeys: [] }).map(text),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.oneof(hostile, fc.anything()), { maxKeys: 60 }).map(text),
  fc.uint8Array({ maxLength: 6000 }),
  fc.integer({ min: 1, max: 40 }).map((depth) => '['.repeat(depth * 300) + ']'.repeat(depth * 300)),
  fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 })), { maxLength: 30 }).map((pairs) => new URLSearchParams(pairs).toString()),
  fc.string({ maxLength: 300 }).map((s) => `------x\r\nContent-Disposition: form-data; name="${s}"\r\n\r\n${s}\r\n------x--\r\n`),
);

const formName = fc.oneof(fc.constantFrom('contact', 'Vet tech signup', 'f_1'), fc.string({ maxLength: 80 }));

type Input = { contentType: string; headers: Record<string, string>; body: BodyInit | null };
const input: fc.Arbitrary<Input> = fc.record({ contentType, headers, body });

function buildRequest(path: string, { contentType: ct, headers: extra, body: payload }: Input, method = 'POST'): Request | null {
  try {
    const h = new Headers(extra);
    if (ct !== '') h.set('content-type', ct);
    return new Request(`http://localhost:3000${path}`, { method, headers: h, ...(method === 'POST' && payload !== null ? { body: payload } : {}) });
  } catch {
    return null; // not a request a server could receive (the client library refuses to build it)
  }
}

/** Never a 5xx; always JSON; an `error` message on failure; no stack trace or internals. */
async function expectWellFormed(response: Response): Promise<void> {
  expect(response.status).toBeLessThan(500);
  const raw = await response.text();
  expect(raw).not.toMatch(/\n\s+at |node_modules|SqliteError|ZodError|TypeError|\.ts:\d+/);
  const parsed = JSON.parse(raw) as Record<string, unknown>;
  if (response.status >= 400) expect(typeof parsed.error).toBe('string');
}

const RUNS = { numRuns: 300 };

describe('POST routes under arbitrary input', () => {
  it('arbitrary bodies and headers thrown at POST /api/submit-klaviyo never produce a 5xx or a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(input, async (i) => {
        const request = buildRequest('/api/submit-klaviyo', i);
        if (request) await expectWellFormed(await signupPost(request));
      }),
      RUNS,
    );
  });

  it('arbitrary headers thrown at GET /api/challenge never produce a 5xx or a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(input, async (i) => {
        const get = buildRequest('/api/challenge', i, 'GET');
        if (get) await expectWellFormed(await challengeGet(get));
      }),
      RUNS,
    );
  });

  it('arbitrary bodies, headers and names thrown at POST /api/forms/[name] never produce a 5xx or a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(input, formName, async (i, name) => {
        const request = buildRequest(`/api/forms/${encodeURIComponent(name)}`, i);
        if (request) await expectWellFormed(await formsPost(request, { params: Promise.resolve({ name }) }));
      }),
      RUNS,
    );
  });

  it('arbitrary bodies, headers and bot tokens thrown at POST /api/reviews (and GET with arbitrary queries) never produce a 5xx or a stack trace', async () => {
    /** Reviews that pass validation or miss it narrowly, so bodies reach the bot check and the store. */
    const nearValidReview = fc.record(
      {
        productId: fc.oneof(fc.constantFrom('BBL-20010', 'BBL-10010', 'BBL-10100'), hostile),
        rating: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom('5', 4.5, null)),
        title: fc.oneof(fc.string({ maxLength: 110 }), hostile),
        text: fc.oneof(fc.string({ minLength: 40, maxLength: 2100 }), hostile),
        nickname: fc.oneof(fc.string({ maxLength: 90 }), hostile),
        petName: fc.oneof(fc.string({ maxLength: 45 }), hostile),
        petType: fc.oneof(fc.constantFrom('dog', 'cat'), hostile),
        email: fc.oneof(fc.emailAddress(), hostile),
        consent: fc.oneof(fc.constant(true), fc.anything()),
      },
      { requiredKeys: ['productId', 'rating', 'title', 'text', 'nickname', 'petType', 'email', 'consent'] },
    );
    const reviewInput = fc.record({
      contentType,
      headers: fc.tuple(headers, fc.option(token, { nil: undefined })).map(([h, t]) => (t === undefined ? h : { ...h, 'x-bot-check-token': t })),
      body: fc.oneof(body, { arbitrary: nearValidReview.map(text), weight: 4 }),
    });
    const query = fc.record({ product: fc.oneof(fc.constant('BBL-20010'), hostile), sort: hostile, page: fc.oneof(hostile, fc.integer().map(String)) }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(reviewInput, query, async (i, q) => {
        const post = buildRequest(`/api/reviews?${new URLSearchParams({ locale: q.sort ?? '' }).toString()}`, i);
        if (post) await expectWellFormed(await reviewsPost(post));
        const get = buildRequest(`/api/reviews?${new URLSearchParams(q).toString()}`, i, 'GET');
        if (get) await expectWellFormed(await reviewsGet(get));
      }),
      RUNS,
    );
  });

  it('a valid signup with hostile but allowed fields is stored and answered 200', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 100 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s)),
        async (name) => {
          n += 1;
          const response = await signupPost(
            new Request('http://localhost:3000/api/submit-klaviyo', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                turnstileToken: await solvedLocalToken(env().LOCAL_CHALLENGE_SECRET ?? '', Date.now()),
                email: `hostile-${n}@example.com`,
                fields: { NAME: name, ZIPCODE: '', source: name },
              }),
            }),
          );
          expect(response.status).toBe(200);
        },
      ),
      { numRuns: 100 },
    );
  });
});
