import { describe, expect, it, vi } from 'vitest';
import {
  contentApiUrl,
  createBuilderContentSource,
  INVALID_API_VERSION_MESSAGE,
  MISSING_API_KEY_MESSAGE,
} from '@/services/content/builder';
import { ContentSourceError, type PageRequest } from '@/services/content/types';

type Call = { url: URL; init: RequestInit | undefined };

/** A fetch that records requests and answers from `respond`; the Content API is never contacted. */
function stubFetch(respond: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    calls.push({ url, init });
    return respond(url, init);
  };
  return { fetch: fetchStub, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A page as the Content API returns it: Builder's own shape, with fields the app does not read. */
const vendorPage = {
  '@version': 4,
  id: 'abc123',
  name: 'Home UK',
  modelId: 'model-1',
  published: 'published',
  priority: -1,
  rev: 'r1',
  meta: { kind: 'page', hasLinks: false },
  query: [
    { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/' },
    { '@type': '@builder.io/core:Query', property: 'locale', operator: 'is', value: ['en-gb'] },
    { '@type': '@builder.io/core:Query', property: 'device' },
  ],
  data: {
    title: 'Home',
    url: '/',
    inputs: [],
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        '@version': 2,
        id: 'builder-1',
        component: { name: 'Hed and Dek', options: { hed: 'Default' } },
        responsiveStyles: { large: { display: 'flex' } },
      },
    ],
  },
  variations: {
    'var-b': { id: 'var-b', name: 'B', testRatio: 0.5, data: { title: 'Home B', blocks: [] } },
  },
  testRatio: 0.5,
  startDate: null,
  lastUpdated: 1_763_000_000_000,
  createdDate: 1_700_000_000_000,
};

const request: PageRequest = { urlPath: '/', theme: 'main', locale: 'en-gb', attributes: { petType: 'cat' } };

