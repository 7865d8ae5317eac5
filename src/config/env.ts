/**
 * The only module that reads `process.env`. Every variable is validated once, with zod, the first
 * time it is needed (server start runs it from `src/instrumentation.ts`, so a malformed value stops
 * the server with a message that names the variable). An empty string counts as unset. Every
 * service key is optional: no key means the embedded local default of that service.
 */
import { z } from 'zod';
import { PAGE_BUILDER, type Locale } from './constants';

const unsetIfEmpty = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(unsetIfEmpty, z.string().trim().min(1).optional());
const optionalUrl = z.preprocess(unsetIfEmpty, z.url({ protocol: /^https?$/ }).optional());
const hostList = (fallback: readonly string[]) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .optional()
      .transform((raw) => (raw === undefined ? [...fallback] : raw.split(',').map((h) => h.trim().toLowerCase())))
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'expected a comma-separated list of host names, e.g. vet.example.com'),
        ),
      ),
  );
const originList = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined ? [] : raw.split(',').map((o) => o.trim())))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/, 'expected a comma-separated list of https origins, e.g. https://quiz.example.com'),
      ),
    ),
);

const positiveInt = (fallback: number) =>
  z.preprocess(unsetIfEmpty, z.coerce.number().int().positive().default(fallback));

/** Server-side variables. Names are the public contract documented in docs/operations.md, "Environment variables". */
const serverSchema = z
  .object({
    NODE_ENV: z.preprocess(unsetIfEmpty, z.enum(['development', 'production', 'test']).default('development')),
    /** Brand name shown across the site (spec: configurable). */
    BRAND_NAME: z.preprocess(unsetIfEmpty, z.string().trim().min(1).max(60).default('Brightbowl')),
    /** Hosts that serve the vet theme. */
    VET_HOSTS: hostList(['vet.localhost']),
    /**
     * Public origin of the consumer site (https://brightbowl.example). The server builds its own
     * URLs from it (JSON-LD, relative content data URLs, the vet site's link to it) instead of from
     * the visitor's Host header. MAIN_SITE_URL is its older name, still read when SITE_URL is unset.
     */
    SITE_URL: optionalUrl,
    MAIN_SITE_URL: optionalUrl,
    /** Public origin of the vet site (https://vet.brightbowl.example); its host also serves the vet theme. */
    VET_SITE_URL: optionalUrl,
    /**
     * Reverse proxies in front of the server that append to X-Forwarded-For (and set
     * X-Forwarded-Host/Proto). 0: the server faces visitors directly, so those headers are the
     * visitor's own words and are ignored; the socket address keys the rate limits.
     */
    TRUSTED_PROXY_HOPS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(10).default(0)),

    BUILDER_API_KEY: optionalString,
    /**
     * Where the server reads Builder's Content API (default https://cdn.builder.io): an origin
     * only, e.g. a caching proxy in front of Builder, or the loopback stub the editor-protocol e2e
     * test starts so a keyed server needs no network. Read only with BUILDER_API_KEY; the browser's
     * SDK (editor, preview) still talks to Builder itself.
     */
    BUILDER_CONTENT_API_ORIGIN: z.preprocess(
      unsetIfEmpty,
      z
        .url({ protocol: /^https?$/ })
        // zod runs a refinement even after the URL check failed, hence canParse.
        .refine((raw) => URL.canParse(raw) && new URL(raw).origin === raw.replace(/\/$/, ''), { message: 'expected an origin only (scheme, host and port), e.g. https://cdn.builder.io' })
        .transform((raw) => new URL(raw).origin)
        .optional(),
    ),
    BUILDER_API_VERSION: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .default(PAGE_BUILDER.defaultApiVersion)
        .refine((v) => (PAGE_BUILDER.apiVersions as readonly string[]).includes(v), {
          message: 'Invalid apiVersion: expected v1 or v3',
        }),
    ),
    /**
     * The shared secret Builder's publish webhook sends (`Authorization: Bearer <secret>`) to POST
     * /api/builder/webhook, which then drops the stored pages of the published content. Unset, that
     * route answers 404 like any unknown API path.
     */
    BUILDER_WEBHOOK_SECRET: z.preprocess(unsetIfEmpty, z.string().trim().min(32, 'expected at least 32 characters, e.g. from `openssl rand -hex 32`').optional()),
    /** Extra hosts that content data URLs (data.httpRequests) may be fetched from. */
    CONTENT_DATA_ALLOWED_HOSTS: hostList([]),
    /** Origins a Product Selector block may frame (the third-party quiz service), comma-separated. */
    PRODUCT_SELECTOR_EMBED_ORIGINS: originList,

    ALGOLIA_APP_ID: optionalString,
    ALGOLIA_SEARCH_KEY: optionalString,
    ALGOLIA_CONTENT_INDEX: optionalString,
    ALGOLIA_VET_CONTENT_INDEX: optionalString,
    ALGOLIA_PRODUCT_INDEX: optionalString,
    /**
     * Local search only: a JSON file of prepared documents ({ contentMain, contentVet, products })
     * that replaces the ones derived from the content and catalog fixtures (`npm run bench:search`
     * points it at its generated 20,000-document set).
     */
    SEARCH_DOCUMENTS_FILE: optionalString,

    KLAVIYO_PRIVATE_KEY: optionalString,
    KLAVIYO_LIST_ID: optionalString,

    TURNSTILE_SITE_KEY: optionalString,
    TURNSTILE_SECRET_KEY: optionalString,
    /** The HMAC key of the local bot check's ALTCHA challenges; a random per-process secret when unset. */
    LOCAL_CHALLENGE_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32).optional()),

    /** Video streaming service: 'mux' reads thumbnails and manifests by video id; 'local' plays fixtures. */
    VIDEO_SERVICE: z.preprocess(unsetIfEmpty, z.enum(['local', 'mux']).default('local')),

    /** Commerce (smart-buy) widget script per locale. */
    SMART_BUY_SCRIPT_URL_EN_US: optionalUrl,
    SMART_BUY_SCRIPT_URL_EN_CA: optionalUrl,
    SMART_BUY_SCRIPT_URL_EN_GB: optionalUrl,

    REVIEWS_API_URL: optionalUrl,
    REVIEWS_API_KEY: optionalString,

    TAG_MANAGER_ID: z.preprocess(unsetIfEmpty, z.string().regex(/^GTM-[A-Z0-9]+$/, 'expected GTM-XXXX').optional()),
    ACCESSIBILITY_WIDGET_URL: optionalUrl,
    SPEED_MEASUREMENT_URL: optionalUrl,
    CONSENT_MANAGER_URL: optionalUrl,

    /** Per-IP signups allowed per minute on POST /api/submit-klaviyo. */
    SIGNUP_RATE_LIMIT_PER_MINUTE: positiveInt(20),
    /**
     * Per-client budget of local search (the route and the /search page's server-side searches), in
     * bytes answered, refilled evenly over a minute. The site's own search answers about 10-20 kB,
     * so 2,000,000 allows 100+ ordinary searches a minute, but only two maximal (1 MB) answers.
     */
    SEARCH_BYTES_PER_MINUTE: positiveInt(2_000_000),
    /**
     * How long a rendered page may be shown again to visitors who send the same URL, host and
     * page cookies (src/server/http/page-cache.ts); 0 renders every request. Without the publish
     * webhook, staleness after a publish is at most this long. Default: see withPageCacheDefault.
     */
    PAGE_CACHE_SECONDS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(3600).optional()),
    /**
     * How long past PAGE_CACHE_SECONDS an expired copy may still be shown to visitors who arrive
     * while one visitor's request renders the fresh copy (stale-while-revalidate); 0 never shows one.
     */
    PAGE_CACHE_STALE_SECONDS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(3600).default(60)),
    /**
     * Page renders the server runs at once; more wait in a short queue, and beyond it an uncached
     * page is answered 503 with Retry-After while stored pages keep answering. One server renders
     * on one JavaScript thread, and each render at once adds its synchronous slices to the wait of
     * a stored view: under a flood of renders a visitor's stored `/` took p99 85-88 ms with 2 and
     * 235-276 ms with 6 (bench:pages, 2 cores). More at once only helps while renders wait on the
     * network (Builder's API on a content-cache miss): raise it where that is common.
     */
    PAGE_RENDERS_MAX: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(1000).default(2)),
    /**
     * Page renders one client (address, see TRUSTED_PROXY_HOPS) may have running or queued at once;
     * beyond it its uncached pages are answered 503 with Retry-After. A browser asks for a few at
     * once (a page and its link prefetches); one address flooding unique URLs gets no more.
     */
    PAGE_RENDERS_PER_CLIENT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(1000).default(4)),
    /** Memory the page cache may hold, in megabytes (least recently used pages go first). */
    PAGE_CACHE_MB: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(4096).default(64)),
    /** Where the local stores (SQLite) keep their files. */
    DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('.data')),
    /**
     * Registers the blocks that exist only to prove behaviour of the page renderer (the Test Broken
     * Block, which throws on purpose). Off by default; the Playwright server turns it on.
     */
    TEST_BLOCKS: z.preprocess(
      unsetIfEmpty,
      z
        .enum(['true', 'false'], { message: 'expected true or false' })
        .default('false')
        .transform((v) => v === 'true'),
    ),
    /**
     * The editor and design-review tools under /studio (quiz tuning, machine diagrams). Unset, they
     * are on in development and tests and off in production (`next start` runs with
     * NODE_ENV=production), so a deploy never serves them by accident; see studioEnabled below.
     */
    STUDIO_ENABLED: z.preprocess(
      unsetIfEmpty,
      z
        .enum(['true', 'false'], { message: 'expected true or false' })
        .optional()
        .transform((v) => (v === undefined ? undefined : v === 'true')),
    ),
  })
  .superRefine((env, ctx) => {
    const groups: Array<[string, readonly (keyof typeof env)[]]> = [
      [
        'Algolia',
        ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_CONTENT_INDEX', 'ALGOLIA_VET_CONTENT_INDEX', 'ALGOLIA_PRODUCT_INDEX'],
      ],
      ['Klaviyo', ['KLAVIYO_PRIVATE_KEY', 'KLAVIYO_LIST_ID']],
      ['Turnstile', ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY']],
      ['Reviews', ['REVIEWS_API_URL', 'REVIEWS_API_KEY']],
    ];
    for (const [service, keys] of groups) {
      const set = keys.filter((k) => env[k] !== undefined);
      if (set.length > 0 && set.length < keys.length) {
        for (const key of keys.filter((k) => env[k] === undefined)) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${service} is partly configured (${set.join(', ')} set): set ${key} too, or unset them all to use the local default`,
          });
        }
      }
    }
  });

/** STUDIO_ENABLED as set, else on outside production and off in it. */
const withStudioDefault = <E extends { NODE_ENV: string; STUDIO_ENABLED: boolean | undefined }>(e: E): E & { STUDIO_ENABLED: boolean } => ({
  ...e,
  STUDIO_ENABLED: e.STUDIO_ENABLED ?? e.NODE_ENV !== 'production',
});

/**
 * PAGE_CACHE_SECONDS as set, else 300 with Builder's publish webhook wired (a publish drops its
 * pages at once; the period then only bounds a scheduled page's start and what a missed webhook
 * costs) and 10 without it (a publish shows at most that late).
 */
const withPageCacheDefault = <E extends { PAGE_CACHE_SECONDS?: number | undefined; BUILDER_WEBHOOK_SECRET?: string | undefined }>(e: E): E & { PAGE_CACHE_SECONDS: number } => ({
  ...e,
  PAGE_CACHE_SECONDS: e.PAGE_CACHE_SECONDS ?? (e.BUILDER_WEBHOOK_SECRET === undefined ? 10 : 300),
});

type ParsedEnv = z.infer<typeof serverSchema>;
const withDefaults = (e: ParsedEnv): ParsedEnv & { STUDIO_ENABLED: boolean; PAGE_CACHE_SECONDS: number } => withPageCacheDefault(withStudioDefault(e));

const serverEnvSchema = serverSchema.transform(withDefaults);

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/**
 * Build-time variables, read by next.config.ts. BUILD_TYPECHECK=false skips `next build`'s own
 * TypeScript pass: `npm test` sets it because its typecheck step, run beside the build, checks
 * every tsconfig of the project (the build's pass covers one of them); on two cores the repeat was
 * about 40 s of the build. Any other build checks types as usual.
 */
const buildSchema = z.object({
  BUILD_TYPECHECK: z.preprocess(unsetIfEmpty, z.enum(['true', 'false']).default('true')).transform((value) => value === 'true'),
});

export function buildEnv(raw: Record<string, string | undefined> = process.env): { typecheck: boolean } {
  const result = buildSchema.safeParse(raw);
  if (!result.success) throw envError(result.error);
  return { typecheck: result.data.BUILD_TYPECHECK };
}

/** The consumer site's configured origin (SITE_URL, else its older name MAIN_SITE_URL), or undefined. */
export function siteUrl(e: ServerEnv = env()): string | undefined {
  return e.SITE_URL ?? e.MAIN_SITE_URL;
}

/** Thrown when the environment is malformed; the message names every bad variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses a raw environment (exported for tests; the app calls `env()`). */
/** A failed parse as the message that names each variable and what is wrong with it. */
function envError(error: z.ZodError): EnvError {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
}

export function parseEnv(raw: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(raw);
  if (!result.success) throw envError(result.error);
  return result.data;
}

let cached: ServerEnv | undefined;

/** The validated server environment (parsed once per process). */
export function env(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Which implementation each external service uses, decided once from the environment. */
export function serviceModes(e: ServerEnv = env()) {
  return {
    content: e.BUILDER_API_KEY ? 'builder' : 'local',
    search: e.ALGOLIA_APP_ID ? 'algolia' : 'local',
    newsletter: e.KLAVIYO_PRIVATE_KEY ? 'klaviyo' : 'local',
    botCheck: e.TURNSTILE_SITE_KEY ? 'turnstile' : 'local',
    video: e.VIDEO_SERVICE,
    reviews: e.REVIEWS_API_URL ? 'cloud' : 'local',
  } as const;
}

/** The smart-buy widget script for a locale, when the commerce service is configured there. */
export function smartBuyScriptUrl(locale: Locale, e: ServerEnv = env()): string | undefined {
  const byLocale: Record<Locale, string | undefined> = {
    'en-us': e.SMART_BUY_SCRIPT_URL_EN_US,
    'en-ca': e.SMART_BUY_SCRIPT_URL_EN_CA,
    'en-gb': e.SMART_BUY_SCRIPT_URL_EN_GB,
  };
  return byLocale[locale];
}
