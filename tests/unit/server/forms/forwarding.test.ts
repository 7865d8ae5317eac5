import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotCheck } from '@/services/bot-check/types';
import { createLocalFormStore, findFormRouting, type LocalFormStore } from '@/services/forms';
import { createFormForwarder, createFormsHandler } from '@/server/forms';
import { createPerMinuteRateLimiter } from '@/server/http/rate-limit';
import { openDatabase, type Database } from '@/services/store';
import { tempDataDir } from '../../services/store/temp-data-dir';

let db: Database;
let remove: () => void;
let store: LocalFormStore;
beforeEach(() => {
  const temp = tempDataDir('forms-forward');
  remove = temp.remove;
  db = openDatabase({ dataDir: temp.dir });
  store = createLocalFormStore({ db });
});
afterEach(() => {
  db.close();
  remove();
});

type FetchStub = (url: string, init: RequestInit) => Promise<Response>;

const passingBotCheck: BotCheck = { kind: 'local', verify: () => Promise.resolve({ success: true }) };

/** A page whose content holds one Form block named Survey with the given options. */
const pageWith = (options: Record<string, unknown>) => ({
  data: {
    blocks: [
      { '@type': '@builder.io/sdk:Element', children: [{ '@type': '@builder.io/sdk:Element', component: { name: 'Form:Form', options: { name: 'Survey', ...options } } }] },
    ],
  },
});

function handler(fetch: FetchStub, content: unknown, builderApiKey: string | null = 'pub-key') {
  const pages: string[] = [];
  const run = createFormsHandler({
    store,
    rateLimiter: createPerMinuteRateLimiter({ perMinute: 1000 }),
    now: () => 0,
    botCheck: passingBotCheck,
    forward: createFormForwarder({
      store,
      fetch,
      allowedActionHosts: ['hooks.example.com'],
      builderApiKey: builderApiKey ?? undefined,
      pageContent: (_host, page) => {
        pages.push(page);
        return Promise.resolve(content);
      },
    }),
    logError: () => {},
  });
  return { run, pages };
}

