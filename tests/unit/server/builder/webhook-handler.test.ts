/**
 * POST /api/builder/webhook, called with the bodies Builder sends (tests/fixtures/builder-webhook/,
 * one per operation) and a page store that records what it was asked to drop.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILDER_WEBHOOK_OPERATIONS } from '@/domain/content/builder-webhook';
import { createBuilderWebhookHandler, PUBLISH_SETTLE_MS } from '@/server/builder/webhook-handler';
import type { PageStoreControl } from '@/services/http/page-store-control';

const SECRET = 'webhook-test-secret-0123456789abcdef';
const URL_ = 'http://localhost:3000/api/builder/webhook';

const ABOUT = '8f1c2a7e4b6d4e0f9a3c5b7d9e1f2a4c';
const PROMO_SYMBOL = '3c9d1e7f5a2b4c6d8e0f1a3b5c7d9e1f';

function fixture(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../../fixtures/builder-webhook/${name}.json`, import.meta.url)), 'utf8');
}

type Call = ['content' | 'paths', readonly string[]] | ['all'];

/** A page store that records each request and says it dropped one page per id or path (three for all). */
function recordingStore(): PageStoreControl & { readonly calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    dropContent: (ids) => (calls.push(['content', ids]), ids.length),
    dropPaths: (paths) => (calls.push(['paths', paths]), paths.length),
    dropAll: () => (calls.push(['all']), 3),
  };
}

/** The handler over a recording store; `secret: undefined` and `store: undefined` stand for an unset secret and no store. */
function setup(options: { readonly secret?: string | undefined; readonly store?: ReturnType<typeof recordingStore> | undefined } = {}) {
  const secret = 'secret' in options ? options.secret : SECRET;
  const store = 'store' in options ? options.store : recordingStore();
  const lines: string[] = [];
  const later: { drop: () => void; ms: number }[] = [];
  const handler = createBuilderWebhookHandler({ secret, pageStore: () => store, log: (line) => lines.push(line), later: (drop, ms) => later.push({ drop, ms }) });
  return { handler, store, lines, later };
}

function post(body: string, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }): Request {
  return new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  expect(text).not.toMatch(/\n\s+at /);
  return { status: response.status, body: JSON.parse(text) as unknown };
}

describe('POST /api/builder/webhook: who may call it', () => {
  it('without the secret header the answer is 401 with a JSON message, and nothing is dropped', async () => {
    const { handler, store } = setup();
    const { status, body } = await answer(await handler(post(fixture('publish'), {})));
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.stringContaining('Authorization: Bearer') as unknown });
    expect(store?.calls).toEqual([]);
  });

  it('a wrong secret, a secret that only starts right, or the secret without "Bearer" is refused with 401', async () => {
    const { handler, store } = setup();
    for (const authorization of [`Bearer ${SECRET}x`, `Bearer ${SECRET.slice(0, -1)}`, 'Bearer wrong', SECRET, `Basic ${SECRET}`, 'Bearer ']) {
      expect((await handler(post(fixture('publish'), { authorization }))).status, authorization).toBe(401);
    }
    expect(store?.calls).toEqual([]);
  });

  it('the secret is checked before the body is read: a stranger cannot make the server read a large body', async () => {
    const { handler } = setup();
    const request = post('x'.repeat(64), { authorization: 'Bearer wrong' });
    expect((await handler(request)).status).toBe(401);
    expect(request.bodyUsed).toBe(false);
  });

  it('the right secret is accepted, whatever the case of "Bearer"', async () => {
    const { handler } = setup();
    expect((await handler(post(fixture('publish'), { authorization: `bearer ${SECRET}` }))).status).toBe(200);
  });

  it('with BUILDER_WEBHOOK_SECRET unset the route answers 404 like any unknown API path, even to the right-looking call', async () => {
    const { handler, store } = setup({ secret: undefined });
    const { status, body } = await answer(await handler(post(fixture('publish'))));
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'No API route at /api/builder/webhook' });
    expect(store?.calls).toEqual([]);
  });
});

