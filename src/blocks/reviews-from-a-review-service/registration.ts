import { z } from 'zod';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, REVIEWS_PAGE_SIZE } from '@/domain/reviews/review';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/page-builder/kit/shared-inputs';

export const reviewsFromServiceSchema = z.object({
  heading: z.string().trim().min(1).default('Reviews'),
  body: optionalTextSchema,
  /** The product's review-service id (its `bazaarvoiceProductId`, e.g. BBL-20010). */
  productId: z.string().trim().min(1).max(64),
  pageSize: z.coerce.number().int().min(1).max(20).default(REVIEWS_PAGE_SIZE),
  defaultSort: z.enum(REVIEW_SORTS).default(DEFAULT_REVIEW_SORT),
  showWriteReviewLink: z.boolean().default(true),
  backgroundColor: backgroundColorSchema(),
});

/**
 * Reviews from a review service (§2): a product's published reviews from the reviews service (the
 * local fixtures and approved reviews by default, the review service with keys), with stars, date,
 * pet, helpful count, sort and pages. An island: sorting and paging re-ask /api/reviews in place.
 */
export const reviewsFromServiceBlock = defineBlock({
  name: 'Reviews from a review service',
  inputs: [
    { name: 'heading', type: 'string', defaultValue: 'Reviews', helperText: 'The section heading (an h2).' },
    { name: 'body', type: 'longText' },
    { name: 'productId', type: 'string', required: true, helperText: 'The product’s review-service id (its Bazaarvoice product id, e.g. BBL-20010).' },
    { name: 'pageSize', type: 'number', min: 1, max: 20, step: 1, defaultValue: REVIEWS_PAGE_SIZE, helperText: 'Reviews per page.' },
    { name: 'defaultSort', type: 'string', enum: [...REVIEW_SORTS], defaultValue: DEFAULT_REVIEW_SORT },
    { name: 'showWriteReviewLink', type: 'boolean', defaultValue: true },
    backgroundColorInput(),
  ],
  schema: reviewsFromServiceSchema,
  island: true,
});
