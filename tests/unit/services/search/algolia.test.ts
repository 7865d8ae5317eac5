/**
 * The route answers the real algoliasearch liteClient: the client's own Node requester sends to a
 * loopback HTTP server that hands requests to the route handler, as Next.js does.
 */
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH, SEARCH_CLIENT_TIMEOUTS } from '@/config/constants';
import {
  createInProcessRequester,
  createSearchClient,
  createSearchService,
  LOCAL_SEARCH_TIMEOUTS,
  localSearchHost,
  type SearchClientConfig,
} from '@/services/search/algolia';
import { handleSearch } from '@/server/search/search-handler';
import { LOCAL_SEARCH_INDEXES } from '@/services/search/indexes';
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

let server: LoopbackServer;
/** Every body the route received, to check what the service sends. */
const received: { url: string; body: unknown }[] = [];

beforeAll(async () => {
  server = await startLoopbackServer(async (request) => {
    const copy = request.clone();
    received.push({ url: request.url, body: JSON.parse(await copy.text()) as unknown });
    return handleSearch(request);
  });
});
afterAll(async () => {
  await server.close();
});

const localConfig = (): SearchClientConfig => ({ mode: 'local', indexes: LOCAL_SEARCH_INDEXES, origin: server.origin });

describe('the real liteClient against the local route', () => {
  it('runs a two-query search and reads results[] with hits, nbHits, page, nbPages, hitsPerPage, query', async () => {
    const client = createSearchClient(localConfig());
    const { results } = await client.search({
      requests: [
        {
          indexName: LOCAL_SEARCH_INDEXES.content,
          query: 'fresh food',
          hitsPerPage: 3,
          page: 0,
          facetFilters: [['type:page', 'type:faq', 'type:blog'], ['locale:en-us', 'locale:multi']],
        },
        { indexName: LOCAL_SEARCH_INDEXES.products, query: 'puppy', hitsPerPage: 100, facetFilters: [['locale:en-us', 'locale:multi']] },
      ],
    });
    expect(results).toHaveLength(2);
    const [content, products] = results as [Record<string, unknown>, Record<string, unknown>];
    expect(content).toMatchObject({ page: 0, hitsPerPage: 3, query: 'fresh food', index: LOCAL_SEARCH_INDEXES.content });
    expect(content.nbHits).toBeGreaterThan(0);
    expect((content.hits as unknown[]).length).toBeLessThanOrEqual(3);
    expect((products.hits as { objectID: string }[]).map((h) => h.objectID)).toContain('bb-kit-12');
  });

  it('sends x-algolia-* credentials and agent, which the route ignores', async () => {
    const client = createSearchClient(localConfig());
    await client.search({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.products, query: 'pate', facetFilters: ['locale:en-gb'] }] });
    const last = received.at(-1);
    expect(last?.url).toMatch(/\/api\/search\/1\/indexes\/\*\/queries\?.*x-algolia-agent=/);
  });

  it('surfaces a refusal as an ApiError with the status and message, without retrying', async () => {
    const client = createSearchClient(localConfig());
    const before = received.length;
    const failure = client.search({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query: 'x', facetFilters: ['locale:-en-us'] }] });
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', status: 400, message: expect.stringMatching(/Negated/) as unknown });
    expect(received.length - before).toBe(1);
  });

  it('surfaces an unknown index as a 404 ApiError', async () => {
    const client = liteClient('local', 'local', { hosts: [localSearchHost(server.origin)] });
    await expect(client.search({ requests: [{ indexName: 'prod_content', facetFilters: ['locale:en-us'] }] })).rejects.toMatchObject({ status: 404 });
  });
});

