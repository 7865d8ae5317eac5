/**
 * The review routes:
 * - POST /api/reviews: a review written on /write-a-review. JSON up to 16 kB, validated with the
 *   same schema the form's rules come from; 400 `{ error, field }` names the first bad field; 403
 *   without a passing bot check (`x-bot-check-token`); 429 with Retry-After; 409 `{ error, field:
 *   'email' }` when that email already has a pending or published review of the product (one per
 *   email per product); 429 when the email or the client already has the most reviews waiting for
 *   moderation (PENDING_REVIEW_LIMITS); 503 when it could not be stored. 200 `{ results: { id, status: 'pending' } }` only once the review is on disk (or the
 *   review service accepted it).
 * - GET /api/reviews?product=…&sort=…&page=…&pageSize=…: one page of a product's published reviews (the
 *   Reviews from a review service block reads it).
 * - GET /api/reviews/ratings?ids=BBL-1,BBL-2: the star summaries of up to 100 products at once, for
 *   product cards built in the browser (search results); ids without reviews are absent. 400 names the limit.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '@/config/constants';
import { REVIEWS_PAGE_SIZE } from '@/domain/reviews/review';
import { reviewListQuerySchema } from '@/domain/reviews/review-schema';
import { REVIEW_MESSAGES } from '@/domain/reviews/submission';
import { reviewSubmissionSchema } from '@/domain/reviews/submission-schema';
import { VISITOR_ERROR_CODES, type BotCheck } from '@/services/bot-check/types';
import { clientIdentity } from '@/server/http/client-ip';
import { describeIssue, parseBody } from '@/server/http/parse-request';
import { retryAfterHeaders, type RateLimiter } from '@/server/http/rate-limit';
import { errorResponse, jsonResponse, withErrorBoundary } from '@/server/http/responses';
import type { ReviewsService } from '@/services/reviews/types';
import { UnknownProductError } from '@/services/reviews/unknown-product';
import { BOT_CHECK_TOKEN_HEADER } from '@/domain/bot-check-token';

const REVIEWS_MAX_BODY_BYTES = 16 * 1024;

/** One search answer shows at most 100 products (§9), so one ratings request covers it. */
const RATINGS_MAX_IDS = 100;

const REVIEWS_HTTP_MESSAGES = {
  tooMany: 'Too many reviews from your address; please wait a minute and try again.',
  botCheckMissing: 'Complete the check that you are human, then send your review again.',
  botCheckRefused: 'The check that you are human did not pass; please try again.',
  botCheckUnavailable: 'The bot check is unavailable right now; please try again shortly.',
  storeUnavailable: 'Your review could not be saved right now; please try again shortly.',
  badProduct: 'Name a product with ?product=.',
  badRatingIds: `Name 1 to ${RATINGS_MAX_IDS} products, separated by commas, with ?ids=.`,
} as const;

export type ReviewsHandlerDeps = {
  readonly reviews: ReviewsService;
  readonly rateLimiter: RateLimiter;
  readonly botCheck: BotCheck;
  readonly now: () => number;
  readonly clientKey?: (request: Request) => string;
  readonly logError?: (message: string, detail: unknown) => void;
};

const OWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(REVIEW_MESSAGES));
const localeSchema = z.enum(LOCALES).catch('en-us');
/** A block shows 1 to 20 reviews a page; anything else falls back to the default. */
const pageSizeSchema = z.coerce.number().int().min(1).max(20).catch(REVIEWS_PAGE_SIZE);
const productSchema = z.string().trim().min(1).max(64);
const ratingIdsSchema = z
  .string()
  .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
  .pipe(z.array(productSchema).min(1).max(RATINGS_MAX_IDS));

