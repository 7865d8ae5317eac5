/**
 * The search client and the app's SearchService, for the browser and the server alike.
 *
 * Both modes use the real algoliasearch v5 liteClient, so the calling code is the same:
 * - 'algolia': the application id and public search key, with the §9 client timeouts;
 * - 'local': `hosts` pointing at the same-origin route /api/search, with longer timeouts (the
 *   route builds its indexes on first use, and a dev server compiles it on first request).
 *
 * The configuration arrives as a plain object (index.ts builds it from the environment on the
 * server), so client components never import the environment module.
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { z } from 'zod';
import { SEARCH, SEARCH_CLIENT_TIMEOUTS } from '@/config/constants';
import { PRODUCT_SEARCH_HIT_ATTRIBUTES, productSearchHitSchema } from '@/domain/product/search-hit';
import {
  buildContentFacetFilters,
  buildProductFacetFilters,
  contentTypesForFilter,
  filterIncludesProducts,
} from './facets';
import { escapeHtml, HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './highlight';
import { contentIndexFor } from './indexes';
import { PROTOCOL_LIMITS, highlightedValue, wireHitSchema, wireSearchResultSchema } from './protocol';
import {
  CONTENT_TYPES,
  type ContentSearchHit,
  type ContentSearchRequest,
  type ContentSearchResults,
  type ProductSearchHit,
  type ProductSearchRequest,
  type ProductSearchResults,
  type SearchIndexNames,
  type SearchResponse,
  type SearchService,
} from './types';

export type SearchClientConfig =
  | {
      readonly mode: 'algolia';
      readonly appId: string;
      /** The public, search-only key (§7 queries from the browser with it). */
      readonly apiKey: string;
      readonly indexes: SearchIndexNames;
    }
  | {
      readonly mode: 'local';
      readonly indexes: SearchIndexNames;
      /** Origin of the site, e.g. http://localhost:3000; in the browser, defaults to the page's. */
      readonly origin?: string;
    };

type LiteClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
export type SearchRequester = NonNullable<LiteClientOptions['requester']>;
type SearchHost = NonNullable<LiteClientOptions['hosts']>[number];

/** Where the local route is mounted (src/app/api/search/[...path]/route.ts). */
const LOCAL_SEARCH_PATH = '/api/search';

/** The liteClient insists on credentials; the local route ignores them. */
const LOCAL_SEARCH_CREDENTIALS = { appId: 'local', apiKey: 'local-search' } as const;

/** Longer than Algolia's: the first local request builds the indexes (and compiles the route in dev). */
export const LOCAL_SEARCH_TIMEOUTS = { connectMs: 5_000, readMs: 20_000, writeMs: 30_000 } as const;


/**
 * The liteClient host of the local route on an origin.
 * @example localSearchHost('http://localhost:3000') // { url: 'localhost:3000/api/search', protocol: 'http', accept: 'read' }
 */
export function localSearchHost(origin: string): SearchHost {
  const url = new URL(origin);
  return { url: `${url.host}${LOCAL_SEARCH_PATH}`, protocol: url.protocol === 'https:' ? 'https' : 'http', accept: 'read' };
}

export type CreateSearchClientOptions = {
  /** Replaces the HTTP requester (the server answers local queries in-process with one). */
  readonly requester?: SearchRequester;
};

/** The real algoliasearch liteClient for a configuration. */
export function createSearchClient(config: SearchClientConfig, options: CreateSearchClientOptions = {}): LiteClient {
  const requester = options.requester === undefined ? {} : { requester: options.requester };
  if (config.mode === 'algolia') {
    return liteClient(config.appId, config.apiKey, {
      timeouts: {
        connect: SEARCH_CLIENT_TIMEOUTS.connectMs,
        read: SEARCH_CLIENT_TIMEOUTS.readMs,
        write: SEARCH_CLIENT_TIMEOUTS.writeMs,
      },
      ...requester,
    });
  }
  const origin = config.origin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  if (origin === undefined) {
    throw new Error('local search client needs an origin outside the browser (or an in-process requester)');
  }
  return liteClient(LOCAL_SEARCH_CREDENTIALS.appId, LOCAL_SEARCH_CREDENTIALS.apiKey, {
    hosts: [localSearchHost(origin)],
    timeouts: {
      connect: LOCAL_SEARCH_TIMEOUTS.connectMs,
      read: LOCAL_SEARCH_TIMEOUTS.readMs,
      write: LOCAL_SEARCH_TIMEOUTS.writeMs,
    },
    ...requester,
  });
}

