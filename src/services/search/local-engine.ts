/**
 * The local search engine: MiniSearch indexes (content per theme, products) answering the way
 * Algolia does for the site's queries.
 *
 * - Typo tolerance: words of 4+ letters allow 1 typo, 8+ letters 2 (Algolia's minWordSizefor1Typo /
 *   minWordSizefor2Typos defaults). MiniSearch counts edit distance (Levenshtein), so a swap of two
 *   letters costs 2 where Algolia counts 1.
 * - Prefix search on the last word only (Algolia's default queryType prefixLast).
 * - Every word must match (Algolia's default; no removeWordsIfNoResults).
 * - Ranking: relevance (BM25 with attribute weights: title/name first), then objectID so equal
 *   scores always come back in the same order. An empty query lists every document in objectID order.
 * - Highlighting: `_highlightResult` with `<mark>`, the document text HTML-escaped first.
 * - Pagination: hitsPerPage, page (0-based), nbPages; nbHits is exact.
 *
 * Speed: an index is split into partitions, one MiniSearch per facet selection actually asked
 * (content: theme x locale (+multi) x type set; products: locale (+multi)), built on first use, so
 * a query scores only the documents it may return instead of scoring everything and filtering.
 * Answers are cached per (partition, query words) as the ordered head of the result list plus the
 * exact count, so the next page, the other filter chip's re-query and the server-rendered page's
 * client refresh cost a slice, not a search.
 */
import { LRUCache } from 'lru-cache';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Theme } from '@/config/themes';
import { productDocumentSchema, type ContentDocument, type ProductDocument, type SearchDocuments } from './documents';
import { matchesFacets, type FacetSelection } from './facets';
import { boundedEditDistance, highlight, normalizeTerm, queryTerms, tokenize, type TermMatch } from './highlight';
import type { IndexTarget } from './indexes';
import type { HighlightResultOption, WireHit, WireSearchResult } from './protocol';

/** Algolia's defaults: 1 typo allowed from 4 letters, 2 from 8. */
const TYPO_TOLERANCE = { oneTypoMinLetters: 4, twoTyposMinLetters: 8 } as const;

/** Query words beyond this many are ignored (bounds the cost of a long query's fuzzy lookups). */
const MAX_QUERY_WORDS = 16;

/**
 * Typos allowed in a query word of this length.
 * @example allowedTypos('pupy') // 1
 */
export function allowedTypos(term: string): 0 | 1 | 2 {
  if (term.length >= TYPO_TOLERANCE.twoTyposMinLetters) return 2;
  if (term.length >= TYPO_TOLERANCE.oneTypoMinLetters) return 1;
  return 0;
}

/** One query against one index, parameters already validated. */
export type EngineQuery = {
  readonly query: string;
  /** 0-based, as on the wire. */
  readonly page: number;
  readonly hitsPerPage: number;
  readonly facets: FacetSelection;
  readonly attributesToRetrieve?: readonly string[] | undefined;
  readonly attributesToHighlight?: readonly string[] | undefined;
  /**
   * Bytes the hits may take as JSON; the engine stops building hits as soon as they pass it and
   * says so (`overBudget`), so an answer too large to send costs no more work than the cap.
   */
  readonly maxBytes?: number | undefined;
};

/** What the engine answers: a wire result without the fields the route adds (params, index, …). */
type EngineResult = Omit<WireSearchResult, 'exhaustiveNbHits' | 'exhaustiveTypo' | 'params' | 'index'> & {
  /** The hits passed `maxBytes`: `hits` holds those built until then. */
  readonly overBudget?: boolean;
};

type Indexable = { readonly objectID: string };

type IndexSpec<D> = {
  /** Searchable attributes with their weights (higher ranks first). */
  readonly fields: Readonly<Partial<Record<keyof D & string, number>>>;
  readonly retrievable: readonly (keyof D & string)[];
  readonly facetsOf: (doc: D) => Parameters<typeof matchesFacets>[0];
};

type Index = { readonly search: (q: EngineQuery) => EngineResult; readonly size: number };

/** Result lists cached per index (least recently used first out). */
const RESULT_CACHE_ENTRIES = 256;
/** Hits kept per cached answer: deeper pages than this search again (page 333 at 3 per page). */
const RESULT_CACHE_DEPTH = 1000;

