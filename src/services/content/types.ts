/**
 * The app's own content types. Builder.io JSON (from fixtures or the Content API) is parsed into
 * these by `schema.ts`; blocks, routes and the search indexer only ever see these shapes.
 *
 * Blocks are the one deliberate exception: they stay in Builder's element shape
 * (`@type: '@builder.io/sdk:Element'`, `component: { name, options }`) because `@builder.io/react`
 * renders them as they are, and each block validates its own `options` with zod when it renders.
 */
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';

/** The content models the site reads (spec §3 "Content models referenced", plus page, navigation, footer). */
export const ENTRY_MODELS = [
  'brands',
  'ingredients',
  'reviews',
  'faq',
  'blog',
  'press',
  'products',
  'product-types',
  'product-listing-ct-as',
  'navigation',
  'footer',
  'search-settings',
] as const;
export type EntryModel = (typeof ENTRY_MODELS)[number];

/** The page model: one content item per URL (spec §9 "one content item per request"). */
export const PAGE_MODEL = 'page';
export type ContentModel = typeof PAGE_MODEL | EntryModel;
export const CONTENT_MODELS: readonly ContentModel[] = [PAGE_MODEL, ...ENTRY_MODELS];

/**
 * Builder's targeting operators. The editor offers the first seven; the two "or equal" forms are
 * accepted because Builder's own matcher (`filterWithCustomTargeting` in @builder.io/react) has them.
 */
export const QUERY_OPERATORS = [
  'is',
  'isNot',
  'contains',
  'startsWith',
  'endsWith',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqualTo',
  'lessThanOrEqualTo',
] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

export type AttributeScalar = string | number | boolean;
export type AttributeValue = AttributeScalar | readonly AttributeScalar[];

/** One targeting condition: `locale is en-gb`, `urlPath startsWith /blog`, `petType is [dog, cat]`. */
export type QueryRule = {
  readonly property: string;
  readonly operator: QueryOperator;
  /** A list means any-of for every operator except isNot, where it means none-of. */
  readonly value: AttributeValue;
};

/**
 * What a visitor is targeted by: `urlPath`, `locale` and `theme` come from the request; anything
 * else comes from the attributes cookie (see `parseAttributesCookie`).
 */
export type UserAttributes = Readonly<Record<string, AttributeValue | undefined>>;

/** A Builder block (element). Kept in Builder's shape: the SDK renders it. */
export type ContentBlock = {
  readonly '@type': '@builder.io/sdk:Element';
  readonly id?: string | undefined;
  readonly tagName?: string | undefined;
  readonly component?: { readonly name: string; readonly options?: Readonly<Record<string, unknown>> | undefined } | undefined;
  readonly children?: readonly ContentBlock[] | undefined;
  readonly [key: string]: unknown;
};

/** A data URL as Builder stores it: a plain URL string, or a `@builder.io/core:Request` object. */
export type HttpRequestSpec =
  | string
  | {
      readonly '@type': '@builder.io/core:Request';
      readonly request: { readonly url: string; readonly method?: string | undefined };
      readonly options?: Readonly<Record<string, unknown>> | undefined;
    };

/** The `data` of a page entry. Unknown Builder fields (inputs, jsCode, cssCode, …) pass through. */
export type PageData = {
  readonly blocks: readonly ContentBlock[];
  readonly url?: string | readonly string[] | undefined;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly hideHeader?: boolean | undefined;
  readonly hideFooter?: boolean | undefined;
  /** name → URL, fetched on the server (see data-urls.ts); results land in the page state under that name. */
  readonly httpRequests?: Readonly<Record<string, HttpRequestSpec>> | undefined;
  readonly state?: Readonly<Record<string, unknown>> | undefined;
  readonly [key: string]: unknown;
};

/** The search page's editor settings: the §2 'popular searches' suggestions, in order. */
export type SearchSettingsData = { readonly popularSearches: readonly string[] };

