/**
 * The local search route's logic, as a pure `(Request) => Promise<Response>`: it speaks the subset
 * of Algolia's REST protocol the site uses (protocol.ts) over the local engine, so the real
 * algoliasearch client talks to it unchanged.
 *
 * Bad input is always a 4xx with Algolia's error body `{ message, status }` (the client turns it
 * into an ApiError and does not retry; a 5xx would make it retry and then report the host down):
 * wrong method 405, unknown path or index 404, oversized body 413, unsupported content type or
 * encoding 415, everything else 400. The x-algolia-* query parameters and headers (credentials,
 * agent, request id) are ignored: the local indexes are public.
 */
import { env } from '@/config/env';
import { clientIdentity } from '@/server/http/client-ip';
import { decodeUtf8 } from '@/server/http/read-body';
import { readStreamBytes } from '@/services/http/read-stream';
import { retryAfterHeaders, type TokenBucketLimiter } from '@/server/http/rate-limit';
import { searchBudget } from './search-budget';
import { loadSearchDocuments } from '@/services/search/document-sources';
import { parseFacetFilters, type FacetSelection } from '@/services/search/facets';
import { LOCAL_SEARCH_INDEXES, resolveLocalIndex, type IndexTarget } from '@/services/search/indexes';
import { createLocalSearchEngine, type LocalSearchEngine } from '@/services/search/local-engine';
import {
  DEFAULT_HITS_PER_PAGE,
  describeIssue,
  multiQueryBodySchema,
  multiQueryRequestSchema,
  parseParamsString,
  searchParamsSchema,
  singleQueryBodySchema,
  type SearchParams,
  type WireError,
  type WireSearchResult,
} from '@/services/search/protocol';
import type { SearchIndexNames } from '@/services/search/types';

/** Request bodies larger than this are refused (the site's two-query body is well under 1 kB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * What one request may ask of the engine and the network: at most 2,000 hits across its queries
 * (20 queries of 100; the site's own pages ask for a few dozen) and an answer of at most 1 MB,
 * which stops the work the moment it is passed. Without them one 2 kB request could ask for
 * 20,000 hits and a 2 MB answer.
 */
const SEARCH_REQUEST_LIMITS = { totalHits: 2_000, answerBytes: 1_000_000 } as const;

/**
 * What the per-client budget (in bytes answered) takes before a query runs. The rest of the
 * answer's size is charged once known, so a client in debt waits before its next search.
 */
const QUERY_PREPAID_BYTES = 1_000;

/** What Algolia's clients send: text/plain (v5), form-urlencoded (v3/v4 browsers), JSON; all carry JSON. */
const ACCEPTED_CONTENT_TYPES = new Set(['text/plain', 'application/json', 'application/x-www-form-urlencoded']);

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** A refusal that becomes an Algolia-style error response. */
class SearchRequestError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 408 | 413 | 415 | 429,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  const body: WireError = { message, status };
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** The request's endpoint, from the tail of the path (the route may be mounted under any prefix). */
type Endpoint = { readonly kind: 'multi' } | { readonly kind: 'single'; readonly indexName: string };

function endpointOf(pathname: string): Endpoint {
  const m = /\/1\/indexes\/([^/]+)\/(queries|query)\/?$/.exec(pathname);
  if (m === null) throw new SearchRequestError(404, 'Path not found');
  let indexName: string;
  try {
    indexName = decodeURIComponent(m[1] ?? '');
  } catch {
    throw new SearchRequestError(400, 'Invalid index name encoding');
  }
  if (m[2] === 'queries') {
    if (indexName !== '*') throw new SearchRequestError(404, 'Path not found');
    return { kind: 'multi' };
  }
  if (indexName === '*') throw new SearchRequestError(404, 'Path not found');
  return { kind: 'single', indexName };
}