/** A facet selection as a stable key (the locale set and the type set, sorted). */
function selectionKey(selection: FacetSelection): string {
  const locales = [...selection.locales].sort().join(',');
  const types = selection.types === null ? '*' : [...selection.types].sort().join(',');
  return `${locales}|${types}`;
}

const byObjectId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The first `count` results in (score desc, objectID asc) order. MiniSearch already returns them by
 * score, so only the prefix down to the last needed score (with all its ties) is re-sorted: a page
 * of 3 hits out of thousands of matches costs a few comparisons, not a second full sort.
 */
function topByScoreThenId(results: readonly SearchResult[], count: number): SearchResult[] {
  if (count <= 0 || results.length === 0) return [];
  const last = results[Math.min(count, results.length) - 1];
  let cut = Math.min(count, results.length);
  while (last !== undefined && cut < results.length && results[cut]?.score === last.score) cut += 1;
  return results.slice(0, cut).sort((a, b) => b.score - a.score || byObjectId(String(a.id), String(b.id)));
}

/** How each matched document term was reached from the query words (for highlighting). */
function termMatches(documentTerms: readonly string[], words: readonly string[]): Map<string, TermMatch> {
  const last = words[words.length - 1];
  const out = new Map<string, TermMatch>();
  for (const term of documentTerms) {
    if (words.includes(term)) {
      out.set(term, { queryTerm: term, prefixLength: null });
    } else if (last !== undefined && term.startsWith(last)) {
      out.set(term, { queryTerm: last, prefixLength: last.length });
    } else {
      const word = words.find((w) => boundedEditDistance(term, w, allowedTypos(w)) <= allowedTypos(w));
      if (word !== undefined) out.set(term, { queryTerm: word, prefixLength: null });
    }
  }
  return out;
}