describe('the search service over the route', () => {
  it('asks the content index for page − 1 with §7 facets and hitsPerPage 3, and products with 100', async () => {
    const service = createSearchService(localConfig());
    const response = await service.search({ query: 'fresh', page: 2, filter: 'all', locale: 'en-gb', theme: 'main' });
    const body = received.at(-1)?.body as { requests: Record<string, unknown>[] };
    expect(body.requests).toHaveLength(2);
    expect(body.requests[0]).toMatchObject({
      indexName: LOCAL_SEARCH_INDEXES.content,
      query: 'fresh',
      hitsPerPage: SEARCH.contentHitsPerPage,
      page: 1,
      facetFilters: [['type:page', 'type:faq', 'type:blog'], ['locale:en-gb', 'locale:multi']],
      attributesToRetrieve: ['content', 'date', 'image', 'label', 'title', 'type', 'url'],
    });
    expect(body.requests[1]).toMatchObject({
      indexName: LOCAL_SEARCH_INDEXES.products,
      hitsPerPage: SEARCH.productHitsPerPage,
      facetFilters: [['locale:en-gb', 'locale:multi']],
    });
    expect(response.page).toBe(2);
    expect(response.content?.page).toBe(2);
    expect(response.content?.hitsPerPage).toBe(3);
    expect(response.total).toBe((response.content?.nbHits ?? 0) + (response.products?.nbHits ?? 0));
  });

  it('returns app-shaped hits: highlighted, escaped, with null for a missing image', async () => {
    const service = createSearchService(localConfig());
    const content = await service.searchContent({ query: 'fresh', page: 1, filter: 'blog', locale: 'en-us', theme: 'main' });
    const hit = content.hits[0];
    expect(hit?.type).toBe('blog');
    expect(hit?.titleHtml).toContain('<mark>');
    expect(hit?.date).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const page = await service.searchContent({ query: 'fresh', page: 1, filter: 'pages', locale: 'en-us', theme: 'main' });
    expect(page.hits[0]?.type).toBe('page');
    expect(page.hits[0]?.image).toBeNull();
    expect(page.hits[0]?.date).toBeNull();
  });

  it('lets the filter chip decide the queries: faq asks content only, products asks products only', async () => {
    const service = createSearchService(localConfig());
    const faq = await service.search({ query: 'opened', page: 1, filter: 'faq', locale: 'en-us', theme: 'main' });
    expect((received.at(-1)?.body as { requests: unknown[] }).requests).toHaveLength(1);
    expect(faq.products).toBeNull();
    expect(faq.content?.hits.length).toBeGreaterThan(0);
    expect(faq.content?.hits.every((h) => h.type === 'faq')).toBe(true);
    const products = await service.search({ query: 'pate', page: 1, filter: 'products', locale: 'en-us', theme: 'main' });
    expect(products.content).toBeNull();
    expect(products.products?.hits.map((h) => h.objectID)).toContain('bb-pur-01');
    expect(products.products?.hits[0]?.nameHtml).toContain('<mark>');
  });

  it('sends no request for an empty query', async () => {
    const service = createSearchService(localConfig());
    const before = received.length;
    const response = await service.search({ query: '   ', page: 1, filter: 'all', locale: 'en-us', theme: 'main' });
    expect(received.length).toBe(before);
    expect(response.total).toBe(0);
  });

  it('searches the vet index for the vet theme', async () => {
    const service = createSearchService(localConfig());
    const vet = await service.searchContent({ query: 'clinics', page: 1, filter: 'all', locale: 'en-us', theme: 'vet' });
    expect(vet.hits.map((h) => h.objectID)).toContain('faq-clinic-pricing');
    const main = await service.searchContent({ query: 'clinics', page: 1, filter: 'all', locale: 'en-us', theme: 'main' });
    expect(main.hits).toEqual([]);
  });

  it('answers in-process through the same client code (server rendering)', async () => {
    const service = createSearchService(
      { mode: 'local', indexes: LOCAL_SEARCH_INDEXES, origin: 'http://in-process.local' },
      { requester: createInProcessRequester(handleSearch) },
    );
    const response = await service.search({ query: 'fresh', page: 1, filter: 'all', locale: 'en-ca', theme: 'main' });
    expect(response.content?.nbHits).toBeGreaterThan(0);
    expect(response.products?.hits.length).toBeGreaterThan(0);
  });
});

describe('product hits pass the catalog\'s one strict schema', () => {
  /** A foreign index answering one product query with the given hits. */
  const serviceAnswering = (hits: unknown[]) =>
    createSearchService(
      { mode: 'local', indexes: LOCAL_SEARCH_INDEXES, origin: 'http://in-process.local' },
      {
        requester: createInProcessRequester(() =>
          Promise.resolve(
            Response.json({ results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 100, query: 'x', params: '' }] }),
          ),
        ),
      },
    );
  const goodHit = {
    objectID: 'bb-ok',
    name: 'Good Bowl',
    brand: 'brightbowl',
    productDetailPageUrl: '/products/good-bowl',
    listingImage: '/images/good.jpg',
    sizesAndUPCs: [{ upc: '036000291452', size: '1 lb' }],
  };

  it('a product hit whose link is javascript: is dropped, the others kept', async () => {
    const response = await serviceAnswering([goodHit, { ...goodHit, objectID: 'bb-js', productDetailPageUrl: 'javascript:alert(1)' }]).search({
      query: 'bowl',
      page: 1,
      filter: 'products',
      locale: 'en-us',
      theme: 'main',
    });
    expect(response.products?.hits.map((h) => h.objectID)).toEqual(['bb-ok']);
  });

  it('a product hit whose UPC fails its check digit is dropped', async () => {
    const response = await serviceAnswering([{ ...goodHit, sizesAndUPCs: [{ upc: '036000291453', size: '1 lb' }] }]).search({
      query: 'bowl',
      page: 1,
      filter: 'products',
      locale: 'en-us',
      theme: 'main',
    });
    expect(response.products?.hits).toEqual([]);
  });
});

describe('client configuration', () => {
  it('uses the §9 timeouts and the application hosts against Algolia', () => {
    const client = createSearchClient({ mode: 'algolia', appId: 'APPID', apiKey: 'public-key', indexes: LOCAL_SEARCH_INDEXES });
    expect(client.transporter.timeouts).toEqual({
      connect: SEARCH_CLIENT_TIMEOUTS.connectMs,
      read: SEARCH_CLIENT_TIMEOUTS.readMs,
      write: SEARCH_CLIENT_TIMEOUTS.writeMs,
    });
    expect(client.transporter.hosts.some((h) => h.url === 'APPID-dsn.algolia.net')).toBe(true);
  });

  it('points the local client at <origin>/api/search with raised timeouts', () => {
    const client = createSearchClient({ mode: 'local', indexes: LOCAL_SEARCH_INDEXES, origin: 'https://brightbowl.example:8443' });
    expect(client.transporter.hosts).toEqual([{ url: 'brightbowl.example:8443/api/search', protocol: 'https', accept: 'read' }]);
    expect(client.transporter.timeouts.read).toBe(LOCAL_SEARCH_TIMEOUTS.readMs);
    expect(LOCAL_SEARCH_TIMEOUTS.readMs).toBeGreaterThan(SEARCH_CLIENT_TIMEOUTS.readMs);
  });

  it('refuses a local client without an origin outside the browser', () => {
    expect(() => createSearchClient({ mode: 'local', indexes: LOCAL_SEARCH_INDEXES })).toThrow(/origin/);
  });
});