/** Spec §3 Navigation (CMS). */
export type NavigationDropdownItem = {
  readonly image: string;
  readonly imageAltText: string;
  readonly heading: string;
  readonly subheading?: string | undefined;
  readonly url: string;
};
export type NavigationItem =
  | { readonly type: 'link'; readonly label: string; readonly url: string }
  | {
      readonly type: 'dropdown';
      readonly label: string;
      readonly url?: string | undefined;
      /** Editor-picked tiles; ignored when `brands` is set (the tiles then come from the brands model). */
      readonly items: readonly NavigationDropdownItem[];
      readonly brands: boolean;
    };
export type LinkItem = { readonly label: string; readonly url: string };
export type NavigationData = {
  readonly navigationItems: readonly NavigationItem[];
  readonly additionalMobileLinks: readonly LinkItem[];
};

/** Spec §3 Footer (CMS). */
export type FooterColumn = { readonly heading?: string | undefined; readonly rows: readonly LinkItem[] };
export type FooterSocial = { readonly icon: string; readonly url: string; readonly image: string };
export type FooterData = {
  readonly columns: readonly FooterColumn[];
  readonly social: readonly FooterSocial[];
  /** The newsletter `source` field sent with a footer signup (spec §3, §7). */
  readonly klaviyoSource: string;
};

/** FAQ entries feed the FAQ blocks, the contact page and the content search index (type faq). */
export type FaqData = {
  readonly question: string;
  /** Plain text; paragraphs separated by blank lines. */
  readonly answer: string;
  readonly category: string;
  readonly url?: string | undefined;
};

/** An ingredient (§3 ingredients model): what the Ingredients Carousel and Ingredients Bowl blocks show. */
export type IngredientData = {
  readonly name: string;
  readonly image?: string | undefined;
  /** Empty when the image is decoration (the name already says what it shows). */
  readonly imageAltText: string;
  /** Why it's in the bowl: one or two sentences. */
  readonly why: string;
};

/** Blog and press articles; they feed Blog Grid / Related Articles and the search index (type blog). */
export type ArticleData = {
  readonly title: string;
  readonly slug: string;
  readonly url: string;
  /** ISO date (yyyy-mm-dd). */
  readonly date: string;
  readonly excerpt: string;
  readonly category: string;
  readonly image: string;
  readonly imageAltText: string;
  readonly author?: string | undefined;
  /** Plain text, paragraphs separated by blank lines: the body of an entry that has no `blocks`. */
  readonly body?: string | undefined;
  /** The article body as page-builder blocks (Blog Text, Blog Media), rendered inside Blog Article. */
  readonly blocks?: readonly ContentBlock[] | undefined;
};

/** Models whose field lists the spec does not show (§3): their data passes through unparsed. */
export type UntypedData = Readonly<Record<string, unknown>>;

export type EntryDataByModel = {
  readonly brands: UntypedData;
  readonly ingredients: IngredientData;
  readonly reviews: UntypedData;
  readonly faq: FaqData;
  readonly blog: ArticleData;
  readonly press: ArticleData;
  readonly products: UntypedData;
  readonly 'product-types': UntypedData;
  readonly 'product-listing-ct-as': UntypedData;
  readonly navigation: NavigationData;
  readonly footer: FooterData;
  readonly 'search-settings': SearchSettingsData;
};
export type DataByModel = EntryDataByModel & { readonly page: PageData };

/** One A/B variation of a content entry. */
export type ContentVariation<D> = {
  readonly id: string;
  readonly name: string;
  /** Share of visitors, 0..1. */
  readonly testRatio: number;
  readonly data: D;
};

/** A stored content entry with its targeting, schedule and A/B variations. */
export type ContentEntry<D> = {
  readonly id: string;
  readonly name: string;
  readonly data: D;
  /** All rules must match (AND); an empty list matches everyone. */
  readonly query: readonly QueryRule[];
  /** The other variations (the entry itself is the default variation). */
  readonly variations: readonly ContentVariation<D>[];
  /** Share of visitors who get the default variation; absent means "whatever the variations leave". */
  readonly testRatio?: number | undefined;
  /** Schedule window, epoch milliseconds, both ends inclusive. */
  readonly startDate?: number | undefined;
  readonly endDate?: number | undefined;
  readonly lastUpdated?: number | undefined;
  readonly published: 'published' | 'draft' | 'archived';
};