/**
 * A requester that hands each request to a fetch-style handler in the same process (the server
 * renders /search?q=… through the same client code without a network hop to itself).
 */
export function createInProcessRequester(handler: (request: Request) => Promise<Response>): SearchRequester {
  return {
    async send(request) {
      const body = request.data === undefined ? null : typeof request.data === 'string' ? request.data : new Uint8Array(request.data);
      const response = await handler(new Request(request.url, { method: request.method, headers: request.headers, body }));
      return { status: response.status, content: await response.text(), isTimedOut: false };
    },
  };
}

/** The answer did not have the shape the protocol promises (a broken or foreign endpoint). */
class SearchResponseError extends Error {
  override name = 'SearchResponseError';
}

const contentHitSchema = wireHitSchema.extend({
  objectID: z.string().min(1),
  content: z.string().nullish(),
  // Cloud records may carry a unix timestamp (seconds) instead of an ISO date.
  date: z.union([z.string(), z.number()]).nullish(),
  image: z.string().nullish(),
  label: z.string().nullish(),
  title: z.string(),
  type: z.enum(CONTENT_TYPES),
  url: z.string().min(1),
});

/** The attributes a content result shows (§7: content, date, image, label, title, type, url): the hit's own fields. */
const CONTENT_ATTRIBUTES = contentHitSchema.keyof().exclude(['objectID', '_highlightResult']).options;

/** The strict product hit, keeping the highlight the protocol adds beside it. */
const productHitSchema = productSearchHitSchema.extend({ _highlightResult: wireHitSchema.shape._highlightResult });

function isoDate(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return new Date(value * 1000).toISOString();
  return value;
}

/**
 * Parses hits; a malformed hit is reported and dropped, so one bad record costs one result, not
 * the page (the same policy as the catalog's product hits).
 */
function parseHits<S extends z.ZodType, T>(hits: readonly unknown[], schema: S, toHit: (hit: z.infer<S>) => T, index: string): T[] {
  const out: T[] = [];
  for (const raw of hits) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      out.push(toHit(parsed.data));
    } else {
      const id = typeof raw === 'object' && raw !== null && 'objectID' in raw ? String(raw.objectID) : '?';
      console.warn(`search: dropped malformed hit ${id} from ${index}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
  }
  return out;
}

function toContentHit(hit: z.infer<typeof contentHitSchema>): ContentSearchHit {
  const content = hit.content ?? '';
  return {
    objectID: hit.objectID,
    title: hit.title,
    content,
    date: isoDate(hit.date),
    image: hit.image === undefined || hit.image === null || hit.image === '' ? null : hit.image,
    label: hit.label ?? '',
    type: hit.type,
    url: hit.url,
    titleHtml: highlightedValue(hit, 'title') ?? escapeHtml(hit.title),
    contentHtml: highlightedValue(hit, 'content') ?? escapeHtml(content),
  };
}

function toProductHit({ _highlightResult, ...hit }: z.infer<typeof productHitSchema>): ProductSearchHit {
  return { ...hit, nameHtml: highlightedValue({ objectID: hit.objectID, _highlightResult }, 'name') ?? escapeHtml(hit.name) };
}

function readResult(raw: unknown, index: string): z.infer<typeof wireSearchResultSchema> {
  const parsed = wireSearchResultSchema.safeParse(raw);
  if (!parsed.success) throw new SearchResponseError(`search: unexpected result from ${index}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** The 1-based page the UI asked for, kept within what the protocol allows. */
function clampPage(page: number): number {
  return Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), PROTOCOL_LIMITS.page + 1) : 1;
}

const highlightTags = { highlightPreTag: HIGHLIGHT_PRE_TAG, highlightPostTag: HIGHLIGHT_POST_TAG } as const;