/** The body as JSON, within the size limit, after checking content type and encoding. */
async function readJsonBody(request: Request): Promise<unknown> {
  const contentType = (request.headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_CONTENT_TYPES.has(contentType)) {
    throw new SearchRequestError(415, `Unsupported content type ${JSON.stringify(contentType.slice(0, 60))}: send JSON as text/plain or application/json`);
  }
  const encoding = (request.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== 'gzip') {
    throw new SearchRequestError(415, `Unsupported content encoding ${JSON.stringify(encoding.slice(0, 60))}`);
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    throw new SearchRequestError(413, `Request body too large (at most ${MAX_BODY_BYTES} bytes)`);
  }
  if (request.body === null) throw new SearchRequestError(400, 'Request body is empty');

  // With gzip the limit applies to the inflated body, so a small gzip bomb is refused like a large body.
  const stream = encoding === 'gzip' ? request.body.pipeThrough(new DecompressionStream('gzip')) : request.body;
  const read = await readStreamBytes(stream, MAX_BODY_BYTES);
  if (!read.ok) {
    if (read.status === 413) throw new SearchRequestError(413, `Request body too large (at most ${MAX_BODY_BYTES} bytes)`);
    if (read.status === 408) throw new SearchRequestError(408, 'The request body did not arrive in time (is Content-Length larger than the body?)');
    // A corrupt gzip stream or a client that went away mid-body: the request is unusable either way.
    throw new SearchRequestError(400, encoding === 'gzip' ? 'Invalid gzip body' : 'Could not read the request body');
  }
  const bytes = read.bytes;
  if (bytes.byteLength === 0) throw new SearchRequestError(400, 'Request body is empty');

  const text = decodeUtf8(bytes);
  if (text === null) throw new SearchRequestError(400, 'Request body is not valid UTF-8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SearchRequestError(400, 'Invalid JSON in request body');
  }
}

/** A query ready for the engine. */
type PlannedQuery = {
  readonly indexName: string;
  readonly target: IndexTarget;
  readonly params: SearchParams;
  readonly facets: FacetSelection;
};

/** Merges object params with a `params` string (a key in both is ambiguous, so refused) and validates. */
function planQuery(indexName: string, objectParams: Record<string, unknown>, paramsString: string | undefined, at: string, indexes: SearchIndexNames): PlannedQuery {
  const target = resolveLocalIndex(indexName, indexes);
  if (target === null) throw new SearchRequestError(404, `Index ${JSON.stringify(indexName.slice(0, 60))} does not exist`);

  let raw: Record<string, unknown> = objectParams;
  if (paramsString !== undefined) {
    const decoded = parseParamsString(paramsString);
    if (!decoded.ok) throw new SearchRequestError(400, `${at}${decoded.message}`);
    const both = Object.keys(decoded.params).find((k) => Object.hasOwn(objectParams, k));
    if (both !== undefined) throw new SearchRequestError(400, `${at}Parameter ${JSON.stringify(both.slice(0, 60))} is given twice`);
    raw = { ...objectParams, ...decoded.params };
  }
  const parsed = searchParamsSchema.safeParse(raw);
  if (!parsed.success) throw new SearchRequestError(400, `${at}${describeIssue(parsed.error)}`);
  const facets = parseFacetFilters(parsed.data.facetFilters, target.kind);
  if (!facets.ok) throw new SearchRequestError(400, `${at}${facets.message}`);
  return { indexName, target, params: parsed.data, facets: facets.selection };
}

function runQuery(engine: LocalSearchEngine, planned: PlannedQuery, maxBytes: number): WireSearchResult | null {
  const { params } = planned;
  const query = params.query ?? '';
  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = params.page ?? 0;
  const result = engine.search(planned.target, {
    query,
    page,
    hitsPerPage,
    facets: planned.facets,
    attributesToRetrieve: params.attributesToRetrieve,
    attributesToHighlight: params.attributesToHighlight,
    maxBytes,
  });
  if (result.overBudget) return null;
  const echoed = new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) });
  if (params.facetFilters !== undefined) echoed.set('facetFilters', JSON.stringify(params.facetFilters));
  return {
    hits: result.hits,
    nbHits: result.nbHits,
    page: result.page,
    nbPages: result.nbPages,
    hitsPerPage: result.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    query: result.query,
    params: echoed.toString(),
    index: planned.indexName,
    processingTimeMS: result.processingTimeMS,
  };
}

