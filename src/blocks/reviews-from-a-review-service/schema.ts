import { z } from 'zod';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, REVIEWS_PAGE_SIZE } from '@/domain/reviews/review';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

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

export const reviewsFromServiceInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Reviews', helperText: 'The section heading (an h2).' },
  { name: 'body', type: 'longText' },
  { name: 'productId', type: 'string', required: true, helperText: 'The product’s review-service id (its Bazaarvoice product id, e.g. BBL-20010).' },
  { name: 'pageSize', type: 'number', min: 1, max: 20, step: 1, defaultValue: REVIEWS_PAGE_SIZE, helperText: 'Reviews per page.' },
  { name: 'defaultSort', type: 'string', enum: [...REVIEW_SORTS], defaultValue: DEFAULT_REVIEW_SORT },
  { name: 'showWriteReviewLink', type: 'boolean', defaultValue: true },
  backgroundColorInput(),
];
