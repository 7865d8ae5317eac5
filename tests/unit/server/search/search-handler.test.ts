import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { contentDoc, documents, productDoc } from '@tests/arbitraries/search';
import { createSearchHandler, MAX_BODY_BYTES, handleSearch, searchHandlerFor } from '@/server/search/search-handler';
import { searchBudget } from '@/server/search/search-budget';
import { LOCAL_SEARCH_INDEXES } from '@/services/search/indexes';
import { createLocalSearchEngine } from '@/services/search/local-engine';

const MULTI = 'http://localhost:3000/api/search/1/indexes/*/queries';
const single = (index: string) => `http://localhost:3000/api/search/1/indexes/${index}/query`;

const engine = createLocalSearchEngine(
  documents(
    [
      contentDoc({ objectID: 'us-puppy', title: 'Puppy feeding', content: 'Feeding a puppy fresh food', locale: 'en-us', type: 'page' }),
      contentDoc({ objectID: 'gb-puppy', title: 'Puppy feeding', content: 'Feeding a puppy fresh food', locale: 'en-gb', type: 'page' }),
      contentDoc({ objectID: 'ca-puppy', title: 'Puppy FAQ', content: 'Can puppies eat fresh food', locale: 'en-ca', type: 'faq' }),
      contentDoc({ objectID: 'multi-puppy', title: 'Puppy blog', content: 'A puppy story', locale: 'multi', type: 'blog' }),
    ],
    [
      productDoc({ objectID: 'p-us', name: 'Puppy Chicken Bites', locale: ['en-us', 'en-ca'] }),
      productDoc({ objectID: 'p-gb', name: 'Puppy Lamb Bites', locale: ['en-gb'] }),
    ],
    [contentDoc({ objectID: 'vet-puppy', title: 'Puppy nutrition for clinics', content: 'Puppy growth', locale: 'en-us' })],
  ),
);
const handler = createSearchHandler({ engine: () => engine });

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function call(body: BodyInit | null, init: { url?: string; method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await handler(
    new Request(init.url ?? MULTI, {
      method: init.method ?? 'POST',
      headers: init.headers ?? { 'content-type': 'text/plain' },
      body,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const post = (body: unknown, init: Parameters<typeof call>[1] = {}) => call(JSON.stringify(body), init);

const contentRequest = (facetFilters: unknown, extra: Record<string, unknown> = {}) => ({
  requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'puppy', facetFilters, ...extra }],
});

const hitIds = (answer: Answer, i = 0): string[] =>
  ((answer.body.results as { hits: { objectID: string }[] }[])[i]?.hits ?? []).map((h) => h.objectID);

/** An Algolia-style refusal: the status, and a JSON body of exactly { message, status }. */
async function expectRefused(promise: Promise<Answer>, status: number, message: RegExp): Promise<void> {
  const answer = await promise;
  expect(answer.status).toBe(status);
  expect(Object.keys(answer.body).sort()).toEqual(['message', 'status']);
  expect(answer.body.status).toBe(status);
  expect(answer.body.message).toMatch(message);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
}

describe('the search route answers the protocol', () => {
  it('answers a multi-query with one result per request, in order', async () => {
    const answer = await post({
      requests: [
        { indexName: LOCAL_SEARCH_INDEXES.content, query: 'puppy', hitsPerPage: 3, page: 0, facetFilters: [['type:page', 'type:faq', 'type:blog'], ['locale:en-us', 'locale:multi']] },
        { indexName: LOCAL_SEARCH_INDEXES.products, query: 'puppy', hitsPerPage: 100, facetFilters: [['locale:en-us', 'locale:multi']] },
      ],
    });
    expect(answer.status).toBe(200);
    const results = answer.body.results as Record<string, unknown>[];
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 3, query: 'puppy', index: LOCAL_SEARCH_INDEXES.content });
    expect(typeof results[0]?.processingTimeMS).toBe('number');
    expect(hitIds(answer, 0).sort()).toEqual(['multi-puppy', 'us-puppy']);
    expect(hitIds(answer, 1)).toEqual(['p-us']);
  });

  it('answers the single-index endpoint with a bare result', async () => {
    const answer = await post({ query: 'puppy', facetFilters: ['locale:en-gb'] }, { url: single(LOCAL_SEARCH_INDEXES.content) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ index: LOCAL_SEARCH_INDEXES.content, nbHits: 1 });
    expect((answer.body.hits as { objectID: string }[]).map((h) => h.objectID)).toEqual(['gb-puppy']);
  });

  it('accepts params as a URL-encoded string (v4 clients), JSON arrays inside', async () => {
    const params = new URLSearchParams({ query: 'puppy', hitsPerPage: '1', facetFilters: JSON.stringify([['locale:en-ca']]) }).toString();
    const multi = await post({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, params }] });
    expect(multi.status).toBe(200);
    expect(hitIds(multi)).toEqual(['ca-puppy']);
    const one = await post({ params }, { url: single(LOCAL_SEARCH_INDEXES.content) });
    expect(one.body).toMatchObject({ hitsPerPage: 1, nbHits: 1 });
  });

  it('accepts JSON, form-urlencoded and text/plain content types, and a gzip body', async () => {
    const body = contentRequest(['locale:en-us']);
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      expect((await post(body, { headers: { 'content-type': type } })).status).toBe(200);
    }
    const gz = await call(gzipSync(JSON.stringify(body)), { headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(hitIds(gz)).toEqual(['us-puppy']);
  });

  it('ignores x-algolia-* query parameters and headers', async () => {
    const answer = await post(contentRequest(['locale:en-us']), {
      url: `${MULTI}?x-algolia-agent=Algolia%20for%20JavaScript&x-algolia-api-key=wrong&x-algolia-application-id=nope&x-algolia-request-id=abc`,
      headers: { 'content-type': 'text/plain', 'x-algolia-api-key': 'wrong', 'x-algolia-application-id': 'nope' },
    });
    expect(answer.status).toBe(200);
    expect(hitIds(answer)).toEqual(['us-puppy']);
  });

  it('serves the theme named by the index: the vet index never returns main documents, nor the main index vet ones', async () => {
    const vet = await post({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.vetContent, query: 'puppy', facetFilters: ['locale:en-us'] }] });
    expect(hitIds(vet)).toEqual(['vet-puppy']);
    const main = await post(contentRequest([['locale:en-us', 'locale:multi']]));
    expect(hitIds(main)).not.toContain('vet-puppy');
  });

  it('never returns another locale: en-gb with multi gets only en-gb and multi documents', async () => {
    const answer = await post(contentRequest([['locale:en-gb', 'locale:multi']]));
    expect(hitIds(answer).sort()).toEqual(['gb-puppy', 'multi-puppy']);
  });

  it('sets no-store and nosniff on answers', async () => {
    const answer = await post(contentRequest(['locale:en-us']));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('facet filter injection is refused with 400', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a negated locale (-en-us)', [['locale:-en-us']], /Negated/],
    ['a negated locale next to a real one', [['locale:en-us'], ['locale:-en-gb']], /Negated/],
    ['a negated type (type:-faq)', [['type:-faq'], ['locale:en-us']], /Negated/],
    ['a locale outside the allowlist', [['locale:fr-fr']], /Unknown value "fr-fr"/],
    ['a type outside the allowlist', [['type:product'], ['locale:en-us']], /Unknown value "product"/],
    ['OR injected into a value', ['locale:en-us OR locale:en-gb'], /Unknown value/],
    ['quotes injected into a value', ['locale:en-us" OR "locale:en-gb'], /Unknown value/],
    ['an OR group across attributes', [['type:faq', 'locale:en-gb'], ['locale:en-us']], /single attribute/],
    ['an extra attribute', [['locale:en-us'], ['objectID:gb-puppy']], /not available on attribute "objectID"/],
    ['a wildcard locale', [['locale:*']], /Unknown value/],
    ['two real locales', [['locale:en-us', 'locale:en-gb']], /locale facet filter is required/],
    ['only multi', [['locale:multi']], /locale facet filter is required/],
    ['no locale filter', [['type:faq']], /locale facet filter is required/],
    ['the locale filtered twice', [['locale:en-us'], ['locale:en-gb']], /more than once/],
    ['an empty group', [[], ['locale:en-us']], /Empty facet filter group/],
    ['a filter without a colon', ['en-us'], /expected attribute:value/],
    ['a case-changed value', ['locale:EN-US'], /Unknown value/],
  ];
  for (const [name, facetFilters, message] of cases) {
    it(`refuses ${name}`, async () => {
      await expectRefused(post(contentRequest(facetFilters)), 400, message);
    });
  }

  it('refuses facetFilters missing altogether', async () => {
    await expectRefused(post({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'puppy' }] }), 400, /locale facet filter is required/);
  });

  it('refuses a type filter on the product index (it has no type facet)', async () => {
    const body = { requests: [{ indexName: LOCAL_SEARCH_INDEXES.products, query: 'puppy', facetFilters: [['type:page'], ['locale:en-us']] }] };
    await expectRefused(post(body), 400, /not available on attribute "type"/);
  });

  it('refuses the filters string syntax (OR/NOT injection) as an unknown parameter', async () => {
    await expectRefused(post(contentRequest(['locale:en-us'], { filters: 'locale:en-us OR locale:en-gb' })), 400, /Unknown parameter: filters/);
    await expectRefused(post(contentRequest(['locale:en-us'], { numericFilters: ['x>1'] })), 400, /Unknown parameter/);
  });

  it('refuses a negation smuggled through a params string', async () => {
    const params = `facetFilters=${encodeURIComponent(JSON.stringify(['locale:-en-us']))}`;
    await expectRefused(post({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, params }] }), 400, /Negated/);
  });

  it('refuses highlight tags other than <mark> (they would be markup the page trusts)', async () => {
    await expectRefused(post(contentRequest(['locale:en-us'], { highlightPreTag: '<img src=x onerror=alert(1)>' })), 400, /highlightPreTag/);
  });

  it('does not echo a huge hostile value back', async () => {
    const answer = await post(contentRequest([`locale:${'x'.repeat(95)}`]));
    expect(answer.status).toBe(400);
    expect(String(answer.body.message).length).toBeLessThan(200);
  });
});