function splitRequest(raw: unknown, at: string): { indexName: string; objectParams: Record<string, unknown>; paramsString: string | undefined } {
  const parsed = multiQueryRequestSchema.safeParse(raw);
  if (!parsed.success) throw new SearchRequestError(400, `${at}${describeIssue(parsed.error)}`);
  const { indexName, params, type: _type, ...objectParams } = parsed.data;
  return { indexName, objectParams, paramsString: params };
}

export type SearchHandlerOptions = {
  /** The engine, built on first use (building indexes at import time would slow every cold start). */
  readonly engine: () => LocalSearchEngine | Promise<LocalSearchEngine>;
  readonly indexes?: SearchIndexNames;
  /** Per-client budget in bytes answered; absent: unlimited (benchmarks over their own engine). */
  readonly rateLimit?: {
    readonly limiter: TokenBucketLimiter;
    readonly clientKey: (request: Request) => string;
    readonly now: () => number;
  };
};

/** The hits a query asks for, as the per-request cap counts them. */
const hitsAskedBy = (query: PlannedQuery): number => Math.max(1, query.params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);

const tooLarge = () =>
  new SearchRequestError(400, `The answer would exceed ${SEARCH_REQUEST_LIMITS.answerBytes} bytes: ask for fewer hits or attributes`);

/** A handler over a given engine (tests and the benchmark pass their own documents). */
export function createSearchHandler(options: SearchHandlerOptions): (request: Request) => Promise<Response> {
  const indexes = options.indexes ?? LOCAL_SEARCH_INDEXES;

  async function answer(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return errorResponse(405, `Method ${request.method.slice(0, 20)} not allowed: use POST`, { allow: 'POST' });
    }
    const endpoint = endpointOf(new URL(request.url).pathname);
    const body = await readJsonBody(request);

    /** The per-request cap and the per-client budget's down payment, checked before any search work. */
    const admit = (queries: readonly PlannedQuery[]): number => {
      const hits = queries.reduce((sum, q) => sum + hitsAskedBy(q), 0);
      if (hits > SEARCH_REQUEST_LIMITS.totalHits) {
        throw new SearchRequestError(400, `The request asks for ${hits} hits; at most ${SEARCH_REQUEST_LIMITS.totalHits} across its queries`);
      }
      const limit = options.rateLimit;
      const prepaid = queries.length * QUERY_PREPAID_BYTES;
      if (!limit) return prepaid;
      const verdict = limit.limiter.take(limit.clientKey(request), prepaid, limit.now());
      if (!verdict.allowed) {
        throw new SearchRequestError(429, 'Too many searches from your address; please wait and try again', retryAfterHeaders(verdict));
      }
      return prepaid;
    };
    /** Charges the bytes answered beyond the down payment (the budget counts what was sent). */
    const settle = (bytes: number, prepaid: number): void => {
      const limit = options.rateLimit;
      if (limit && bytes > prepaid) limit.limiter.charge(limit.clientKey(request), bytes - prepaid, limit.now());
    };
    /** Runs the queries in order, each allowed what is left of the answer cap; past it, no further work. */
    const runAll = (engine: LocalSearchEngine, queries: readonly PlannedQuery[], prepaid: number): WireSearchResult[] => {
      const results: WireSearchResult[] = [];
      let bytes = 0;
      for (const query of queries) {
        const result = runQuery(engine, query, SEARCH_REQUEST_LIMITS.answerBytes - bytes);
        bytes += result === null ? SEARCH_REQUEST_LIMITS.answerBytes : Buffer.byteLength(JSON.stringify(result));
        if (result === null || bytes > SEARCH_REQUEST_LIMITS.answerBytes) {
          settle(Math.min(bytes, SEARCH_REQUEST_LIMITS.answerBytes), prepaid);
          throw tooLarge();
        }
        results.push(result);
      }
      return results;
    };
    const answerOf = (value: unknown, prepaid: number): Response => {
      const text = JSON.stringify(value);
      const bytes = Buffer.byteLength(text);
      settle(bytes, prepaid);
      if (bytes > SEARCH_REQUEST_LIMITS.answerBytes) throw tooLarge();
      return new Response(text, { status: 200, headers: JSON_HEADERS });
    };

    if (endpoint.kind === 'multi') {
      const parsed = multiQueryBodySchema.safeParse(body);
      if (!parsed.success) throw new SearchRequestError(400, describeIssue(parsed.error));
      // Validate every request before running any, so a bad one costs no search work.
      const planned = parsed.data.requests.map((raw, i) => {
        const at = `requests[${i}]: `;
        const { indexName, objectParams, paramsString } = splitRequest(raw, at);
        return planQuery(indexName, objectParams, paramsString, at, indexes);
      });
      const prepaid = admit(planned);
      const engine = await options.engine();
      // 'stopIfEnoughMatches' only saves work on Algolia's side; running every query answers the same hits.
      return answerOf({ results: runAll(engine, planned, prepaid) }, prepaid);
    }

    const parsed = singleQueryBodySchema.safeParse(body);
    if (!parsed.success) throw new SearchRequestError(400, describeIssue(parsed.error));
    const { params, ...objectParams } = parsed.data;
    const query = planQuery(endpoint.indexName, objectParams, params, '', indexes);
    const prepaid = admit([query]);
    const [result] = runAll(await options.engine(), [query], prepaid);
    return answerOf(result, prepaid);
  }

  return async (request) => {
    try {
      return await answer(request);
    } catch (error) {
      if (error instanceof SearchRequestError) return errorResponse(error.status, error.message, error.headers);
      // Not the caller's fault (e.g. a malformed fixture): log it and answer like Algolia would.
      console.error('search route failed', error);
      return errorResponse(500, 'Internal error');
    }
  };
}