describe('POST /api/builder/webhook: a body that is not a webhook is a 4xx, never a 5xx', () => {
  it('malformed JSON is a 400 with a message', async () => {
    const { handler, store } = setup();
    const { status, body } = await answer(await handler(post('{"newValue": ')));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'The request body is not valid JSON.' });
    expect(store?.calls).toEqual([]);
  });

  it('JSON of the wrong shape is a 400 naming the field', async () => {
    const { handler } = setup();
    expect(await answer(await handler(post('[1, 2]')))).toEqual({ status: 400, body: { error: 'The body must be an object.' } });
    expect(await answer(await handler(post('{"modelName": "page", "newValue": {"id": 7}}')))).toEqual({ status: 400, body: { error: '"newValue.id" must be text.' } });
  });

  it('a body over 8 MB is a 413, whatever Content-Length claims', async () => {
    const { handler, store } = setup();
    const huge = JSON.stringify({ modelName: 'page', operation: 'publish', newValue: { id: ABOUT, data: { text: 'x'.repeat(8 * 1024 * 1024) } } });
    expect((await handler(post(huge))).status).toBe(413);
    expect(store?.calls).toEqual([]);
  });

  it('a body that is not JSON is a 415', async () => {
    const { handler } = setup();
    expect((await handler(post(fixture('publish'), { authorization: `Bearer ${SECRET}`, 'content-type': 'text/plain' }))).status).toBe(415);
  });
});

