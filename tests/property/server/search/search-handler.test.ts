import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentTypeArb,
  facetFiltersArb,
  jsonBodyArb,
  queryArb,
  rawBodyArb,
  searchPathArb,
  siteFacetFiltersArb,
} from '@tests/arbitraries/search';
import { LOCALES } from '@/config/constants';
import { loadSearchDocuments } from '@/services/search/document-sources';
import { createSearchHandler } from '@/server/search/search-handler';
import { createLocalSearchEngine, type LocalSearchEngine } from '@/services/search/local-engine';
import { LOCAL_SEARCH_INDEXES } from '@/services/search/indexes';

let engine: LocalSearchEngine | undefined;
/** The route's protocol over the fixtures' documents, without a per-client budget (properties run thousands of requests). */
const handleSearch = createSearchHandler({ engine: async () => (engine ??= createLocalSearchEngine(await loadSearchDocuments())) });

const MULTI = 'http://localhost:3000/api/search/1/indexes/*/queries';
/** Documents only one theme serves (an entry targeted at no theme is in both indexes). */
let vetOnlyIds = new Set<string>();
let mainOnlyIds = new Set<string>();
beforeAll(async () => {
  const docs = await loadSearchDocuments();
  const vet = new Set(docs.content.vet.map((d) => d.objectID));
  const main = new Set(docs.content.main.map((d) => d.objectID));
  vetOnlyIds = new Set([...vet].filter((id) => !main.has(id)));
  mainOnlyIds = new Set([...main].filter((id) => !vet.has(id)));
  expect(vetOnlyIds.size).toBeGreaterThan(0);
  expect(mainOnlyIds.size).toBeGreaterThan(0);
});

type Hit = { objectID: string; locale: string | string[] };

async function post(body: string, init: { url?: string; contentType?: string | undefined; method?: string } = {}) {
  const headers: Record<string, string> = init.contentType === undefined ? {} : { 'content-type': init.contentType };
  const response = await handleSearch(new Request(init.url ?? MULTI, { method: init.method ?? 'POST', headers, body }));
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The real locales a facetFilters value names with a positive `locale:` filter (what was asked for). */
function requestedLocales(facetFilters: unknown): Set<string> {
  const flat = (typeof facetFilters === 'string' ? [facetFilters] : Array.isArray(facetFilters) ? facetFilters.flat() : []) as unknown[];
  return new Set(
    flat
      .filter((f): f is string => typeof f === 'string' && f.startsWith('locale:'))
      .map((f) => f.slice('locale:'.length))
      .filter((l) => (LOCALES as readonly string[]).includes(l)),
  );
}

const indexArb = fc.constantFrom(LOCAL_SEARCH_INDEXES.content, LOCAL_SEARCH_INDEXES.vetContent, LOCAL_SEARCH_INDEXES.products);

describe('search route properties', () => {
  it('no facet filter ever returns another locale’s documents', async () => {
    let accepted = 0;
    let withHits = 0;
    await fc.assert(
      fc.asyncProperty(indexArb, queryArb, fc.oneof(facetFiltersArb, siteFacetFiltersArb), async (indexName, query, facetFilters) => {
        const { status, body } = await post(JSON.stringify({ requests: [{ indexName, query, hitsPerPage: 1000, facetFilters }] }));
        expect([200, 400]).toContain(status);
        if (status !== 200) return;
        accepted += 1;
        const asked = requestedLocales(facetFilters);
        // Accepted means exactly one real locale was asked for; every hit is in it or shared ('multi').
        expect(asked.size).toBe(1);
        const hits = (body as { results: { hits: Hit[] }[] }).results[0]?.hits ?? [];
        if (hits.length > 0) withHits += 1;
        for (const hit of hits) {
          const locales = typeof hit.locale === 'string' ? [hit.locale] : hit.locale;
          expect(locales.some((l) => l === 'multi' || asked.has(l))).toBe(true);
          // The theme comes from the index name: no filter reaches the other theme's documents.
          if (indexName === LOCAL_SEARCH_INDEXES.content) expect(vetOnlyIds.has(hit.objectID)).toBe(false);
          if (indexName === LOCAL_SEARCH_INDEXES.vetContent) expect(mainOnlyIds.has(hit.objectID)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
    // The property must not hold vacuously: plenty of runs were accepted and found documents.
    expect(accepted).toBeGreaterThan(60);
    expect(withHits).toBeGreaterThan(30);
  });

  it('the site’s own facet filters are always accepted and return only their types', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, siteFacetFiltersArb, async (query, facetFilters) => {
        const { status, body } = await post(JSON.stringify({ requests: [{ indexName: LOCAL_SEARCH_INDEXES.content, query, facetFilters }] }));
        expect(status).toBe(200);
        const typeGroup = facetFilters.find((g) => g[0]?.startsWith('type:'));
        const types = typeGroup?.map((t) => t.slice('type:'.length));
        for (const hit of (body as { results: { hits: { type: string }[] }[] }).results[0]?.hits ?? []) {
          if (types !== undefined) expect(types).toContain(hit.type);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('arbitrary bodies never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        rawBodyArb,
        contentTypeArb,
        searchPathArb,
        fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'DELETE'),
        async (raw, contentType, path, method) => {
          const { status, body } = await post(raw, { url: `http://localhost:3000${path}?x-algolia-agent=fc`, contentType, method });
          expect(status).toBeLessThan(500);
          if (status >= 400) {
            expect(body).toEqual({ message: expect.any(String) as unknown, status });
          } else {
            expect(status).toBe(200);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('structurally near-valid bodies never produce a 5xx either', async () => {
    await fc.assert(
      fc.asyncProperty(jsonBodyArb, async (value) => {
        const { status } = await post(JSON.stringify(value) ?? 'null');
        expect([200, 400, 404]).toContain(status);
      }),
      { numRuns: 400 },
    );
  });
});