describe('Content API request', () => {
  it('asks for one page item with apiKey, the visitor attributes as JSON and the v3 path by default', async () => {
    const { fetch, calls } = stubFetch(() => json({ results: [] }));
    await createBuilderContentSource({ apiKey: 'pub-key', fetch }).getPage(request);
    const call = calls[0];
    expect(call?.url.origin).toBe('https://cdn.builder.io');
    expect(call?.url.pathname).toBe('/api/v3/content/page');
    expect(call?.url.searchParams.get('apiKey')).toBe('pub-key');
    expect(call?.url.searchParams.get('limit')).toBe('1');
    expect(JSON.parse(call?.url.searchParams.get('userAttributes') ?? '{}')).toEqual({ petType: 'cat', urlPath: '/', locale: 'en-gb', theme: 'main' });
    expect(call?.init?.method).toBe('GET');
    expect(call?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('uses the configured api version in the path', async () => {
    const { fetch, calls } = stubFetch(() => json({ results: [] }));
    await createBuilderContentSource({ apiKey: 'k', apiVersion: 'v1', fetch }).getPage(request);
    expect(calls[0]?.url.pathname).toBe('/api/v1/content/page');
  });

  it('asks for entries of a model with limit, offset and the field query flattened like the SDK', async () => {
    const { fetch, calls } = stubFetch(() => json({ results: [] }));
    await createBuilderContentSource({ apiKey: 'k', fetch }).getEntries('blog', { theme: 'vet', locale: 'en-ca', limit: 5, offset: 10, query: { 'data.slug': 'fresh' } });
    const params = calls[0]?.url.searchParams;
    expect(calls[0]?.url.pathname).toBe('/api/v3/content/blog');
    expect(params?.get('limit')).toBe('5');
    expect(params?.get('offset')).toBe('10');
    expect(params?.get('query.data.slug')).toBe('"fresh"');
    expect(JSON.parse(params?.get('userAttributes') ?? '{}')).toEqual({ locale: 'en-ca', theme: 'vet' });
  });

  it('encodes the model and attributes safely', () => {
    const url = contentApiUrl({ apiVersion: 'v3', apiKey: 'k&x=1', model: 'product-listing-ct-as', userAttributes: { q: 'a&b' }, limit: 30 });
    expect(url.pathname).toBe('/api/v3/content/product-listing-ct-as');
    expect(url.searchParams.get('apiKey')).toBe('k&x=1');
    expect(url.searchParams.get('x')).toBeNull();
  });

  it('an api version other than v1 or v3 is refused with the spec message', () => {
    expect(() => createBuilderContentSource({ apiKey: 'k', apiVersion: 'v2' })).toThrow(INVALID_API_VERSION_MESSAGE);
  });

  it('a missing api key is refused', () => {
    expect(() => createBuilderContentSource({ apiKey: undefined })).toThrow(MISSING_API_KEY_MESSAGE);
    expect(() => createBuilderContentSource({ apiKey: '  ' })).toThrow(MISSING_API_KEY_MESSAGE);
  });

  it('a limit above the getAll limit of 30 is refused before any request', async () => {
    const { fetch, calls } = stubFetch(() => json({ results: [] }));
    await expect(createBuilderContentSource({ apiKey: 'k', fetch }).getEntries('faq', { theme: 'main', locale: 'en-us', limit: 100 })).rejects.toThrow(RangeError);
    expect(calls).toEqual([]);
  });
});

describe('Content API answer', () => {
  it('a Builder page is parsed into the app type, its variation picked and no local pixel added', async () => {
    const { fetch } = stubFetch(() => json({ results: [vendorPage] }));
    const page = await createBuilderContentSource({ apiKey: 'k', fetch, random: () => 0.1 }).getPage(request);
    expect(page?.content).toMatchObject({ id: 'abc123', name: 'Home UK', variationId: 'var-b', testVariationId: 'var-b', testVariationName: 'B', lastUpdated: 1_763_000_000_000 });
    expect(page?.content.data.title).toBe('Home B');
    expect(page?.abTest?.setCookie?.name).toBe('builder.tests.abc123');
    expect(page?.content.data.blocks).toEqual([]);
  });

  it('the default variation keeps vendor block fields the SDK needs', async () => {
    const { fetch } = stubFetch(() => json({ results: [vendorPage] }));
    const page = await createBuilderContentSource({ apiKey: 'k', fetch }).getPage({ ...request, testCookies: { 'builder.tests.abc123': 'abc123' } });
    expect(page?.content.data.blocks[0]).toMatchObject({ '@version': 2, responsiveStyles: { large: { display: 'flex' } } });
  });

  it('no results means no page', async () => {
    const { fetch } = stubFetch(() => json({ results: [] }));
    expect(await createBuilderContentSource({ apiKey: 'k', fetch }).getPage(request)).toBeNull();
  });

  it('an HTTP error becomes a ContentSourceError with the status, and the api key is never in it', async () => {
    const { fetch } = stubFetch(() => new Response('upstream down', { status: 503 }));
    const error: unknown = await createBuilderContentSource({ apiKey: 'secret-key', fetch }).getPage(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentSourceError);
    expect(error).toMatchObject({ kind: 'http', details: { status: 503 } });
    expect(JSON.stringify({ message: (error as Error).message, details: (error as ContentSourceError).details })).not.toContain('secret-key');
  });

  it('a body that is not JSON is malformed', async () => {
    const { fetch } = stubFetch(() => new Response('<html>oops</html>', { status: 200 }));
    await expect(createBuilderContentSource({ apiKey: 'k', fetch }).getPage(request)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('JSON without a results list is malformed', async () => {
    const { fetch } = stubFetch(() => json({ message: 'no' }));
    await expect(createBuilderContentSource({ apiKey: 'k', fetch }).getPage(request)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a malformed page is an error naming the JSON path, not a missing page', async () => {
    const broken = { ...vendorPage, data: { blocks: [{ component: { name: 'X' } }] } };
    const { fetch } = stubFetch(() => json({ results: [broken] }));
    const error: unknown = await createBuilderContentSource({ apiKey: 'k', fetch }).getPage(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect((error as Error).message).toContain('$.data.blocks[0]["@type"]');
  });

  it('a malformed list entry is skipped and reported, the others served', async () => {
    const good = { id: 'faq-1', name: 'FAQ', data: { question: 'Q?', answer: 'A.', category: 'C' } };
    const bad = { id: 'faq-2', name: 'FAQ', data: { question: 'Q?' } };
    const { fetch } = stubFetch(() => json({ results: [good, bad] }));
    const log = vi.fn();
    const entries = await createBuilderContentSource({ apiKey: 'k', fetch, log }).getEntries('faq', { theme: 'main', locale: 'en-us' });
    expect(entries.map((e) => e.id)).toEqual(['faq-1']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('malformed faq'), expect.objectContaining({ index: 1 }));
  });

  it('a network failure becomes a ContentSourceError of kind network', async () => {
    const { fetch } = stubFetch(() => {
      throw new TypeError('fetch failed');
    });
    await expect(createBuilderContentSource({ apiKey: 'k', fetch }).getPage(request)).rejects.toMatchObject({ kind: 'network' });
  });

  it('a slow API becomes a ContentSourceError of kind timeout', async () => {
    const { fetch } = stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason instanceof Error ? init.signal.reason : new Error('aborted')));
        }),
    );
    await expect(createBuilderContentSource({ apiKey: 'k', fetch, timeoutMs: 20 }).getPage(request)).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('Content API: one symbol by model and id', () => {
  const site = { theme: 'vet', locale: 'en-ca' } as const;
  /** A symbol entry as the Content API returns it, nested symbol inlined by enrich. */
  const vendorSymbol = {
    id: 'f3a9c0d1e2b34c5d6e7f8091a2b3c4d5',
    name: 'Promo banner',
    modelId: 'symbol-model',
    published: 'published',
    query: [],
    data: {
      state: { headline: 'Default' },
      inputs: [{ name: 'headline', type: 'text' }],
      blocks: [{ '@type': '@builder.io/sdk:Element', id: 'builder-h', component: { name: 'Text', options: { text: '<h2>Hi</h2>' } } }],
    },
    lastUpdated: 1_763_000_000_000,
  };

  it('asks for the entry by id as the SDK Symbol does (query.id), one result, with enrich and the site attributes', async () => {
    const { fetch, calls } = stubFetch(() => json({ results: [vendorSymbol] }));
    const symbol = await createBuilderContentSource({ apiKey: 'k', fetch }).getSymbol('symbol', vendorSymbol.id, site);
    const url = calls[0]?.url;
    expect(url?.pathname).toBe('/api/v3/content/symbol');
    expect(url?.searchParams.get('query.id')).toBe(JSON.stringify(vendorSymbol.id));
    expect(url?.searchParams.get('limit')).toBe('1');
    expect(url?.searchParams.get('enrich')).toBe('true');
    expect(url?.searchParams.get('includeRefs')).toBe('true');
    expect(JSON.parse(url?.searchParams.get('userAttributes') ?? '{}')).toEqual({ theme: 'vet', locale: 'en-ca' });
    expect(symbol).toEqual({ id: vendorSymbol.id, name: 'Promo banner', data: vendorSymbol.data, lastUpdated: 1_763_000_000_000 });
  });

  it('a symbol of another (section) model is asked for under that model', async () => {
    const { fetch, calls } = stubFetch(() => json({ results: [] }));
    expect(await createBuilderContentSource({ apiKey: 'k', fetch }).getSymbol('promo-section', 'abc', site)).toBeNull();
    expect(calls[0]?.url.pathname).toBe('/api/v3/content/promo-section');
  });

  it('no result, or a result for another entry, is no symbol', async () => {
    const empty = stubFetch(() => json({ results: [] }));
    expect(await createBuilderContentSource({ apiKey: 'k', fetch: empty.fetch }).getSymbol('symbol', 'gone', site)).toBeNull();
    const other = stubFetch(() => json({ results: [{ ...vendorSymbol, id: 'someone-else' }] }));
    expect(await createBuilderContentSource({ apiKey: 'k', fetch: other.fetch }).getSymbol('symbol', vendorSymbol.id, site)).toBeNull();
  });

  it('a model name or id that could steer the URL is refused and logged without any request', async () => {
    const { fetch, calls } = stubFetch(() => json({ results: [vendorSymbol] }));
    const log = vi.fn();
    const source = createBuilderContentSource({ apiKey: 'k', fetch, log });
    for (const [model, id] of [
      ['../page', 'x'],
      ['symbol/../../v1', 'x'],
      ['symbol', 'a?apiKey=other'],
      ['symbol', '../x'],
      ['', 'x'],
      ['symbol%2F..', 'x'],
    ] as const) {
      expect(await source.getSymbol(model, id, site)).toBeNull();
    }
    expect(calls).toEqual([]);
    expect(log).toHaveBeenCalledTimes(6);
  });

  it('a malformed symbol is a malformed ContentSourceError naming the JSON path; an HTTP error keeps its status', async () => {
    const broken = stubFetch(() => json({ results: [{ ...vendorSymbol, data: { blocks: [{ component: { name: 'X' } }] } }] }));
    const error: unknown = await createBuilderContentSource({ apiKey: 'k', fetch: broken.fetch }).getSymbol('symbol', vendorSymbol.id, site).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentSourceError);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect((error as Error).message).toContain('$.data.blocks[0]["@type"]');
    const down = stubFetch(() => new Response('down', { status: 502 }));
    await expect(createBuilderContentSource({ apiKey: 'k', fetch: down.fetch }).getSymbol('symbol', 'x', site)).rejects.toMatchObject({ kind: 'http', details: { status: 502 } });
  });
});
