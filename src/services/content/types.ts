/**
 * The content service's interface and the shapes it answers with. The content models themselves
 * (page, navigation, footer, FAQ, articles, …) and the entry they come in are zod schemas in
 * src/domain/content; blocks, routes and the search indexer only ever see those parsed shapes.
 */
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import type { AttributeValue } from '@/domain/content/targeting';
import type { ContentBreakpoints, ContentVariation } from '@/domain/content/entry';
import type { EntryDataByModel, EntryModel } from '@/domain/content/models';
import type { PageData } from '@/domain/content/page';
import type { SymbolData } from '@/domain/content/symbol';

/**
 * What a visitor is targeted by: `urlPath`, `locale` and `theme` come from the request; anything
 * else comes from the attributes cookie (see `parseAttributesCookie`).
 */
export type UserAttributes = Readonly<Record<string, AttributeValue | undefined>>;

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
  /** The content's own breakpoints (`meta.breakpoints`), when it sets them. */
  readonly breakpoints?: ContentBreakpoints | undefined;
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

/** One variation's id and its share of visitors, in Builder's draw order (see variationShares). */
export type VariationShare = { readonly id: string; readonly share: number };

export type ResolvedPage = {
  readonly content: ResolvedContent<PageData>;
  readonly abTest: AbTestAssignment | null;
  /**
   * The entry's A/B test, when it runs one: every variation's share in draw order (the page cache
   * draws for a cookie-less visitor with these before it looks for a stored copy of the page).
   */
  readonly test?: { readonly contentId: string; readonly shares: readonly VariationShare[] } | undefined;
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
  /**
   * A number in [0, 1) a fresh A/B draw uses instead of the service's own random source: the page
   * cache draws it, so it knows which variation a cookie-less visitor's page shows.
   */
  readonly draw?: number | undefined;
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

/** Symbols are targeted like data models: by the page's theme and locale. */
export type SymbolRequest = Pick<EntriesRequest, 'theme' | 'locale'>;

/**
 * One symbol entry as a lookup by model and id answers it, and as it is inlined into the Symbol
 * block (`symbol.content`) so both renderers draw it without fetching.
 */
export type SymbolContent = DataEntry<SymbolData> & {
  /**
   * The symbol's own A/B variations, when it runs a test (absent otherwise). Which one a visitor
   * sees is drawn with the page's cookie rules (chooseSymbolVariation) before it is inlined.
   */
  readonly variations?: readonly ContentVariation<SymbolData>[] | undefined;
  /** The default variation's share, when the symbol runs a test and the editor set it. */
  readonly testRatio?: number | undefined;
};

/** One symbol's A/B test as a page render met it: what was served and every variation's share. */
export type SymbolTestAssignment = {
  readonly abTest: AbTestAssignment;
  readonly shares: readonly VariationShare[];
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
  /**
   * One symbol entry by its model and id (what a Symbol block stored by reference names), when it
   * is published and targets this theme and locale; null when there is none, or when the model
   * name or id is not one a URL may carry (logged). Rejects with `ContentSourceError` when the
   * source itself fails.
   */
  getSymbol(model: string, entryId: string, request: SymbolRequest): Promise<SymbolContent | null>;
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