let engine: Promise<LocalSearchEngine> | undefined;

/** The engine over the fixtures' documents (document-sources.ts), built once per process on first use. */
function defaultSearchEngine(): Promise<LocalSearchEngine> {
  if (engine === undefined) {
    engine = loadSearchDocuments().then(createLocalSearchEngine);
    engine.catch(() => {
      // The caller gets the error (a 500 naming nothing); the next request builds again.
      engine = undefined;
    });
  }
  return engine;
}

let routeHandler: ((request: Request) => Promise<Response>) | undefined;

/**
 * The local search route: `POST …/1/indexes/*\/queries` and `POST …/1/indexes/{index}/query`, with
 * the per-client budget (composed on first use, when the environment is read).
 */
export function handleSearch(request: Request): Promise<Response> {
  if (routeHandler === undefined) {
    const e = env();
    routeHandler = createSearchHandler({
      engine: defaultSearchEngine,
      rateLimit: { limiter: searchBudget(), clientKey: (r) => clientIdentity(r.headers, e.TRUSTED_PROXY_HOPS), now: Date.now },
    });
  }
  return routeHandler(request);
}

/** What a page's searches took from the visitor's budget, in bytes. */
export type SearchTally = { spent: number };

/** The budget, adding what each search takes (allowed down payments and later charges) to `tally`. */
function tallied(limiter: TokenBucketLimiter, tally: SearchTally): TokenBucketLimiter {
  return {
    take(key, cost, now) {
      const verdict = limiter.take(key, cost, now);
      if (verdict.allowed) tally.spent += cost;
      return verdict;
    },
    charge(key, cost, now) {
      limiter.charge(key, cost, now);
      tally.spent += cost;
    },
  };
}

/**
 * The same protocol for a page the server renders for a visitor (/search?q=): its searches draw on
 * that visitor's budget, the one the route charges, so reloading the page is no way around it. What
 * they took is added to `tally`, so a stored copy of the page costs its next viewer the same.
 */
export function searchHandlerFor(client: string, tally: SearchTally = { spent: 0 }): (request: Request) => Promise<Response> {
  return createSearchHandler({ engine: defaultSearchEngine, rateLimit: { limiter: tallied(searchBudget(), tally), clientKey: () => client, now: Date.now } });
}