/**
 * The app's SearchService over a search client.
 * @example await createSearchService(config).search({ query: 'puppy', page: 1, filter: 'all', locale: 'en-us', theme: 'main' })
 */
export function createSearchService(config: SearchClientConfig, options: CreateSearchClientOptions = {}): SearchService {
  const client = createSearchClient(config, options);
  const { indexes } = config;

  const contentRequest = (r: ContentSearchRequest) => ({
    indexName: contentIndexFor(r.theme, indexes),
    query: r.query.trim(),
    hitsPerPage: SEARCH.contentHitsPerPage,
    page: clampPage(r.page) - 1,
    facetFilters: buildContentFacetFilters(r.filter, r.locale),
    attributesToRetrieve: CONTENT_ATTRIBUTES,
    attributesToHighlight: ['title', 'content'],
    ...highlightTags,
  });
  const productRequest = (r: ProductSearchRequest) => ({
    indexName: indexes.products,
    query: r.query.trim(),
    hitsPerPage: SEARCH.productHitsPerPage,
    page: 0,
    facetFilters: buildProductFacetFilters(r.locale),
    attributesToRetrieve: PRODUCT_SEARCH_HIT_ATTRIBUTES,
    attributesToHighlight: ['name'],
    ...highlightTags,
  });

  const toContentResults = (raw: unknown, index: string): ContentSearchResults => {
    const result = readResult(raw, index);
    return {
      query: result.query,
      hits: parseHits(result.hits, contentHitSchema, toContentHit, index),
      nbHits: result.nbHits,
      page: result.page + 1,
      nbPages: result.nbPages,
      hitsPerPage: result.hitsPerPage,
    };
  };
  const toProductResults = (raw: unknown, index: string): ProductSearchResults => {
    const result = readResult(raw, index);
    return { query: result.query, hits: parseHits(result.hits, productHitSchema, toProductHit, index), nbHits: result.nbHits };
  };

  const emptyContent = (r: ContentSearchRequest): ContentSearchResults => ({
    query: '',
    hits: [],
    nbHits: 0,
    page: clampPage(r.page),
    nbPages: 0,
    hitsPerPage: SEARCH.contentHitsPerPage,
  });
  const emptyProducts: ProductSearchResults = { query: '', hits: [], nbHits: 0 };

  async function run(requests: readonly ReturnType<typeof contentRequest | typeof productRequest>[]): Promise<unknown[]> {
    const { results } = await client.search({ requests: [...requests] });
    if (results.length !== requests.length) {
      throw new SearchResponseError(`search: asked ${requests.length} queries, got ${results.length} results`);
    }
    return results;
  }

  return {
    async search(r) {
      const withContent = contentTypesForFilter(r.filter) !== null;
      const withProducts = filterIncludesProducts(r.filter);
      const base = { query: r.query.trim(), filter: r.filter, page: clampPage(r.page) };
      // No query, no request: an empty query would list every document (§4 "no query clears results").
      if (base.query === '') {
        return { ...base, content: withContent ? emptyContent(r) : null, products: withProducts ? emptyProducts : null, total: 0 };
      }
      const requests = [...(withContent ? [contentRequest(r)] : []), ...(withProducts ? [productRequest(r)] : [])];
      const results = await run(requests);
      const content = withContent ? toContentResults(results[0], requests[0]?.indexName ?? '') : null;
      const productIndex = withContent ? 1 : 0;
      const products = withProducts ? toProductResults(results[productIndex], indexes.products) : null;
      return { ...base, content, products, total: (content?.nbHits ?? 0) + (products?.nbHits ?? 0) } satisfies SearchResponse;
    },
    async searchContent(r) {
      if (r.query.trim() === '' || contentTypesForFilter(r.filter) === null) return emptyContent(r);
      const request = contentRequest(r);
      const [result] = await run([request]);
      return toContentResults(result, request.indexName);
    },
    async searchProducts(r) {
      if (r.query.trim() === '') return emptyProducts;
      const [result] = await run([productRequest(r)]);
      return toProductResults(result, indexes.products);
    },
  };
}