describe('malformed input gets a 4xx with an Algolia-style body, never a 5xx', () => {
  it('refuses a body over 64 kB with 413 (declared or streamed)', async () => {
    const big = JSON.stringify({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'x'.repeat(MAX_BODY_BYTES) }] });
    await expectRefused(call(big), 413, /too large/);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const response = await handler(new Request(MULTI, { method: 'POST', body: stream, headers: { 'content-type': 'text/plain' }, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
  });

  it('refuses a gzip bomb (small compressed, over 64 kB inflated) with 413', async () => {
    const bomb = gzipSync(Buffer.alloc(1024 * 1024, 32));
    expect(bomb.byteLength).toBeLessThan(MAX_BODY_BYTES);
    await expectRefused(call(bomb, { headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' } }), 413, /too large/);
  });

  it('refuses a corrupt gzip body with 400', async () => {
    await expectRefused(call('not gzip at all', { headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' } }), 400, /gzip/);
  });

  it('refuses unsupported content encodings and types with 415', async () => {
    await expectRefused(call('{}', { headers: { 'content-type': 'text/plain', 'content-encoding': 'br' } }), 415, /encoding/);
    for (const type of ['multipart/form-data; boundary=x', 'application/xml', 'text/html', 'image/png']) {
      await expectRefused(call('{}', { headers: { 'content-type': type } }), 415, /Unsupported content type/);
    }
  });

  it('refuses non-JSON, empty and non-UTF-8 bodies with 400', async () => {
    await expectRefused(call('requests=1'), 400, /Invalid JSON/);
    await expectRefused(call('{"requests": ['), 400, /Invalid JSON/);
    await expectRefused(call(''), 400, /empty/);
    await expectRefused(call(null), 400, /empty/);
    await expectRefused(call(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 400, /UTF-8/);
  });

  const shapes: [string, unknown, RegExp][] = [
    ['a JSON array', [], /expected object/],
    ['a JSON string', 'requests', /expected object/],
    ['null', null, /expected object/],
    ['requests not an array', { requests: {} }, /requests/],
    ['no requests', { requests: [] }, /requests/],
    ['more than 20 requests', { requests: Array.from({ length: 21 }, () => ({ indexName: LOCAL_SEARCH_INDEXES.content })) }, /requests/],
    ['a request without indexName', { requests: [{ query: 'x' }] }, /indexName/],
    ['a number as query', { requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 5, facetFilters: ['locale:en-us'] }] }, /query/],
    ['a query over 512 characters', contentRequest(['locale:en-us'], { query: 'a'.repeat(513) }), /Query too long/],
    ['hitsPerPage over 1,000', contentRequest(['locale:en-us'], { hitsPerPage: 1001 }), /hitsPerPage/],
    ['a negative page', contentRequest(['locale:en-us'], { page: -1 }), /page/],
    ['a fractional page', contentRequest(['locale:en-us'], { page: 1.5 }), /page/],
    ['a facet-search request', contentRequest(['locale:en-us'], { type: 'facet', facet: 'type' }), /type/],
    ['an unknown top-level field', { requests: [{ indexName: LOCAL_SEARCH_INDEXES.content }], extra: 1 }, /Unknown parameter: extra/],
    ['an unknown strategy', { requests: [{ indexName: LOCAL_SEARCH_INDEXES.content }], strategy: 'all' }, /strategy/],
    ['facetFilters nested too deep', contentRequest([[['locale:en-us']]]), /facetFilters/],
    ['a params string repeating a key', { requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, params: 'query=a&query=b' }] }, /repeated/],
    ['a key both in params and in the object', { requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'a', params: 'query=b' }] }, /given twice/],
    ['broken JSON inside params', { requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, params: 'facetFilters=%5Bbroken' }] }, /Invalid JSON in parameter facetFilters/],
    ['a __proto__ key', JSON.parse('{"requests":[{"indexName":"local_content","__proto__":{"query":"x"}}]}') as unknown, /Unknown parameter|locale/],
  ];
  for (const [name, body, message] of shapes) {
    it(`refuses ${name} with 400`, async () => {
      await expectRefused(post(body), 400, message);
    });
  }

  it('validates every request before searching any: a bad second request costs no search', async () => {
    let searches = 0;
    const counting = createSearchHandler({
      engine: () => ({ ...engine, search: (target, query) => ((searches += 1), engine.search(target, query)) }),
    });
    const response = await counting(
      new Request(MULTI, {
        method: 'POST',
        body: JSON.stringify({ requests: [contentRequest(['locale:en-us']).requests[0], { indexName: LOCAL_SEARCH_INDEXES.content, facetFilters: ['locale:-en-us'] }] }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/^requests\[1\]: Negated/) as unknown });
    expect(searches).toBe(0);
  });

  it('answers 404 for an unknown index and an unknown path', async () => {
    await expectRefused(post({ requests: [{ indexName: 'prod_content', facetFilters: ['locale:en-us'] }] }), 404, /does not exist/);
    await expectRefused(post({}, { url: single('prod_content') }), 404, /does not exist/);
    await expectRefused(post({}, { url: 'http://localhost:3000/api/search/1/keys' }), 404, /Path not found/);
    await expectRefused(post({}, { url: 'http://localhost:3000/api/search/1/indexes/local_content/queries' }), 404, /Path not found/);
    await expectRefused(post({}, { url: single('%E0%A4%A') }), 400, /encoding/);
  });

  it('answers 405 with Allow: POST for other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await handler(new Request(MULTI, { method, body: method === 'GET' ? null : '{}' }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ message: `Method ${method} not allowed: use POST`, status: 405 });
    }
  });
});

