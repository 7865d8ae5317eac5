/**
 * Ratings from a Bazaarvoice-style Conversations API (`/data/statistics.json`, API version 5.4):
 * one GET per 100 product ids, parsed with zod at the boundary. Every failure (timeout, network,
 * HTTP status, malformed body, vendor-reported errors) comes back as a typed ReviewsServiceError
 * inside a result; the service methods turn it into "no stars" and report it through `onError`,
 * so a reviews outage is logged, never thrown into a page.
 */
import { z } from 'zod';
import { formatIssues } from '@/domain/zod-issues';
import { outboundFetch, type OutboundFetch } from '@/services/http/outbound';
import { ReviewsServiceError, type RatingSummary, type ReviewsService } from './types';

/** The vendor's API version this parser was written against. */
const API_VERSION = '5.4';
/** The vendor documents at most 100 product ids per statistics request. */
const MAX_IDS_PER_REQUEST = 100;
/** Stars are decoration: a slow vendor must not hold a page's render for long. */
const REVIEWS_TIMEOUT_MS = 2_000;
/** Largest statistics answer read (100 products' statistics are a few kB). */
const REVIEWS_MAX_BYTES = 1_000_000;
/** Ratings move slowly; let Next's data cache serve them for an hour. */
const REVALIDATE_SECONDS = 3_600;

const statisticsResponseSchema = z.object({
  HasErrors: z.boolean(),
  Errors: z.array(z.object({ Code: z.string().optional(), Message: z.string().optional() })).default([]),
  Results: z
    .array(
      z.object({
        ProductStatistics: z.object({
          ProductId: z.string().min(1),
          ReviewStatistics: z
            .object({
              AverageOverallRating: z.number().min(0).max(5).nullable(),
              TotalReviewCount: z.number().int().nonnegative(),
            })
            .nullish(),
        }),
      }),
    )
    .default([]),
});

export type CloudReviewsOptions = {
  /** e.g. https://api.bazaarvoice.com (REVIEWS_API_URL) */
  readonly baseUrl: string;
  /** The passkey (REVIEWS_API_KEY); server-side only. */
  readonly apiKey: string;
  readonly fetch?: OutboundFetch;
  readonly timeoutMs?: number;
  /** Where failures are reported; defaults to a server log line. */
  readonly onError?: (error: ReviewsServiceError) => void;
};

export type StatisticsResult =
  | { readonly ok: true; readonly summaries: ReadonlyMap<string, RatingSummary> }
  | { readonly ok: false; readonly error: ReviewsServiceError };

function statisticsUrl(baseUrl: string, apiKey: string, ids: readonly string[]): URL {
  const url = new URL('data/statistics.json', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('apiversion', API_VERSION);
  url.searchParams.set('passkey', apiKey);
  url.searchParams.set('stats', 'Reviews');
  url.searchParams.set('filter', `productid:${ids.join(',')}`);
  return url;
}

async function fetchChunk(ids: readonly string[], options: CloudReviewsOptions): Promise<StatisticsResult> {
  const url = statisticsUrl(options.baseUrl, options.apiKey, ids);
  const timeoutMs = options.timeoutMs ?? REVIEWS_TIMEOUT_MS;
  // The configured service's own host only, no redirects, a deadline and a capped body.
  const result = await outboundFetch(
    url.href,
    { headers: { accept: 'application/json' }, next: { revalidate: REVALIDATE_SECONDS } },
    {
      allowedHosts: [url.host],
      protocols: ['https:', 'http:'],
      timeoutMs,
      maxBytes: REVIEWS_MAX_BYTES,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    },
  );
  if (!result.ok) {
    if (result.reason === 'timeout') return { ok: false, error: new ReviewsServiceError('timeout', `review service did not answer within ${timeoutMs} ms`) };
    if (result.reason === 'network') return { ok: false, error: new ReviewsServiceError('network', `review service unreachable: ${result.message}`) };
    return { ok: false, error: new ReviewsServiceError('http', `review service refused: ${result.message}`, result.status) };
  }
  const response = result.answer;
  if (!response.ok) {
    return { ok: false, error: new ReviewsServiceError('http', `review service answered HTTP ${response.status}`, response.status) };
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text) as unknown;
  } catch {
    return { ok: false, error: new ReviewsServiceError('malformed', 'review service answered with a body that is not JSON') };
  }
  const parsed = statisticsResponseSchema.safeParse(body);
  if (!parsed.success) {
    const where = formatIssues(parsed.error, { separator: '; ' });
    return { ok: false, error: new ReviewsServiceError('malformed', `unexpected statistics shape: ${where}`) };
  }
  if (parsed.data.HasErrors) {
    const messages = parsed.data.Errors.map((e) => [e.Code, e.Message].filter(Boolean).join(': ')).join('; ');
    return { ok: false, error: new ReviewsServiceError('vendor', `review service reported errors: ${messages || 'unspecified'}`) };
  }
  const summaries = new Map<string, RatingSummary>();
  for (const { ProductStatistics: stats } of parsed.data.Results) {
    const review = stats.ReviewStatistics;
    if (review && review.TotalReviewCount > 0 && review.AverageOverallRating !== null) {
      summaries.set(stats.ProductId, { average: review.AverageOverallRating, count: review.TotalReviewCount });
    }
  }
  return { ok: true, summaries };
}

/**
 * Rating statistics for the given ids (deduplicated, 100 per request). One failed request fails
 * the whole answer: a listing with stars on some cards only would look broken, not partial.
 */
export async function fetchRatingStatistics(ids: readonly string[], options: CloudReviewsOptions): Promise<StatisticsResult> {
  const unique = [...new Set(ids.filter((id) => id.length > 0))];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += MAX_IDS_PER_REQUEST) chunks.push(unique.slice(i, i + MAX_IDS_PER_REQUEST));
  const results = await Promise.all(chunks.map((chunk) => fetchChunk(chunk, options)));
  const summaries = new Map<string, RatingSummary>();
  for (const result of results) {
    if (!result.ok) return result;
    for (const [id, summary] of result.summaries) summaries.set(id, summary);
  }
  return { ok: true, summaries };
}

export function createCloudReviews(options: CloudReviewsOptions): ReviewsService {
  const report =
    options.onError ??
    ((error: ReviewsServiceError) => {
      console.warn(`[reviews] ${error.kind}: ${error.message}`);
    });
  const summaries = async (ids: readonly string[]): Promise<ReadonlyMap<string, RatingSummary>> => {
    if (ids.length === 0) return new Map();
    const result = await fetchRatingStatistics(ids, options);
    if (result.ok) return result.summaries;
    report(result.error);
    return new Map();
  };
  return {
    ratingSummary: async (id) => (await summaries([id])).get(id) ?? null,
    ratingSummaries: summaries,
  };
}
