import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import { solvedLocalToken } from '@/services/bot-check/local';

/**
 * With DATA_DIR unusable (read-only, a plain file, a corrupt database), pages and reads keep
 * working, every write route answers 503 with its message, /api/health says so, and the log gets
 * one line per kind of problem instead of a stack per request.
 */

const SECRET = 'unusable-storage-secret-0123456789abcdef';
const state = vi.hoisted(() => ({ dataDir: '' }));

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: () => actual.parseEnv({ DATA_DIR: state.dataDir, LOCAL_CHALLENGE_SECRET: SECRET, SIGNUP_RATE_LIMIT_PER_MINUTE: '100000' }) };
});

const made: string[] = [];
const tmp = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `brightbowl-${label}-`));
  made.push(dir);
  return dir;
};

/** A directory the server cannot write: chmod 555, or (as root, who ignores modes) sysfs. */
function readOnlyDir(): string {
  const dir = tmp('read-only');
  fs.chmodSync(dir, 0o555);
  try {
    fs.writeFileSync(path.join(dir, 'probe'), '');
  } catch {
    return dir;
  }
  return '/sys/kernel';
}

const KINDS: readonly (readonly [string, () => string, string])[] = [
  ['a corrupt database', () => {
    const dir = tmp('corrupt');
    fs.writeFileSync(path.join(dir, 'site.db'), randomBytes(8192));
    return dir;
  }, 'corrupt'],
  ['a plain file', () => {
    const file = path.join(tmp('plain-file'), 'data');
    fs.writeFileSync(file, 'not a directory');
    return file;
  }, 'not-a-directory'],
  ['a read-only directory', readOnlyDir, 'read-only'],
];

afterAll(() => {
  for (const dir of made) {
    fs.chmodSync(dir, 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const token = () => solvedLocalToken(SECRET, Date.now());
const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-brightbowl-peer': '203.0.113.80', ...headers }, body: JSON.stringify(body) });

describe.each(KINDS)('with DATA_DIR %s', (_label, makeDir, problem) => {
  let errors: { mock: { calls: unknown[][] }; mockRestore(): void };
  beforeEach(() => {
    vi.resetModules();
    (globalThis as Record<symbol, unknown>)[Symbol.for('brightbowl.store.reported')] = undefined;
    state.dataDir = makeDir();
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('every write route answers 503 with its message, the challenge included, and logs one line without a stack', async () => {
    const challenge = await import('@/app/api/challenge/route');
    const signup = await import('@/app/api/submit-klaviyo/route');
    const forms = await import('@/app/api/forms/[name]/route');
    const reviews = await import('@/app/api/reviews/route');

    const issued = await challenge.GET(new Request('http://localhost/api/challenge'));
    expect(issued.status).toBe(503);
    expect(await issued.json()).toEqual({ error: 'The bot check is unavailable right now; please try again shortly.' });

    for (let i = 0; i < 3; i += 1) {
      const answer = await signup.POST(json('http://localhost/api/submit-klaviyo', { email: `a${i}@example.com`, turnstileToken: await token(), fields: {} }));
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { error: string }).error).toMatch(/unavailable right now|could not be saved right now/);
    }
    const form = await forms.POST(json('http://localhost/api/forms/contact', { message: 'hello' }, { 'x-bot-check-token': await token() }), {
      params: Promise.resolve({ name: 'contact' }),
    });
    expect(form.status).toBe(503);
    const review = await reviews.POST(
      json(
        'http://localhost/api/reviews',
        { productId: 'BBL-20010', rating: 5, title: 'Good food', text: 'My dog likes this food a great deal, every single day, and asks for more of it.', nickname: 'Sam', petName: 'Rex', petType: 'dog', email: 'sam@example.com', consent: true },
        { 'x-bot-check-token': await token() },
      ),
    );
    expect(review.status).toBe(503);

    const lines = errors.mock.calls.map((call) => call.map((arg) => String(arg)).join(' '));
    expect(lines.length).toBeGreaterThan(0);
    // One line per kind of problem, however many requests failed, and never a stack.
    expect(lines.filter((line) => line.includes(`[store]`)).length).toBe(1);
    expect(errors.mock.calls.flat().some((arg) => arg instanceof Error)).toBe(false);
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('GET /api/reviews still answers the fixture reviews', async () => {
    const reviews = await import('@/app/api/reviews/route');
    const answer = await reviews.GET(new Request('http://localhost/api/reviews?product=BBL-20010'));
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as { results?: unknown[]; reviews?: unknown[] };
    expect(JSON.stringify(page)).toContain('BBL-20010');
  });

  it(`/api/health answers 503 naming the problem (${problem})`, async () => {
    const health = await import('@/app/api/health/route');
    const answer = health.GET();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: 'degraded', storage: problem });
  });

  it('no answer names a server path: /api/health and the write routes say what is wrong without DATA_DIR’s location', async () => {
    const health = await import('@/app/api/health/route');
    const signup = await import('@/app/api/submit-klaviyo/route');
    const reviews = await import('@/app/api/reviews/route');
    const answers = [
      health.GET(),
      await signup.POST(json('http://localhost/api/submit-klaviyo', { email: 'path@example.com', turnstileToken: await token(), fields: {} })),
      await reviews.POST(
        json(
          'http://localhost/api/reviews',
          { productId: 'BBL-20010', rating: 5, title: 'Good food', text: 'My dog likes this food a great deal, every single day, and asks for more of it.', nickname: 'Sam', petName: 'Rex', petType: 'dog', email: 'sam@example.com', consent: true },
          { 'x-bot-check-token': await token() },
        ),
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      const body = await answer.text();
      expect(body).not.toContain(state.dataDir);
      expect(body).not.toContain(os.tmpdir());
    }
  });
});

describe('with a usable DATA_DIR', () => {
  it('/api/health answers 200 with the storage ok', async () => {
    vi.resetModules();
    state.dataDir = tmp('usable');
    const health = await import('@/app/api/health/route');
    const answer = health.GET();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', storage: 'ok' });
  });
});