describe('POST /api/builder/webhook: what each operation drops', () => {
  it('there is a recorded body for every operation Builder documents', () => {
    const operations = ['publish', 'unpublish', 'archive', 'delete', 'scheduled-start', 'scheduled-end'].map((name) => (JSON.parse(fixture(name)) as { operation: string }).operation);
    expect(operations).toEqual([...BUILDER_WEBHOOK_OPERATIONS]);
  });

  it('a page published at a new URL drops its own copies, its old URL and its new one', async () => {
    const { handler, store } = setup();
    expect(await answer(await handler(post(fixture('publish'))))).toEqual({ status: 200, body: { dropped: 3 } });
    expect(store?.calls).toEqual([
      ['content', [ABOUT]],
      ['paths', ['/about-us', '/about']],
    ]);
  });

  it('the same copies are dropped again once Builder\'s content CDN has settled, so a render from its stale answer is not kept', async () => {
    const { handler, store, later } = setup();
    await handler(post(fixture('publish')));
    expect(later.map((l) => l.ms)).toEqual([PUBLISH_SETTLE_MS]);
    later[0]?.drop();
    expect(store?.calls).toEqual([
      ['content', [ABOUT]],
      ['paths', ['/about-us', '/about']],
      ['content', [ABOUT]],
      ['paths', ['/about-us', '/about']],
    ]);
  });

  it("a page's first publish (no previous value) drops the copies at its URL, where a 404 or another entry may have been stored", async () => {
    const { handler, store } = setup();
    expect((await answer(await handler(post(fixture('publish-first'))))).status).toBe(200);
    expect(store?.calls).toEqual([
      ['content', ['2d4f6a8c0e1b3d5f7a9c1e3b5d7f9a0c']],
      ['paths', ['/winter-menu']],
    ]);
  });

  it.each(['unpublish', 'archive'])('a page taken down by %s drops its copies and its URL', async (name) => {
    const { handler, store } = setup();
    expect((await answer(await handler(post(fixture(name))))).status).toBe(200);
    expect(store?.calls).toEqual([
      ['content', [ABOUT]],
      ['paths', ['/about']],
    ]);
  });

  it('a deleted page (newValue null) drops its copies and its URL, read from the previous value', async () => {
    const { handler, store } = setup();
    expect((await answer(await handler(post(fixture('delete'))))).status).toBe(200);
    expect(store?.calls).toEqual([
      ['content', [ABOUT]],
      ['paths', ['/about']],
    ]);
  });

  it.each(['scheduled-start', 'scheduled-end'])('a page whose schedule %s drops its copies and its URL', async (name) => {
    const { handler, store } = setup();
    expect((await answer(await handler(post(fixture(name))))).status).toBe(200);
    expect(store?.calls).toEqual([
      ['content', ['6b8d0f2a4c6e8a0c2e4b6d8f0a2c4e6b']],
      ['paths', ['/spring']],
    ]);
  });

  it('a published symbol drops the pages that noted its id, and no URL: renders note every symbol they place', async () => {
    const { handler, store } = setup();
    expect(await answer(await handler(post(fixture('publish-symbol'))))).toEqual({ status: 200, body: { dropped: 1 } });
    expect(store?.calls).toEqual([['content', [PROMO_SYMBOL]]]);
  });

  it('a published data entry (the navigation) drops every stored page: renders do not note data entries', async () => {
    const { handler, store, lines } = setup();
    expect(await answer(await handler(post(fixture('publish-navigation'))))).toEqual({ status: 200, body: { dropped: 3 } });
    expect(store?.calls).toEqual([['all']]);
    expect(lines).toEqual([expect.stringContaining('do not list the navigation entries they read') as unknown]);
  });

  it('a model the site does not name drops every stored page: it may reach pages through a content data URL', async () => {
    const { handler, store } = setup();
    const body = JSON.stringify({ modelName: 'announcement', operation: 'publish', newValue: { id: 'abc', data: {} }, previousValue: null });
    expect((await handler(post(body))).status).toBe(200);
    expect(store?.calls).toEqual([['all']]);
  });

  it("a page whose URL targeting cannot be listed (urlPath startsWith, or none) drops every stored page: it may take over other entries' URLs", async () => {
    const startsWith = JSON.parse(fixture('publish')) as { newValue: { query: { property: string; operator: string }[] } };
    const rule = startsWith.newValue.query.find((r) => r.property === 'urlPath');
    if (rule) rule.operator = 'startsWith';
    const noUrl = { modelName: 'page', operation: 'publish', newValue: { id: ABOUT, query: [{ property: 'theme', operator: 'is', value: 'main' }] } };
    for (const body of [startsWith, noUrl]) {
      const { handler, store } = setup();
      expect((await handler(post(JSON.stringify(body)))).status).toBe(200);
      expect(store?.calls).toEqual([['all']]);
    }
  });

  it('a page URL listed as several values (urlPath is [a, b]) drops each of them', async () => {
    const { handler, store } = setup();
    const body = { modelName: 'page', operation: 'publish', newValue: { id: ABOUT, query: [{ property: 'urlPath', operator: 'is', value: ['/a', '/b'] }] }, previousValue: null };
    expect((await handler(post(JSON.stringify(body)))).status).toBe(200);
    expect(store?.calls).toEqual([
      ['content', [ABOUT]],
      ['paths', ['/a', '/b']],
    ]);
  });

  it('a notification without the content (a global webhook with "Disable Payload") drops every stored page', async () => {
    const { handler, store } = setup();
    expect((await handler(post(JSON.stringify({ modelName: 'page', operation: 'publish' })))).status).toBe(200);
    expect(store?.calls).toEqual([['all']]);
  });

  it('fields the handler does not read, and operations Builder may add, are accepted', async () => {
    const { handler, store } = setup();
    const body = { ...(JSON.parse(fixture('publish-symbol')) as object), operation: 'somethingNew', space: { id: 'x' }, triggeredBy: 'someone' };
    expect((await handler(post(JSON.stringify(body)))).status).toBe(200);
    expect(store?.calls).toEqual([['content', [PROMO_SYMBOL]]]);
  });

  it('a server that keeps no pages answers 200 { dropped: 0 } and says so in its log', async () => {
    const { handler, lines } = setup({ store: undefined });
    expect(await answer(await handler(post(fixture('publish'))))).toEqual({ status: 200, body: { dropped: 0 } });
    expect(lines).toEqual([expect.stringContaining('this server keeps no pages') as unknown]);
  });
});