describe('the default handler over the committed fixtures', () => {
  it('finds fixture documents through the route', async () => {
    const response = await handleSearch(
      new Request(MULTI, {
        method: 'POST',
        body: JSON.stringify(contentRequest([['locale:en-gb', 'locale:multi']], { query: 'where to buy' })),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { hits: { objectID: string; locale: string }[] }[] };
    const hits = body.results[0]?.hits ?? [];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.locale === 'en-gb' || h.locale === 'multi')).toBe(true);
  });
});

describe('search amplification limits', () => {
  const multi = (peer: string, queries: number, hitsPerPage: number) =>
    handleSearch(
      new Request('http://localhost/api/search/1/indexes/*/queries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-brightbowl-peer': peer },
        body: JSON.stringify({
          // Titles only: the hits asked for are what the budget counts; full article text would make 2,000 hits
          // pass the 1 MB answer cap, which is a separate refusal.
          requests: Array.from({ length: queries }, () => ({
            indexName: LOCAL_SEARCH_INDEXES.content,
            query: 'dog',
            hitsPerPage,
            attributesToRetrieve: ['title'],
            attributesToHighlight: ['title'],
            facetFilters: [['locale:en-us', 'locale:multi']],
          })),
        }),
      }),
    );

  it('a request asking for more than 2,000 hits in total answers 400 before any search', async () => {
    const response = await multi('198.51.100.10', 20, 1_000);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/at most 2000/);
  });

  /** A small request for a page of whole content hits (every attribute): the amplifying shape. */
  const wholeHits = (peer: string) =>
    handleSearch(
      new Request('http://localhost/api/search/1/indexes/*/queries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-brightbowl-peer': peer },
        body: JSON.stringify({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'dog', hitsPerPage: 100, facetFilters: [['locale:en-us', 'locale:multi']] }] }),
      }),
    );

  it('the budget counts bytes answered: one client asking for large answers is refused within its 2 MB a minute, another is unaffected', async () => {
    const started = Date.now();
    let answered = 0;
    let ok = 0;
    let refused: Response | undefined;
    for (let i = 0; i < 300 && refused === undefined; i += 1) {
      const response = await wholeHits('198.51.100.11');
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        answered += (await response.arrayBuffer()).byteLength;
        ok += 1;
      }
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Refused once the bytes answered pass the budget (plus what it refilled meanwhile, and one answer
    // of overdraft), not after 300 requests.
    const refilled = ((Date.now() - started) * 2_000_000) / 60_000;
    expect(ok).toBeLessThan(300);
    expect(answered).toBeGreaterThan(1_900_000);
    expect(answered).toBeLessThan(2_000_000 + refilled + answered / ok + 1_000);
    expect((await wholeHits('198.51.100.12')).status).toBe(200);
  }, 60_000);

  it('the /search page of a visitor draws on the same budget as the route', async () => {
    for (let i = 0; i < 300; i += 1) if ((await wholeHits('198.51.100.13')).status === 429) break;
    const page = searchHandlerFor('198.51.100.13');
    const response = await page(
      new Request('http://in-process.local/1/indexes/*/queries', {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'dog', hitsPerPage: 10, facetFilters: [['locale:en-us', 'locale:multi']] }] }),
      }),
    );
    expect(response.status).toBe(429);
    expect((await searchHandlerFor('198.51.100.14')(new Request('http://in-process.local/1/indexes/*/queries', {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'dog', hitsPerPage: 10, facetFilters: [['locale:en-us', 'locale:multi']] }] }),
    }))).status).toBe(200);
  }, 60_000);

  it('what a page\'s search takes from the budget is tallied: exactly what the visitor\'s budget lost', async () => {
    // The clock stands still, so the budget refills nothing between the two readings.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const client = '198.51.100.21';
      const remaining = () => {
        const verdict = searchBudget().take(client, 0, Date.now());
        return verdict.allowed ? verdict.remaining : -1;
      };
      const before = remaining();
      const tally = { spent: 0 };
      const response = await searchHandlerFor(client, tally)(
        new Request('http://in-process.local/1/indexes/*/queries', {
          method: 'POST',
          body: JSON.stringify({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'dog', hitsPerPage: 10, facetFilters: [['locale:en-us', 'locale:multi']] }] }),
        }),
      );
      expect(response.status).toBe(200);
      const after = remaining();
      expect(tally.spent).toBeGreaterThan(1_000);
      expect(tally.spent).toBe(before - after);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer past 1 MB is refused with 400 as soon as the cap is reached, without running the queries after it', async () => {
    const searched: number[] = [];
    const engine = createLocalSearchEngine(
      documents(Array.from({ length: 120 }, (_, i) => contentDoc({ objectID: `big-${i}`, title: 'Big dog', content: 'dog '.repeat(2_000) }))),
    );
    const counting = createSearchHandler({
      engine: () => ({ ...engine, search: (target, query) => (searched.push(query.hitsPerPage), engine.search(target, query)) }),
    });
    const response = await counting(
      new Request('http://localhost/api/search/1/indexes/*/queries', {
        method: 'POST',
        body: JSON.stringify({ requests: Array.from({ length: 20 }, () => ({ indexName: LOCAL_SEARCH_INDEXES.content, query: 'dog', hitsPerPage: 100, facetFilters: [['locale:en-us', 'locale:multi']] })) }),
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/exceed 1000000 bytes/);
    // Each query answers ~800 kB: the second passes the cap, and the 18 after it never run.
    expect(searched.length).toBe(2);
  });
});