const post = (query: string) =>
  new Request(`http://localhost/api/forms/Survey${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bot-check-token': 'token' },
    body: JSON.stringify({ email: 'pat@example.com' }),
  });

describe('POST /api/forms/[name] routing comes from the content that holds the form (§7 form-submit targets)', () => {
  it('without a page the submission is stored locally and nothing is fetched', async () => {
    const fetch = vi.fn<FetchStub>();
    expect((await handler(fetch, pageWith({ sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team@example.com' })).run(post(''), 'Survey')).status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.list('Survey')).toHaveLength(1);
  });

  it("a form whose content sends to an email goes to Builder's form-submit with that recipient; the answer is relayed", async () => {
    const fetch = vi.fn<FetchStub>(() => Promise.resolve(Response.json({ results: { ok: 1 } })));
    const { run, pages } = handler(fetch, pageWith({ sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team@example.com' }));
    const response = await run(post('?page=%2Fsurvey'), 'Survey');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: { ok: 1 } });
    expect(pages).toEqual(['/survey']);
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://builder.io/api/v1/form-submit');
    expect(Object.fromEntries(url.searchParams)).toEqual({ apiKey: 'pub-key', to: btoa('team@example.com'), name: 'Survey' });
    expect(store.list()).toHaveLength(0);
  });

  it('a visitor-chosen recipient or action in the query is ignored: the content decides', async () => {
    const fetch = vi.fn<FetchStub>(() => Promise.resolve(Response.json({ results: { ok: 1 } })));
    const { run } = handler(fetch, pageWith({ sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team@example.com' }));
    await run(post('?page=%2Fsurvey&sendSubmissionsTo=email&to=victim%40example.org'), 'Survey');
    expect(new URL(String(fetch.mock.calls[0]?.[0])).searchParams.get('to')).toBe(btoa('team@example.com'));

    const local = vi.fn<FetchStub>();
    const plain = handler(local, pageWith({}));
    const response = await plain.run(post('?page=%2Fsurvey&sendSubmissionsTo=custom&action=https%3A%2F%2Fhooks.example.com%2Fin'), 'Survey');
    expect(response.status).toBe(200);
    expect(local).not.toHaveBeenCalled();
    expect(store.list('Survey')).toHaveLength(1);
  });

  it('a form the page does not hold stays local (no relay for made-up forms)', async () => {
    const fetch = vi.fn<FetchStub>();
    const { run } = handler(fetch, pageWith({ sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team@example.com' }));
    const other = new Request('http://localhost/api/forms/Other?page=%2Fsurvey', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bot-check-token': 'token' },
      body: '{}',
    });
    expect((await run(other, 'Other')).status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an email form without a Builder key stays local (works offline)', async () => {
    const fetch = vi.fn<FetchStub>();
    const { run } = handler(fetch, pageWith({ sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team@example.com' }), null);
    expect((await run(post('?page=%2Fsurvey'), 'Survey')).status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.list('Survey')).toHaveLength(1);
  });

  it('a custom action on the allowlist is forwarded, and its failure status and body relayed', async () => {
    const fetch = vi.fn<FetchStub>(() => Promise.resolve(Response.json({ error: { message: 'Email taken' } }, { status: 422 })));
    const { run } = handler(fetch, pageWith({ sendSubmissionsTo: 'custom', action: 'https://hooks.example.com/in' }));
    const response = await run(post('?page=%2Fsurvey'), 'Survey');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { message: 'Email taken' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://hooks.example.com/in');
  });

  it.each(['https://evil.example/in', 'http://hooks.example.com/in', 'https://user:pw@hooks.example.com/in', 'not a url'])(
    'a content action off the allowlist (%s) answers 400 and is never fetched',
    async (action) => {
      const fetch = vi.fn<FetchStub>();
      const response = await handler(fetch, pageWith({ sendSubmissionsTo: 'custom', action })).run(post('?page=%2Fsurvey'), 'Survey');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/not set up/);
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});

describe('the bot check on POST /api/forms/[name]', () => {
  const run = (botCheck: BotCheck, headers: Record<string, string>) =>
    createFormsHandler({ store, rateLimiter: createPerMinuteRateLimiter({ perMinute: 100 }), now: () => 0, botCheck, logError: () => {} })(
      new Request('http://localhost/api/forms/x', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' }),
      'x',
    );

  it('a submission without a token answers 403 and is not stored', async () => {
    expect((await run(passingBotCheck, {})).status).toBe(403);
    expect(store.list('x')).toHaveLength(0);
  });

  it('a refused token answers 403; a failing verifier answers 503', async () => {
    const refusing: BotCheck = { kind: 'local', verify: () => Promise.resolve({ success: false, errorCodes: ['invalid-input-response'] }) };
    expect((await run(refusing, { 'x-bot-check-token': 'forged' })).status).toBe(403);
    const failing: BotCheck = { kind: 'turnstile', verify: () => Promise.resolve({ success: false, errorCodes: ['internal-error'] }) };
    expect((await run(failing, { 'x-bot-check-token': 't' })).status).toBe(503);
    expect(store.list('x')).toHaveLength(0);
  });
});

describe('finding a form in content', () => {
  it('finds the named Form block at any depth and ignores other forms', () => {
    const content = {
      data: {
        blocks: [
          { component: { name: 'Form:Form', options: { name: 'Other', sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'x@example.com' } } },
          { children: [{ children: [{ component: { name: 'Form:Form', options: { name: 'Survey', sendSubmissionsTo: 'custom', action: 'https://a.example' } } }] }] },
        ],
      },
    };
    expect(findFormRouting(content, 'Survey')).toEqual({ sendSubmissionsTo: 'custom', action: 'https://a.example' });
    expect(findFormRouting(content, 'Missing')).toBeNull();
    expect(findFormRouting(null, 'Survey')).toBeNull();
  });
});
