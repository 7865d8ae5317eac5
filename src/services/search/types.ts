/**
 * The app's search types: what pages, the search panel and the search machine see. Algolia's wire
 * shapes (protocol.ts) stop at the service boundary (algolia.ts parses hits into these).
 */
import type { ProductSearchHit as IndexProductSearchHit } from '@/domain/product/search-hit';
import type { Locale, SearchFilter } from '@/config/constants';
import type { Theme } from '@/config/themes';

/** §3 Content search hit `type`. */
export const CONTENT_TYPES = ['page', 'faq', 'blog'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** §7: a document shown in every locale carries this locale value instead of one of LOCALES. */
export const MULTI_LOCALE = 'multi';
export type DocumentLocale = Locale | typeof MULTI_LOCALE;

/** The index names a search client talks to; the content index depends on the theme (§7). */
export type SearchIndexNames = {
  readonly content: string;
  readonly vetContent: string;
  readonly products: string;
};

/** §3 Content search hit, plus the highlighted title and content. */
export type ContentSearchHit = {
  readonly objectID: string;
  readonly title: string;
  readonly content: string;
  /** ISO date (YYYY-MM-DD or a full timestamp); null when the record has none. */
  readonly date: string | null;
  /** Image URL; null shows the placeholder (§2 blog result). */
  readonly image: string | null;
  readonly label: string;
  readonly type: ContentType;
  /** A path inside the locale, or an absolute URL. */
  readonly url: string;
  /**
   * The title and content as HTML: the record text HTML-escaped, with `<mark>` around matched
   * words and no other markup. Safe for `dangerouslySetInnerHTML`.
   */
  readonly titleHtml: string;
  readonly contentHtml: string;
};

/**
 * A product search hit as the search service returns it: the product hit (one schema,
 * src/domain/product/search-hit.ts, which refuses unsafe links and bad UPCs) plus its highlighted
 * name. `productFromSearchHit` maps it to a `Product`.
 */
export type ProductSearchHit = IndexProductSearchHit & {
  /** The name as HTML (escaped, `<mark>` around matched words). */
  readonly nameHtml: string;
};

export type ContentSearchRequest = {
  readonly query: string;
  /** 1-based, as the UI shows it; the index is asked for `page - 1` (§7). */
  readonly page: number;
  readonly filter: SearchFilter;
  readonly locale: Locale;
  readonly theme: Theme;
};

export type ProductSearchRequest = {
  readonly query: string;
  readonly locale: Locale;
};

export type ContentSearchResults = {
  readonly query: string;
  readonly hits: readonly ContentSearchHit[];
  readonly nbHits: number;
  /** 1-based. */
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
};

export type ProductSearchResults = {
  readonly query: string;
  readonly hits: readonly ProductSearchHit[];
  readonly nbHits: number;
};

/** What the search page shows for one query: the chosen filter decides which parts are asked. */
export type SearchResponse = {
  readonly query: string;
  readonly filter: SearchFilter;
  /** 1-based content page. */
  readonly page: number;
  /** null when the filter is 'products'. */
  readonly content: ContentSearchResults | null;
  /** null unless the filter is 'all' or 'products'. */
  readonly products: ProductSearchResults | null;
  /** §2 heading '{n} result(s)': content hits plus product hits of the parts asked. */
  readonly total: number;
};

/**
 * The app's search service. One implementation (algolia.ts) over the real algoliasearch client:
 * against Algolia when it is configured, against the local route (/api/search) otherwise.
 */
export interface SearchService {
  /** Both parts the filter asks for, in one multi-query request. */
  search(request: ContentSearchRequest): Promise<SearchResponse>;
  searchContent(request: ContentSearchRequest): Promise<ContentSearchResults>;
  searchProducts(request: ProductSearchRequest): Promise<ProductSearchResults>;
}