export function createReviewsHandlers(deps: ReviewsHandlerDeps): {
  POST: (request: Request) => Promise<Response>;
  GET: (request: Request) => Promise<Response>;
  RATINGS: (request: Request) => Promise<Response>;
} {
  const logError = deps.logError ?? ((message, detail) => console.error(message, detail));

  const POST = withErrorBoundary(
    'POST /api/reviews',
    async (request: Request) => {
      const ip = (deps.clientKey ?? ((r: Request) => clientIdentity(r.headers, 0)))(request);
      const verdict = deps.rateLimiter.hit(ip, deps.now());
      if (!verdict.allowed) return errorResponse(429, REVIEWS_HTTP_MESSAGES.tooMany, retryAfterHeaders(verdict));

      const body = await parseBody(request, z.unknown(), { maxBytes: REVIEWS_MAX_BODY_BYTES, accept: ['json'] });
      if (!body.ok) return body.response;
      const parsed = reviewSubmissionSchema.safeParse(body.data, { reportInput: true });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path[0];
        // The form's own messages are kept as written; zod's generic ones are rephrased naming the field.
        const message = issue ? (OWN_MESSAGES.has(issue.message) ? issue.message : describeIssue(issue)) : 'The review is not valid.';
        return jsonResponse({ error: message, ...(typeof field === 'string' ? { field } : {}) }, 400);
      }

      const token = request.headers.get(BOT_CHECK_TOKEN_HEADER) ?? '';
      const check = token === '' ? null : await deps.botCheck.verify(token, { remoteIp: ip, now: deps.now() });
      if (check === null) return errorResponse(403, REVIEWS_HTTP_MESSAGES.botCheckMissing);
      if (!check.success) {
        if (check.errorCodes.some((code) => !VISITOR_ERROR_CODES.has(code))) {
          logError('Review bot check unavailable', check.errorCodes.join(', '));
          return errorResponse(503, REVIEWS_HTTP_MESSAGES.botCheckUnavailable);
        }
        return errorResponse(403, REVIEWS_HTTP_MESSAGES.botCheckRefused);
      }

      const locale: Locale = localeSchema.parse(new URL(request.url).searchParams.get('locale') ?? undefined);
      let result;
      try {
        result = await deps.reviews.submitReview(parsed.data, { locale, client: ip });
      } catch (error) {
        if (error instanceof UnknownProductError) return jsonResponse({ error: REVIEW_MESSAGES.unknownProduct, field: 'productId' }, 400);
        throw error;
      }
      if (!result.ok) {
        // One review per email per product: a second is refused (not merged into the first), so
        // nobody who knows an address can overwrite the review waiting under it.
        if (result.reason === 'duplicate') return jsonResponse({ error: REVIEW_MESSAGES.alreadyReviewed, field: 'email' }, 409);
        if (result.reason === 'too-many-pending') return errorResponse(429, REVIEW_MESSAGES.tooManyPending);
        return errorResponse(503, REVIEWS_HTTP_MESSAGES.storeUnavailable);
      }
      return jsonResponse({ results: { id: result.id, status: result.status } });
    },
    logError,
  );

  const GET = withErrorBoundary(
    'GET /api/reviews',
    async (request: Request) => {
      const params = new URL(request.url).searchParams;
      const product = productSchema.safeParse(params.get('product') ?? undefined);
      if (!product.success) return errorResponse(400, REVIEWS_HTTP_MESSAGES.badProduct);
      const query = reviewListQuerySchema.parse({ sort: params.get('sort') ?? undefined, page: params.get('page') ?? undefined });
      const pageSize = pageSizeSchema.parse(params.get('pageSize') ?? undefined);
      const page = await deps.reviews.productReviews(product.data, { ...query, pageSize });
      return jsonResponse(page);
    },
    logError,
  );

  const RATINGS = withErrorBoundary(
    'GET /api/reviews/ratings',
    async (request: Request) => {
      const ids = ratingIdsSchema.safeParse(new URL(request.url).searchParams.get('ids') ?? undefined);
      if (!ids.success) return errorResponse(400, REVIEWS_HTTP_MESSAGES.badRatingIds);
      const ratings = await deps.reviews.ratingSummaries(ids.data);
      // Stars are decoration and change only when a moderator publishes a review: a minute's reuse is fine.
      return jsonResponse({ ratings: Object.fromEntries(ratings) }, 200, { 'cache-control': 'public, max-age=60' });
    },
    logError,
  );

  return { POST, GET, RATINGS };
}