/** Spec §3 "Generic page-builder content object": what a renderer receives. */
export type ResolvedContent<D> = {
  readonly id: string;
  readonly name: string;
  readonly data: D;
  /** The variation served: a variation id, or the content id for the default. */
  readonly variationId: string;
  /** Set only for content under an A/B test. */
  readonly testVariationId?: string | undefined;
  readonly testVariationName?: string | undefined;
  readonly lastUpdated?: number | undefined;
};

/** A cookie the caller must set so an A/B assignment stays sticky. */
export type TestCookie = { readonly name: string; readonly value: string; readonly maxAgeSeconds: number };

export type AbTestAssignment = {
  readonly contentId: string;
  readonly variationId: string;
  readonly variationName: string;
  /** Present when the visitor was (re)assigned now; absent when the cookie already held a valid id. */
  readonly setCookie?: TestCookie | undefined;
};

/** Which personalization variant each container resolved to (for analytics and debugging). */
export type PersonalizationChoice = {
  readonly blockId: string;
  /** The winning variant's index and name, or null when the container's children (default) were used. */
  readonly variantIndex: number | null;
  readonly variantName: string | null;
};

export type ResolvedPage = {
  readonly content: ResolvedContent<PageData>;
  readonly abTest: AbTestAssignment | null;
  readonly personalization: readonly PersonalizationChoice[];
};

export type PageRequest = {
  readonly urlPath: string;
  readonly theme: Theme;
  readonly locale: Locale;
  /** Extra attributes (from the attributes cookie). urlPath, locale and theme here are ignored. */
  readonly attributes?: UserAttributes | undefined;
  /** Cookies by full name; only those named `builder.tests.<contentId>` are read. */
  readonly testCookies?: Readonly<Record<string, string | undefined>> | undefined;
};

/** Dotted-path equality on entry fields, e.g. `{ 'data.slug': 'fresh-start' }` (Builder's `query.*`). */
export type EntryFieldQuery = Readonly<Record<string, string | number | boolean>>;

export type EntriesRequest = {
  readonly theme: Theme;
  readonly locale: Locale;
  /** 1 to PAGE_BUILDER.getAllLimit (30); defaults to that limit. */
  readonly limit?: number | undefined;
  readonly offset?: number | undefined;
  readonly query?: EntryFieldQuery | undefined;
};

/** A data-model entry as consumers see it (targeting and schedule already applied). */
export type DataEntry<D> = {
  readonly id: string;
  readonly name: string;
  readonly data: D;
  readonly lastUpdated?: number | undefined;
};

export interface ContentService {
  /**
   * The page for a URL, theme and locale (one content item), with its A/B variation chosen and
   * personalization containers resolved; null when no published, in-window entry targets it.
   * Rejects with `ContentSourceError` when the source itself fails (never a raw fetch error).
   */
  getPage(request: PageRequest): Promise<ResolvedPage | null>;
  /** Entries of a data model that target this theme and locale, most specific first. */
  getEntries<M extends EntryModel>(model: M, request: EntriesRequest): Promise<readonly DataEntry<EntryDataByModel[M]>[]>;
}

export type ContentSourceErrorKind = 'http' | 'timeout' | 'network' | 'malformed';

/** A failure of the content source (Content API down, body unreadable, entry malformed). */
export class ContentSourceError extends Error {
  override name = 'ContentSourceError';
  constructor(
    readonly kind: ContentSourceErrorKind,
    message: string,
    readonly details: { readonly status?: number; readonly url?: string; readonly cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }
}

/** Where the service reports what it had to drop (bad entries, failed data URLs). */
export type ContentLogger = (message: string, details?: Readonly<Record<string, unknown>>) => void;
