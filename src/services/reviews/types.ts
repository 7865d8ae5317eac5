/**
 * Product reviews per review-service id (the product's `bazaarvoiceProductId`): the star rating on
 * product cards and pages, the review list of a product page, and reviews written on
 * /write-a-review. A rating is decoration: when the service cannot answer, cards show no stars; a
 * reviews outage must never become an error page.
 */
import type { RatingSummary, ReviewPage, ReviewSort } from '@/domain/reviews/review';
import type { ReviewSubmission } from '@/domain/reviews/submission-schema';
import type { Locale } from '@/config/constants';

export type { RatingSummary } from '@/domain/reviews/review';

export type ReviewsErrorKind = 'timeout' | 'network' | 'http' | 'malformed' | 'vendor';

/** What went wrong talking to the review service; returned (not thrown) by the cloud client. */
export class ReviewsServiceError extends Error {
  override name = 'ReviewsServiceError';
  constructor(
    readonly kind: ReviewsErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The outcome of storing (or forwarding) a written review. */
export type SubmitReviewResult =
  | { readonly ok: true; readonly id: string; readonly status: 'pending' }
  | { readonly ok: false; readonly reason: 'unavailable'; readonly message: string }
  /** This email already has a pending or published review of this product. */
  | { readonly ok: false; readonly reason: 'duplicate' }
  /** This email, or this client, already has as many reviews waiting for moderation as allowed. */
  | { readonly ok: false; readonly reason: 'too-many-pending' };

export interface ReviewsService {
  /** null when the id has no reviews, is unknown, or the service could not answer. */
  ratingSummary(reviewServiceId: string): Promise<RatingSummary | null>;
  /** Summaries for many ids at once (one listing, one request); ids without reviews are absent. */
  ratingSummaries(reviewServiceIds: readonly string[]): Promise<ReadonlyMap<string, RatingSummary>>;
  /** One page of a product's published reviews; an empty page when there are none or the service failed. */
  productReviews(reviewServiceId: string, options: { readonly sort: ReviewSort; readonly page: number; readonly pageSize?: number }): Promise<ReviewPage>;
  /** Stores a written review for moderation; `ok` means it is on disk (or accepted by the service). */
  /** `client` is the writer's rate-limit key (client-ip.ts), which the local service caps pending reviews by. */
  submitReview(submission: ReviewSubmission, context: { readonly locale: Locale; readonly client?: string }): Promise<SubmitReviewResult>;
}
