import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormForwarder, createFormsHandler, createLocalFormStore, type LocalFormStore } from '@/services/forms';
import { createFixedWindowRateLimiter } from '@/services/http/rate-limit';
import { openDatabase, type Database } from '@/services/store';
import { tempDataDir } from '../store/temp-data-dir';

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

function handler(fetch: FetchStub, builderApiKey: string | null = 'pub-key') {
  return createFormsHandler({
    store,
    rateLimiter: createFixedWindowRateLimiter({ limit: 1000, windowMs: 60_000 }),
    now: () => 0,
    forward: createFormForwarder({ store, fetch, allowedActionHosts: ['hooks.example.com'], builderApiKey: builderApiKey ?? undefined }),
    logError: () => {},
  });
}

const post = (query: string) =>
  new Request(`http://localhost/api/forms/Survey${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'pat@example.com' }),
  });

describe('POST /api/forms/[name] routing (§7 form-submit targets)', () => {
  it('without routing the submission is stored locally and nothing is fetched', async () => {
    const fetch = vi.fn<FetchStub>();
    expect((await handler(fetch)(post(''), 'Survey')).status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.list('Survey')).toHaveLength(1);
  });

  it("sendSubmissionsTo=email with a key goes to Builder's form-submit with key, recipient and name; the answer is relayed", async () => {
    const fetch = vi.fn<FetchStub>(() => Promise.resolve(Response.json({ results: { ok: 1 } })));
    const response = await handler(fetch)(post('?sendSubmissionsTo=email&to=team%40example.com'), 'Survey');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: { ok: 1 } });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://builder.io/api/v1/form-submit');
    expect(Object.fromEntries(url.searchParams)).toEqual({ apiKey: 'pub-key', to: btoa('team@example.com'), name: 'Survey' });
    expect(store.list()).toHaveLength(0);
  });

  it('sendSubmissionsTo=email without a Builder key stays local (works offline)', async () => {
    const fetch = vi.fn<FetchStub>();
    expect((await handler(fetch, null)(post('?sendSubmissionsTo=email&to=team%40example.com'), 'Survey')).status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.list('Survey')).toHaveLength(1);
  });

  it('a custom action on the allowlist is forwarded, and its failure status and body relayed', async () => {
    const fetch = vi.fn<FetchStub>(() => Promise.resolve(Response.json({ error: { message: 'Email taken' } }, { status: 422 })));
    const response = await handler(fetch)(post('?sendSubmissionsTo=custom&action=https%3A%2F%2Fhooks.example.com%2Fin'), 'Survey');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { message: 'Email taken' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://hooks.example.com/in');
  });

  it.each(['https://evil.example/in', 'http://hooks.example.com/in', 'https://user:pw@hooks.example.com/in', 'not a url'])(
    'a custom action off the allowlist (%s) answers 400 and is never fetched',
    async (action) => {
      const fetch = vi.fn<FetchStub>();
      const response = await handler(fetch)(post(`?sendSubmissionsTo=custom&action=${encodeURIComponent(action)}`), 'Survey');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/not set up/);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('a malformed routing query answers 400', async () => {
    expect((await handler(vi.fn<FetchStub>())(post('?sendSubmissionsTo=zapier'), 'Survey')).status).toBe(400);
  });
});
