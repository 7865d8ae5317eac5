/**
 * Every business number and list of spec §9, as named, typed constants.
 * Later code imports these; a literal of §9 anywhere else is a defect.
 * This module imports nothing, so every layer (engine included) may use it.
 */

/** §9 Layout. */
export const LAYOUT = {
  headerHeightPx: 60,
  mobileMenuWidthPx: 348,
  dropdownTilesPerRow: 8,
  resizeDebounceMs: 100,
  sectionMaxWidthPx: 1200,
  columnGapPx: 20,
} as const;

/** §9 responsive breakpoints: small up to 640, medium up to 991, large up to 1200 (inclusive upper bounds, px). */
export const BREAKPOINTS = {
  small: 640,
  medium: 991,
  large: 1200,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** §9 Search. */
export const SEARCH = {
  idleDelayMs: 1000,
  contentHitsPerPage: 3,
  productHitsPerPage: 100,
  excerptWords: 33,
  excerptEllipsis: '…',
  filters: ['all', 'products', 'faq', 'pages', 'blog'] as const,
  /**
   * §2 search page 'popular searches' when the CMS has no `search-settings` entry for the theme
   * (editors set them there, fixtures/content/search-settings/). The spec's list names "nature's
   * fresh", a product line of another brand that finds nothing here; this brand's own line, Wild
   * Plains, stands in its place.
   */
  popularSearches: ['where to buy', 'feeding guidelines', 'puppy', 'wild plains', 'sustainability'] as const,
} as const;
export type SearchFilter = (typeof SEARCH.filters)[number];

/** §9 Search client timeouts (against the cloud service). */
export const SEARCH_CLIENT_TIMEOUTS = {
  connectMs: 1_000,
  readMs: 2_000,
  writeMs: 30_000,
  /** A failing host is retried after this long. */
  hostRetryAfterMs: 120_000,
} as const;

/** §9 Locales. */
export const LOCALES = ['en-us', 'en-ca', 'en-gb'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-us';

/** §9 Images (also feeds next.config.ts). */
export const IMAGES = {
  defaultQuality: 75,
  deviceWidths: [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const,
  imageSizes: [16, 32, 48, 64, 96, 128, 256, 384] as const,
  productCardImageWidth: 480,
  productCardImageFormat: 'webp',
  pageBuilderImageWidthMin: 100,
  pageBuilderImageWidthMax: 2000,
  /** §5 images allowed in the editor. */
  editorAllowedTypes: ['jpeg', 'svg', 'png'] as const,
} as const;


/** §4: the video modal treats screens at most this high, and wider than high, as landscape. */
export const VIDEO_MODAL_LANDSCAPE_MAX_HEIGHT_PX = 600;

/** §9 Timing and motion. */
export const TIMING = {
  loadingDelayMs: 200,
  smartButtonRefreshMs: 1_000,
  tickerSecondsPerSegment: 15,
  scrollAnimationThrottleMs: 200,
} as const;

/** §9 Page builder. */
export const PAGE_BUILDER = {
  getAllLimit: 30,
  itemsPerPageRequest: 1,
  sessionCookieLifetimeMinutes: 30,
  abTestCookieDays: 30,
  speedSampleRate: 0.05,
  /** §7: cookies whose names start with this carry A/B test assignments. */
  testsCookiePrefix: 'builder.tests.',
  defaultApiVersion: 'v3',
  apiVersions: ['v1', 'v3'] as const,
} as const;
export type BuilderApiVersion = (typeof PAGE_BUILDER.apiVersions)[number];

/** §9 Quiz weights. */
export const QUIZ_WEIGHTS = {
  defaultWeight: 5,
  lovedProteinsWeight: 9,
} as const;

/**
 * The words a quiz result's match reads in, from its share (%) of what a safe recipe can meet for
 * the pet: the first pick is always "Best match"; the rest read "Great" from 80, "Good" from 50, and
 * "Fair" below. Chosen against the studio's sample pets, whose runner-ups mostly sit between 60 and
 * 90: "Great" is kept for recipes that miss at most one ordinary wish of a typical five.
 */
export const QUIZ_MATCH_WORDS = {
  greatFromPercent: 80,
  goodFromPercent: 50,
} as const;

/**
 * How many meals a day a topper's daily amount is split over when the results give it per meal.
 */
export const TOPPER_MEALS_PER_DAY = 2;

/**
 * The quiz's catalog slice (/api/quiz/catalog): the catalog changes with a deploy, not per visit,
 * so browsers keep it a few minutes and shared caches serve a stale copy while refreshing.
 */
export const QUIZ_CATALOG_CACHE = {
  maxAgeSeconds: 300,
  staleWhileRevalidateSeconds: 3600,
} as const;

/** The Product Selector block's embedded quiz frame height (px): the editor's default and bounds. */
export const PRODUCT_SELECTOR_FRAME = {
  defaultHeightPx: 760,
  minHeightPx: 320,
  maxHeightPx: 2400,
} as const;


/** §9 Contact topics. */
export const CONTACT_TOPICS = [
  'feeding and ingredients',
  'write a testimonial',
  'problem or concern',
  'where to buy',
  'careers',
  'reach marketing team',
  'other',
] as const;

/** §9 Product Listing v2 default filters. */
export const PRODUCT_LISTING_V2_DEFAULT_FILTERS = [
  'bestseller',
  'small dog',
  'large dog',
  'puppy',
  'no poultry',
  'single protein',
  'grain-free',
  'digestive issues',
  'skin issues',
  'joint pain',
] as const;

/** §3 Vet Product Listing dietary needs filters, all on by default. */
export const VET_DIETARY_NEEDS_FILTERS = [
  'lowest sodium',
  'lowest fat',
  'highest fiber',
  'lowest phosphorus',
  'lowest copper',
  'lowest protein',
  'lowest magnesium',
  'lowest calorie',
  'highest calorie',
  'highest omega 3 fatty acids',
] as const;
export type VetDietaryNeedsFilter = (typeof VET_DIETARY_NEEDS_FILTERS)[number];

/**
 * The local store locator (§2 /where-to-buy). Not §9 numbers: the spec leaves the locator to the
 * commerce service; these are the local stand-in's choices, named here like every other number.
 */
export const STORE_LOCATOR = {
  /** Stores farther than this from the searched place are not listed. */
  searchRadiusKm: 80,
  /** At most this many stores are listed, nearest first. */
  maxResults: 10,
  /** Longest place query accepted (a city name or postal code). */
  maxQueryLength: 60,
  /** Kilometres per mile, for the locales that show miles. */
  kmPerMile: 1.609344,
  /**
   * Decimals a visitor's position keeps in the address bar: three are about 100 m, enough to list
   * the nearest stores and too coarse to pin down a home in a shared or logged URL.
   */
  positionDecimals: 3,
  /** How long the browser may take to produce a position once allowed (its own timeout). */
  positionTimeoutMs: 10_000,
  /** A position the browser already has is good for this long: a store search needs no fresh fix. */
  positionMaximumAgeMs: 300_000,
  /**
   * How long "Use my location" waits in all, permission prompt included, before it says it took too
   * long: a prompt left unanswered never settles the browser's request.
   */
  locateGiveUpMs: 30_000,
} as const;

/** §9 / §3 Button sizes and styles. */
export const BUTTON_SIZES = ['Sm', 'Md', 'Lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const BUTTON_STYLES = ['Solid', 'Outline', 'Link'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

/** §3 Editor background colours. */
export const EDITOR_BACKGROUND_COLORS = [
  'Transparent',
  'White',
  'Light Green',
  'Light Leaf',
  'Dark Green',
  'Light Blue',
  'Light Beige',
  'Light Orange',
  'Fuchsia',
  'Light Fuchsia',
  'Fuchsia Gradient 1',
  'Fuchsia Gradient 2',
] as const;
export type EditorBackgroundColor = (typeof EDITOR_BACKGROUND_COLORS)[number];


/** §3 Feeding guidelines: cups None, or 0.5 to 5 in halves. */
export const FEEDING_CUPS = {
  min: 0.5,
  max: 5,
  step: 0.5,
} as const;

