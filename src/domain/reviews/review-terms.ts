/**
 * The vocabularies of reviews (pet types, list sort orders), apart from the review shape so the
 * schemas (review-schema.ts) and the zod-free review rules (review.ts) can both use them.
 */
export const PET_TYPES = ['dog', 'cat'] as const;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'most-helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';

