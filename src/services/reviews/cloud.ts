/**
 * Ratings from a Bazaarvoice-style Conversations API (`/data/statistics.json`, API version 5.4):
 * one GET per 100 product ids, parsed with zod at the boundary. Every failure (timeout, network,
 * HTTP status, malformed body, vendor-reported errors) comes back as a typed ReviewsServiceError
 * inside a result; the service methods turn it into "no stars" and report it through `onError`,
 * so a reviews outage is logged, never thrown into a page.
 */
import { z } from '@/config/zod';
import { ReviewsServiceError, type RatingSummary, type ReviewsService } from './types';

/** The vendor's API version this parser was written against. */
const API_VERSION = '5.4';
/** The vendor documents at most 100 product ids per statistics request. */
const MAX_IDS_PER_REQUEST = 100;
/** Stars are decoration: a slow vendor must not hold a page's render for long. */
export const REVIEWS_TIMEOUT_MS = 2_000;
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
  readonly fetch?: typeof fetch;
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
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(statisticsUrl(options.baseUrl, options.apiKey, ids), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? REVIEWS_TIMEOUT_MS),
      next: { revalidate: REVALIDATE_SECONDS },
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      error: timedOut
        ? new ReviewsServiceError('timeout', `review service did not answer within ${options.timeoutMs ?? REVIEWS_TIMEOUT_MS} ms`)
        : new ReviewsServiceError('network', `review service unreachable: ${error instanceof Error ? error.message : String(error)}`),
    };
  }
  if (!response.ok) {
    return { ok: false, error: new ReviewsServiceError('http', `review service answered HTTP ${response.status}`, response.status) };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, error: new ReviewsServiceError('malformed', 'review service answered with a body that is not JSON') };
  }
  const parsed = statisticsResponseSchema.safeParse(body);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
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