function createIndex<D extends Indexable>(docs: readonly D[], spec: IndexSpec<D>): Index {
  const fields = Object.keys(spec.fields) as (keyof D & string)[];
  const byId = new Map(docs.map((d) => [d.objectID, d]));
  const sorted = [...docs].sort((a, b) => byObjectId(a.objectID, b.objectID));
  const boost: Record<string, number> = Object.fromEntries(fields.map((f) => [f, spec.fields[f] ?? 1]));

  type Partition = { readonly mini: MiniSearch<D>; readonly all: readonly D[] };
  const partitions = new Map<string, Partition>();
  type Ranked = { readonly nbHits: number; readonly head: readonly SearchResult[] };
  const answers = new LRUCache<string, Ranked>({ max: RESULT_CACHE_ENTRIES });

  /** The partition of a selection: only its documents, tokenized once, on first use. */
  function partitionOf(selection: FacetSelection): { key: string; partition: Partition } {
    const key = selectionKey(selection);
    let partition = partitions.get(key);
    if (partition === undefined) {
      const all = sorted.filter((doc) => matchesFacets(spec.facetsOf(doc), selection));
      const mini = new MiniSearch<D>({ idField: 'objectID', fields, storeFields: [], tokenize, processTerm: normalizeTerm });
      mini.addAll(all);
      partition = { mini, all };
      partitions.set(key, partition);
    }
    return { key, partition };
  }

  function documentOf(id: unknown): D {
    const doc = byId.get(String(id));
    // MiniSearch only returns ids it was given; a miss is a bug in this module, not bad input.
    if (doc === undefined) throw new Error(`local search index has no document ${String(id)}`);
    return doc;
  }

  function toHit(doc: D, q: EngineQuery, words: readonly string[], match: SearchResult['match'] | null): WireHit {
    const retrieve = q.attributesToRetrieve;
    const all = retrieve === undefined || retrieve.includes('*');
    const hit: Record<string, unknown> = {};
    for (const attribute of spec.retrievable) {
      if (all || retrieve.includes(attribute)) hit[attribute] = doc[attribute];
    }
    // Highlighting is work and bytes (about 1 kB a hit): done only for the attributes asked for.
    const toHighlight = q.attributesToHighlight;
    if (toHighlight === undefined || toHighlight.length === 0) return { ...hit, objectID: doc.objectID };
    const highlightAll = toHighlight.includes('*');
    const highlights: Record<string, HighlightResultOption> = {};
    for (const attribute of fields) {
      if (!highlightAll && !toHighlight.includes(attribute)) continue;
      const value = doc[attribute];
      if (typeof value !== 'string') continue;
      const inField = match === null ? [] : Object.keys(match).filter((term) => match[term]?.includes(attribute));
      highlights[attribute] = highlight(value, { matched: termMatches(inField, words), queryTerms: words });
    }
    return { ...hit, objectID: doc.objectID, _highlightResult: highlights };
  }

  /** The ranked answer of a query in a partition, from the cache when the same words were asked. */
  function ranked(key: string, partition: Partition, words: readonly string[], needed: number): Ranked {
    const cacheKey = `${key}|${words.join(' ')}`;
    const cached = answers.get(cacheKey);
    if (cached !== undefined && (cached.head.length >= needed || cached.head.length === cached.nbHits)) return cached;
    const results = partition.mini.search(words.join(' '), {
      combineWith: 'AND',
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => allowedTypos(term),
      boost,
    });
    const answer = { nbHits: results.length, head: topByScoreThenId(results, Math.max(needed, RESULT_CACHE_DEPTH)) };
    answers.set(cacheKey, answer);
    return answer;
  }

  function search(q: EngineQuery): EngineResult {
    const started = performance.now();
    const words = queryTerms(q.query).slice(0, MAX_QUERY_WORDS);
    const { key, partition } = partitionOf(q.facets);
    const start = q.page * q.hitsPerPage;
    const end = start + q.hitsPerPage;
    let nbHits: number;
    let pageHits: { readonly doc: D; readonly match: SearchResult['match'] | null }[];
    if (words.length === 0) {
      nbHits = partition.all.length;
      pageHits = partition.all.slice(start, end).map((doc) => ({ doc, match: null }));
    } else {
      const answer = ranked(key, partition, words, end);
      nbHits = answer.nbHits;
      pageHits = answer.head.slice(start, end).map((r) => ({ doc: documentOf(r.id), match: r.match }));
    }
    const nbPages = q.hitsPerPage > 0 ? Math.ceil(nbHits / q.hitsPerPage) : 0;
    const hits: WireHit[] = [];
    let bytes = 0;
    let overBudget = false;
    for (const { doc, match } of pageHits) {
      const hit = toHit(doc, q, words, match);
      if (q.maxBytes !== undefined) {
        bytes += Buffer.byteLength(JSON.stringify(hit)) + 1;
        if (bytes > q.maxBytes) {
          overBudget = true;
          break;
        }
      }
      hits.push(hit);
    }
    return {
      ...(overBudget ? { overBudget } : {}),
      hits,
      nbHits,
      page: q.page,
      nbPages,
      hitsPerPage: q.hitsPerPage,
      query: q.query,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  return { search, size: docs.length };
}

const CONTENT_SPEC: IndexSpec<ContentDocument> = {
  fields: { title: 3, label: 1.5, content: 1 },
  retrievable: ['content', 'date', 'image', 'label', 'title', 'type', 'url', 'locale'],
  facetsOf: (doc) => doc,
};

const PRODUCT_SPEC: IndexSpec<ProductDocument> = {
  fields: { name: 3, brandName: 2, description: 1 },
  // Everything a product document holds (the hit fields and the searched text): objectID comes back anyway.
  retrievable: productDocumentSchema.keyof().exclude(['objectID']).options,
  facetsOf: (doc) => doc,
};

export interface LocalSearchEngine {
  search(target: IndexTarget, query: EngineQuery): EngineResult;
  /** Documents per index (for the benchmark and diagnostics). */
  readonly sizes: { readonly content: Readonly<Record<Theme, number>>; readonly products: number };
}

/**
 * Builds the indexes (MiniSearch tokenizes every document once, here).
 * @example createLocalSearchEngine(loadSearchDocuments()).search({ kind: 'products' }, query)
 */
export function createLocalSearchEngine(documents: SearchDocuments): LocalSearchEngine {
  const content: Record<Theme, Index> = {
    main: createIndex(documents.content.main, CONTENT_SPEC),
    vet: createIndex(documents.content.vet, CONTENT_SPEC),
  };
  const products = createIndex(documents.products, PRODUCT_SPEC);
  return {
    search: (target, query) => (target.kind === 'content' ? content[target.theme] : products).search(query),
    sizes: { content: { main: content.main.size, vet: content.vet.size }, products: products.size },
  };
}
