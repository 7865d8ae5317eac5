/**
 * The subset of Algolia's search REST protocol the site uses, as zod schemas:
 *
 * - `POST /1/indexes/*\/queries` with `{ requests: [{ indexName, ...params }], strategy? }`
 * - `POST /1/indexes/{indexName}/query` with the params as the body
 *
 * Params arrive either as an object (what the v5 liteClient sends: it flattens `params` into each
 * request) or as a URL-encoded `params` string (what v4 clients and InstantSearch send; array values
 * are JSON in it). Both forms are parsed into the same strict object: an unknown parameter is a 400,
 * as it is on Algolia, so nothing the local engine does not implement is silently ignored.
 */
import { z } from 'zod';
import { FACET_LIMITS } from './facets';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './highlight';

// The limits live apart from the schemas so browser code (the /search URL parser) can read them without zod.
export { PROTOCOL_LIMITS } from './protocol-limits';
import { PROTOCOL_LIMITS } from './protocol-limits';

export const DEFAULT_HITS_PER_PAGE = 20;

const facetFilter = z.string().max(FACET_LIMITS.filterLength);
const facetFiltersSchema = z.union([
  facetFilter,
  z.array(z.union([facetFilter, z.array(facetFilter).max(FACET_LIMITS.valuesPerGroup)])).max(FACET_LIMITS.groups),
]);
const attributeList = z.array(z.string().min(1).max(100)).max(PROTOCOL_LIMITS.attributes);

/** The search parameters the local engine implements (and harmless analytics ones it ignores). */
export const searchParamsSchema = z.strictObject({
  query: z.string().max(PROTOCOL_LIMITS.queryLength, 'Query too long').optional(),
  hitsPerPage: z.number().int().min(0).max(PROTOCOL_LIMITS.hitsPerPage).optional(),
  page: z.number().int().min(0).max(PROTOCOL_LIMITS.page).optional(),
  facetFilters: facetFiltersSchema.optional(),
  attributesToRetrieve: attributeList.optional(),
  attributesToHighlight: attributeList.optional(),
  // Only the tags the site renders: a client-chosen tag would be markup the page trusts.
  highlightPreTag: z.literal(HIGHLIGHT_PRE_TAG).optional(),
  highlightPostTag: z.literal(HIGHLIGHT_POST_TAG).optional(),
  analytics: z.boolean().optional(),
  clickAnalytics: z.boolean().optional(),
  userToken: z.string().max(129).optional(),
  analyticsTags: z.array(z.string().max(100)).max(10).optional(),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

const NUMBER_PARAMS = new Set(['hitsPerPage', 'page']);
const BOOLEAN_PARAMS = new Set(['analytics', 'clickAnalytics']);
const LIST_PARAMS = new Set(['attributesToRetrieve', 'attributesToHighlight', 'analyticsTags']);

export type ParamsStringParse = { readonly ok: true; readonly params: Record<string, unknown> } | { readonly ok: false; readonly message: string };

/**
 * Decodes a URL-encoded `params` string into raw values for `searchParamsSchema` (which still
 * validates them). Arrays are JSON (`facetFilters=%5B%22locale%3Aen-us%22%5D`) or, for attribute
 * lists, comma-separated; a repeated key is refused rather than guessed at.
 * @example parseParamsString('query=puppy&hitsPerPage=3') // { ok: true, params: { query: 'puppy', hitsPerPage: 3 } }
 */
export function parseParamsString(encoded: string): ParamsStringParse {
  const params: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    if (Object.hasOwn(params, key)) return { ok: false, message: `Parameter ${JSON.stringify(key.slice(0, 60))} is repeated` };
    if (NUMBER_PARAMS.has(key)) {
      params[key] = /^\d{1,9}$/.test(value) ? Number(value) : value;
    } else if (BOOLEAN_PARAMS.has(key)) {
      params[key] = value === 'true' ? true : value === 'false' ? false : value;
    } else if (key === 'facetFilters' || LIST_PARAMS.has(key)) {
      if (value.startsWith('[')) {
        try {
          params[key] = JSON.parse(value) as unknown;
        } catch {
          return { ok: false, message: `Invalid JSON in parameter ${key}` };
        }
      } else {
        params[key] = key === 'facetFilters' ? value : value.split(',');
      }
    } else {
      params[key] = value;
    }
  }
  return { ok: true, params };
}

/** One request of a multi-query body, params still raw (object fields and/or a `params` string). */
export const multiQueryRequestSchema = z
  .object({
    indexName: z.string().min(1).max(PROTOCOL_LIMITS.indexNameLength),
    params: z.string().max(PROTOCOL_LIMITS.paramsStringLength).optional(),
    type: z.literal('default').optional(),
  })
  .catchall(z.unknown());

export const multiQueryBodySchema = z.strictObject({
  requests: z.array(z.unknown()).min(1).max(PROTOCOL_LIMITS.requests),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

export const singleQueryBodySchema = z
  .object({ params: z.string().max(PROTOCOL_LIMITS.paramsStringLength).optional() })
  .catchall(z.unknown());

/** `_highlightResult` entry. */
export type HighlightResultOption = {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: readonly string[];
  readonly fullyHighlighted?: boolean;
};

/** A hit on the wire: objectID, the retrieved attributes, `_highlightResult`. */
export type WireHit = {
  readonly objectID: string;
  /** Only when highlighting was asked for (attributesToHighlight). */
  readonly _highlightResult?: Readonly<Record<string, HighlightResultOption>>;
  readonly [attribute: string]: unknown;
};


/** Algolia's error body. */
export type WireError = { readonly message: string; readonly status: number };

// ---- Reading responses (client side): lenient where Algolia may add fields, strict on what we use.

const highlightOptionSchema = z.object({ value: z.string() });

export const wireHitSchema = z
  .object({
    objectID: z.string(),
    _highlightResult: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown());

export const wireSearchResultSchema = z.object({
  hits: z.array(z.unknown()),
  nbHits: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  nbPages: z.number().int().nonnegative(),
  hitsPerPage: z.number().int().nonnegative(),
  query: z.string(),
});

/**
 * One entry of `results` (and the whole answer of the single-index endpoint), as the local route
 * writes it: the fields the client reads (wireSearchResultSchema) with the hits typed, plus the
 * ones Algolia's answers carry that the client ignores.
 */
export type WireSearchResult = Readonly<Omit<z.infer<typeof wireSearchResultSchema>, 'hits'>> & {
  readonly hits: readonly WireHit[];
  readonly exhaustiveNbHits: true;
  readonly exhaustiveTypo: true;
  readonly params: string;
  readonly index: string;
  readonly processingTimeMS: number;
};

/** The highlighted value of an attribute, when the hit carries one. */
export function highlightedValue(hit: z.infer<typeof wireHitSchema>, attribute: string): string | undefined {
  const parsed = highlightOptionSchema.safeParse(hit._highlightResult?.[attribute]);
  return parsed.success ? parsed.data.value : undefined;
}

/** The first zod issue as an Algolia-style sentence. */
export function describeIssue(error: z.ZodError, prefix = ''): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') {
    return `Unknown parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map((k) => k.slice(0, 60)).join(', ')}`;
  }
  const path = [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}
