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
import type { ReviewSubmission } from '@/domain/reviews/submission-schema';
import { reviewPage, REVIEWS_PAGE_SIZE, type Review, type ReviewPage, type ReviewSort } from '@/domain/reviews/review';
import { UnknownProductError } from './unknown-product';
import { ReviewsServiceError, type RatingSummary, type ReviewsService, type SubmitReviewResult } from './types';

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

export type BazaarvoiceReviewsOptions = {
  /** e.g. https://api.bazaarvoice.com (REVIEWS_API_URL) */
  readonly baseUrl: string;
  /** The passkey (REVIEWS_API_KEY); server-side only. */
  readonly apiKey: string;
  readonly fetch?: OutboundFetch;
  readonly timeoutMs?: number;
  /** Where failures are reported; defaults to a server log line. */
  readonly onError?: (error: ReviewsServiceError) => void;
  /** Review-service ids a review may be written for; others are refused before the vendor is asked. */
  readonly isKnownProduct?: (productId: string) => boolean | Promise<boolean>;
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

async function fetchChunk(ids: readonly string[], options: BazaarvoiceReviewsOptions): Promise<StatisticsResult> {
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
export async function fetchRatingStatistics(ids: readonly string[], options: BazaarvoiceReviewsOptions): Promise<StatisticsResult> {
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

/** The vendor's sort keys for the site's review sorts. */
const VENDOR_SORT: Readonly<Record<ReviewSort, string>> = {
  newest: 'SubmissionTime:desc',
  highest: 'Rating:desc',
  lowest: 'Rating:asc',
  'most-helpful': 'TotalPositiveFeedbackCount:desc',
};

const reviewsResponseSchema = z.object({
  HasErrors: z.boolean(),
  TotalResults: z.number().int().nonnegative().default(0),
  Results: z
    .array(
      z.object({
        Id: z.union([z.string(), z.number()]).transform(String),
        ProductId: z.string().min(1),
        Rating: z.number().int().min(1).max(5),
        Title: z.string().nullish(),
        ReviewText: z.string().nullish(),
        UserNickname: z.string().nullish(),
        SubmissionTime: z.string(),
        TotalPositiveFeedbackCount: z.number().int().nonnegative().default(0),
        ContextDataValues: z.record(z.string(), z.object({ Value: z.string() })).default({}),
      }),
    )
    .default([]),
});

const submitResponseSchema = z.object({
  HasErrors: z.boolean(),
  Review: z.object({ Id: z.union([z.string(), z.number()]).transform(String) }).nullish(),
});

/** Reads one vendor JSON answer through the outbound path, as fetchChunk does. */
async function vendorJson(url: URL, init: RequestInit, options: BazaarvoiceReviewsOptions): Promise<{ ok: true; body: unknown } | { ok: false; error: ReviewsServiceError }> {
  const timeoutMs = options.timeoutMs ?? REVIEWS_TIMEOUT_MS;
  const result = await outboundFetch(url.href, init, {
    allowedHosts: [url.host],
    protocols: ['https:', 'http:'],
    timeoutMs,
    maxBytes: REVIEWS_MAX_BYTES,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  if (!result.ok) return { ok: false, error: new ReviewsServiceError(result.reason === 'timeout' ? 'timeout' : 'network', `review service: ${result.message}`) };
  if (!result.answer.ok) return { ok: false, error: new ReviewsServiceError('http', `review service answered HTTP ${result.answer.status}`, result.answer.status) };
  try {
    return { ok: true, body: JSON.parse(result.answer.text) as unknown };
  } catch {
    return { ok: false, error: new ReviewsServiceError('malformed', 'review service answered with a body that is not JSON') };
  }
}

function vendorUrl(baseUrl: string, file: string): URL {
  return new URL(`data/${file}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/** One page of a product's reviews from the vendor (`/data/reviews.json`), in the vendor's order. */
async function fetchReviewPage(
  productId: string,
  query: { readonly sort: ReviewSort; readonly page: number; readonly pageSize?: number },
  summary: RatingSummary | null,
  options: BazaarvoiceReviewsOptions,
): Promise<{ ok: true; page: ReviewPage } | { ok: false; error: ReviewsServiceError }> {
  const pageSize = query.pageSize ?? REVIEWS_PAGE_SIZE;
  const page = Math.max(1, Math.trunc(query.page) || 1);
  const url = vendorUrl(options.baseUrl, 'reviews.json');
  url.searchParams.set('apiversion', API_VERSION);
  url.searchParams.set('passkey', options.apiKey);
  url.searchParams.set('filter', `productid:${productId}`);
  url.searchParams.set('sort', VENDOR_SORT[query.sort]);
  url.searchParams.set('limit', String(pageSize));
  url.searchParams.set('offset', String((page - 1) * pageSize));
  const answer = await vendorJson(url, { headers: { accept: 'application/json' }, next: { revalidate: 300 } }, options);
  if (!answer.ok) return answer;
  const parsed = reviewsResponseSchema.safeParse(answer.body);
  if (!parsed.success || parsed.data.HasErrors) return { ok: false, error: new ReviewsServiceError(parsed.success ? 'vendor' : 'malformed', 'unexpected reviews answer') };
  const items: Review[] = parsed.data.Results.map((r) => ({
    id: r.Id,
    productId: r.ProductId,
    rating: r.Rating,
    title: r.Title?.trim() || 'Review',
    text: r.ReviewText?.trim() || '',
    author: r.UserNickname?.trim() || 'A pet parent',
    petName: r.ContextDataValues.PetName?.Value ?? '',
    petType: r.ContextDataValues.PetType?.Value === 'cat' ? 'cat' : 'dog',
    date: r.SubmissionTime.slice(0, 10),
    helpfulCount: r.TotalPositiveFeedbackCount,
  }));
  const total = parsed.data.TotalResults;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // The vendor already sorted and sliced; reviewPage only frames the answer the way the local service does.
  const framed = reviewPage(items, { sort: query.sort, page: 1, pageSize });
  return { ok: true, page: { ...framed, items, page: Math.min(page, pageCount), pageCount, total, summary } };
}

/** Posts a written review to the vendor (`/data/submitreview.json`); the vendor moderates it. */
async function submitVendorReview(
  submission: ReviewSubmission,
  options: BazaarvoiceReviewsOptions,
): Promise<SubmitReviewResult> {
  const url = vendorUrl(options.baseUrl, 'submitreview.json');
  const form = new URLSearchParams({
    apiversion: API_VERSION,
    passkey: options.apiKey,
    action: 'submit',
    productid: submission.productId,
    rating: String(submission.rating),
    title: submission.title,
    reviewtext: submission.text,
    usernickname: submission.nickname,
    useremail: submission.email,
    agreedtotermsandconditions: 'true',
    contextdatavalue_PetName: submission.petName,
    contextdatavalue_PetType: submission.petType,
  });
  const answer = await vendorJson(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form.toString() }, options);
  if (!answer.ok) return { ok: false, reason: 'unavailable', message: answer.error.message };
  const parsed = submitResponseSchema.safeParse(answer.body);
  if (!parsed.success || parsed.data.HasErrors || !parsed.data.Review) return { ok: false, reason: 'unavailable', message: 'the review service did not accept the review' };
  return { ok: true, id: parsed.data.Review.Id, status: 'pending' };
}

export function createBazaarvoiceReviews(options: BazaarvoiceReviewsOptions): ReviewsService {
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
  const ratingSummary = async (id: string) => (await summaries([id])).get(id) ?? null;
  return {
    ratingSummary,
    ratingSummaries: summaries,
    productReviews: async (id, query) => {
      const summary = await ratingSummary(id);
      const result = await fetchReviewPage(id, query, summary, options);
      if (result.ok) return result.page;
      report(result.error);
      return reviewPage([], query);
    },
    submitReview: async (submission) => {
      if (options.isKnownProduct && !(await options.isKnownProduct(submission.productId))) throw new UnknownProductError(submission.productId);
      return submitVendorReview(submission, options);
    },
  };
}
