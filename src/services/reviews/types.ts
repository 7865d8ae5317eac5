/**
 * Review ratings per review-service id (the product's `bazaarvoiceProductId`), for the star rating
 * on product cards and pages. A rating is decoration: when the service cannot answer, cards show
 * no stars; a reviews outage must never become an error page.
 */

/** Average of 0..5 stars over `count` (> 0) reviews. */
export type RatingSummary = { readonly average: number; readonly count: number };

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

export interface ReviewsService {
  /** null when the id has no reviews, is unknown, or the service could not answer. */
  ratingSummary(reviewServiceId: string): Promise<RatingSummary | null>;
  /** Summaries for many ids at once (one listing, one request); ids without reviews are absent. */
  ratingSummaries(reviewServiceIds: readonly string[]): Promise<ReadonlyMap<string, RatingSummary>>;
}
