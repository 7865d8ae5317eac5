/**
 * Shared generators and builders for the search tests: documents, facet filters (valid, hostile and
 * in between) and request bodies from well-formed to garbage.
 */
import fc from 'fast-check';
import { LOCALES, SEARCH } from '@/config/constants';
import type { ContentDocument, ProductDocument, SearchDocuments } from '@/services/search/documents';
import { LOCAL_SEARCH_INDEXES } from '@/services/search/indexes';

export function contentDoc(overrides: Partial<ContentDocument> & Pick<ContentDocument, 'objectID'>): ContentDocument {
  return {
    title: 'Untitled',
    content: '',
    date: '2025-01-01',
    image: '',
    label: '',
    type: 'page',
    url: '/',
    locale: 'en-us',
    ...overrides,
  };
}

export function productDoc(overrides: Partial<ProductDocument> & Pick<ProductDocument, 'objectID'>): ProductDocument {
  return {
    name: 'Product',
    brand: 'brand',
    brandName: 'Brand',
    description: '',
    productDetailPageUrl: `/products/${overrides.objectID}`,
    bazaarvoiceProductId: null,
    listingImage: `/media/catalog/products/${overrides.objectID}.webp`,
    listingAltImage: null,
    listingVideo: null,
    listingAltVideo: null,
    sizesAndUPCs: [],
    locale: ['en-us'],
    ...overrides,
  };
}

export function documents(content: readonly ContentDocument[], products: readonly ProductDocument[] = [], vet: readonly ContentDocument[] = []): SearchDocuments {
  return { content: { main: content, vet }, products };
}

const WORDS = ['puppy', 'kitten', 'fresh', 'chicken', 'salmon', 'feeding', 'guidelines', 'where', 'buy', 'grain', 'free', 'senior', 'joint', 'pate', 'sustainability', 'recipe', 'natures'];

/** A query from the fixtures' vocabulary, with typos, prefixes, punctuation or nothing. */
export const queryArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', ...WORDS, ...SEARCH.popularSearches),
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  fc.constantFrom(...WORDS).chain((w) => fc.nat({ max: w.length }).map((n) => w.slice(0, Math.max(1, n)))),
  fc.string({ maxLength: 30 }),
);

const localeValue = fc.constantFrom<string>(...LOCALES, 'multi', 'fr-fr', 'EN-US', 'en-us ', '', '*', 'en-us OR locale:en-gb', 'en-us" OR "locale:en-gb', '\\-en-us');
const typeValue = fc.constantFrom<string>('page', 'faq', 'blog', 'product', 'PAGE', '', 'faq OR type:blog');
const attribute = fc.constantFrom('locale', 'type', 'brand', 'objectID', 'url', 'Locale', '_tags', '');

/** One `attribute:value` filter: allowlisted, negated, unknown, injected or malformed. */
const facetFilterArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: localeValue.map((v) => `locale:${v}`) },
  { weight: 3, arbitrary: typeValue.map((v) => `type:${v}`) },
  { weight: 1, arbitrary: localeValue.map((v) => `locale:-${v}`) },
  { weight: 1, arbitrary: typeValue.map((v) => `type:-${v}`) },
  { weight: 1, arbitrary: fc.tuple(attribute, fc.oneof(localeValue, typeValue)).map(([a, v]) => `${a}:${v}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** facetFilters in any of Algolia's shapes (string, AND list, OR groups), or a wrong type. */
export const facetFiltersArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: facetFilterArb },
  {
    weight: 6,
    arbitrary: fc.array(fc.oneof(facetFilterArb, fc.array(facetFilterArb, { minLength: 0, maxLength: 4 })), { minLength: 0, maxLength: 4 }),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

/** A facetFilters value the site itself sends: type group (optional) AND locale group. */
export const siteFacetFiltersArb: fc.Arbitrary<string[][]> = fc
  .tuple(
    fc.constantFrom(...LOCALES),
    fc.boolean(),
    fc.option(fc.subarray(['page', 'faq', 'blog'], { minLength: 1 }), { nil: undefined }),
  )
  .map(([locale, multi, types]) => [
    ...(types === undefined ? [] : [types.map((t) => `type:${t}`)]),
    multi ? [`locale:${locale}`, 'locale:multi'] : [`locale:${locale}`],
  ]);

const indexNameArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(LOCAL_SEARCH_INDEXES.content, LOCAL_SEARCH_INDEXES.vetContent, LOCAL_SEARCH_INDEXES.products) },
  { weight: 1, arbitrary: fc.constantFrom('', '*', 'other', '../local_content', 'local_content ') },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** One request of a multi-query body, mostly well-formed, sometimes not at all. */
const searchRequestArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    indexName: indexNameArb,
    query: fc.oneof(queryArb, fc.integer(), fc.constant(null), fc.string({ minLength: 500, maxLength: 600 })),
    hitsPerPage: fc.oneof(fc.integer({ min: -2, max: 1002 }), fc.double(), fc.string({ maxLength: 3 })),
    page: fc.oneof(fc.integer({ min: -2, max: 1002 }), fc.constant('1')),
    facetFilters: facetFiltersArb,
    attributesToRetrieve: fc.oneof(fc.constant(['*']), fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }), fc.string()),
    params: fc.oneof(
      fc.constant('query=puppy&hitsPerPage=3'),
      fc.constant('facetFilters=%5B%22locale%3Aen-us%22%5D'),
      fc.constant('facetFilters=%5Bbroken'),
      fc.constant('query=a&query=b'),
      fc.string({ maxLength: 40 }),
    ),
    type: fc.constantFrom('default', 'facet', 'other'),
    filters: fc.constantFrom('locale:en-us OR locale:en-gb', 'NOT locale:en-us'),
  },
  { requiredKeys: [] },
);

/** A JSON value meant as a body: near-valid multi-queries, single queries, or any JSON at all. */
export const jsonBodyArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ requests: fc.array(searchRequestArb, { minLength: 0, maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ requests: fc.anything({ maxDepth: 2 }), strategy: fc.constantFrom('none', 'x') }, { requiredKeys: ['requests'] }) },
  { weight: 2, arbitrary: searchRequestArb },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A raw body: JSON text of the above, or arbitrary text. */
export const rawBodyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: jsonBodyArb.map((v) => JSON.stringify(v) ?? 'undefined') },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '[]', 'null', '{"requests":', '\u0000', '{"__proto__":{"x":1},"requests":[]}') },
);

export const contentTypeArb: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  '',
  ';;;',
);

export const searchPathArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('/api/search/1/indexes/*/queries') },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(LOCAL_SEARCH_INDEXES.content, LOCAL_SEARCH_INDEXES.products, LOCAL_SEARCH_INDEXES.vetContent, 'nope', '%E0%A4%A', '*')
      .map((i) => `/api/search/1/indexes/${i}/query`),
  },
  { weight: 1, arbitrary: fc.constantFrom('/api/search/1/indexes/x/queries', '/api/search/1/keys', '/api/search/', '/api/search/1/indexes/*/queries/extra') },
);
