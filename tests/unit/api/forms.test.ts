import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/forms/[name]/route';
import { env } from '@/config/env';
import type * as EnvModule from '@/config/env';
import { solvedLocalToken } from '@/services/bot-check/local';
import type { BotCheck } from '@/services/bot-check/types';
import { createLocalFormStore } from '@/services/forms/local';
import { createFormsHandler } from '@/server/forms/forms-handler';
import { createPerMinuteRateLimiter } from '@/server/http/rate-limit';
import { openDatabase } from '@/services/store';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { tempDataDir } = await import('../services/store/temp-data-dir');
  const parsed = actual.parseEnv({
    DATA_DIR: tempDataDir('api-forms').dir,
    SIGNUP_RATE_LIMIT_PER_MINUTE: '100000',
    LOCAL_CHALLENGE_SECRET: 'forms-test-secret-0123456789abcdefghij',
  });
  return { ...actual, env: () => parsed };
});

afterAll(() => fs.rmSync(env().DATA_DIR, { recursive: true, force: true }));

const passing: BotCheck = { kind: 'local', verify: () => Promise.resolve({ success: true }) };
/** A real solved ALTCHA challenge, signed with the server's key. */
const freshToken = () => solvedLocalToken(env().LOCAL_CHALLENGE_SECRET ?? '', Date.now());

const submit = async (name: string, body: BodyInit, contentType?: string) =>
  POST(
    new Request(`http://localhost:3000/api/forms/${encodeURIComponent(name)}`, {
      method: 'POST',
      body,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), 'x-bot-check-token': await freshToken() },
    }),
    { params: Promise.resolve({ name }) },
  );

const stored = (name: string) => {
  const db = openDatabase({ dataDir: env().DATA_DIR });
  try {
    return createLocalFormStore({ db }).list(name).map((s) => s.values);
  } finally {
    db.close();
  }
};

describe('POST /api/forms/[name]', () => {
  it('a JSON submission is stored and answered with its results', async () => {
    const response = await submit('contact', JSON.stringify({ topic: 'careers', message: 'Hi', consent: true, address: { city: 'Oslo' } }), 'application/json');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { id: number; formName: string; createdAt: string } };
    expect(body.results).toMatchObject({ formName: 'contact' });
    expect(typeof body.results.id).toBe('number');
    expect(stored('contact')).toEqual([{ topic: 'careers', message: 'Hi', consent: true, address: { city: 'Oslo' } }]);
  });

  it('a URL-encoded submission keeps repeated keys as lists', async () => {
    expect((await submit('Vet tech signup', 'firstName=Sam&interests=a&interests=b', 'application/x-www-form-urlencoded')).status).toBe(200);
    expect(stored('Vet tech signup')).toEqual([{ firstName: 'Sam', interests: ['a', 'b'] }]);
  });

  it('a multipart submission with text fields is stored; a file is refused', async () => {
    const form = new FormData();
    form.append('email', 'sam@example.com');
    expect((await submit('multi', form)).status).toBe(200);
    const withFile = new FormData();
    withFile.append('cv', new Blob(['%PDF']), 'cv.pdf');
    const refused = await submit('multi', withFile);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'File uploads are not accepted.' });
  });

  it('a name outside the allowlisted pattern answers 400', async () => {
    for (const name of ['', '../etc', 'a'.repeat(65), 'x;drop', ' lead']) {
      const response = await submit(name, '{}', 'application/json');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Form names are 1 to 64 letters, digits, spaces, hyphens or underscores.' });
    }
  });

  it('bad bodies answer 4xx with an error: size, type, shape, nesting, field count, __proto__', async () => {
    expect((await submit('f', JSON.stringify({ a: 'x'.repeat(17_000) }), 'application/json')).status).toBe(413);
    expect((await submit('f', '{}', 'text/csv')).status).toBe(415);
    expect((await submit('f', '{"a":', 'application/json')).status).toBe(400);
    expect((await submit('f', '"text"', 'application/json')).status).toBe(400);
    expect((await submit('f', JSON.stringify({ a: { b: { c: 1 } } }), 'application/json')).status).toBe(400);
    expect((await submit('f', JSON.stringify({ a: 'x'.repeat(5001) }), 'application/json')).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 1]));
    const tooMany = await submit('f', JSON.stringify(many), 'application/json');
    expect(await tooMany.json()).toEqual({ error: 'A form may have at most 50 fields.' });
    expect((await submit('f', '{"__proto__":{"admin":true}}', 'application/json')).status).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(stored('f')).toEqual([]);
  });

  it('past the per-IP rate the handler answers 429 with Retry-After; a store failure 503', async () => {
    const db = openDatabase({ dataDir: env().DATA_DIR });
    const store = createLocalFormStore({ db });
    const handler = createFormsHandler({ store, rateLimiter: createPerMinuteRateLimiter({ perMinute: 1 }), now: () => 0, botCheck: passing, logError: vi.fn() });
    const request = () => new Request('http://localhost/api/forms/x', { method: 'POST', headers: { 'content-type': 'application/json', 'x-bot-check-token': 't' }, body: '{}' });
    expect((await handler(request(), 'x')).status).toBe(200);
    const limited = await handler(request(), 'x');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');

    const logError = vi.fn();
    const broken = createFormsHandler({ store, rateLimiter: createPerMinuteRateLimiter({ perMinute: 9 }), now: () => 0, botCheck: passing, logError });
    db.close();
    const failed = await broken(request(), 'x');
    expect(failed.status).toBe(503);
    expect(logError).toHaveBeenCalledOnce();
  });
});
