/**
 * Product reviews as the site shows them: one review, the rating summary derived from a list of
 * reviews, and the sort orders and pages of a product's review list. Pure (no I/O, no clock), so
 * the product card's stars, the product page's list and the JSON-LD all come from one function.
 * Free of zod, so browser code (the review list, the form) can use it without the schema library;
 * the schemas are in review-schema.ts.
 */
import type { Review } from './review-schema';
import type { ReviewSort } from './review-terms';

export type { Review } from './review-schema';
export { DEFAULT_REVIEW_SORT, PET_TYPES, REVIEW_SORTS, type ReviewSort } from './review-terms';

/** Average of 1..5 stars, to one decimal, over `count` (> 0) reviews. */
export type RatingSummary = { readonly average: number; readonly count: number };

/**
 * The summary of a list of reviews, or null for none. Averages are rounded to one decimal, as
 * cards show them.
 *
 * @example summarizeReviews([{ rating: 5 }, { rating: 4 }]); // { average: 4.5, count: 2 }
 */
export function summarizeReviews(reviews: readonly Pick<Review, 'rating'>[]): RatingSummary | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, r) => sum + r.rating, 0);
  return { average: Math.round((total / reviews.length) * 10) / 10, count: reviews.length };
}

export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, string>> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  'most-helpful': 'Most helpful',
};

/** Reviews per page of a product's list. */
export const REVIEWS_PAGE_SIZE = 5;

const byId = (a: Review, b: Review) => a.id.localeCompare(b.id);
const newestFirst = (a: Review, b: Review) => b.date.localeCompare(a.date) || byId(a, b);

const COMPARATORS: Readonly<Record<ReviewSort, (a: Review, b: Review) => number>> = {
  newest: newestFirst,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
  'most-helpful': (a, b) => b.helpfulCount - a.helpfulCount || newestFirst(a, b),
};

/** A new array in the sort's order; ties fall back to newest, then id, so the order is total. */
export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  return [...reviews].sort(COMPARATORS[sort]);
}

export type ReviewPage = {
  readonly items: readonly Review[];
  /** 1-based, clamped into 1..pageCount. */
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly sort: ReviewSort;
  readonly summary: RatingSummary | null;
};

/**
 * One page of a product's reviews in the given order. A page past the end shows the last page and
 * a page before the first shows the first, so a stale link never shows an empty list.
 *
 * @example reviewPage(reviews, { sort: 'highest', page: 2 }).items; // reviews 6 to 10, best first
 */
export function reviewPage(reviews: readonly Review[], options: { readonly sort: ReviewSort; readonly page: number; readonly pageSize?: number }): ReviewPage {
  const pageSize = options.pageSize ?? REVIEWS_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(reviews.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(options.page) || 1), pageCount);
  const sorted = sortReviews(reviews, options.sort);
  return {
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageCount,
    total: reviews.length,
    sort: options.sort,
    summary: summarizeReviews(reviews),
  };
}
