/**
 * The zod schemas of reviews (server side: fixtures, query strings) and the review type they
 * define. Kept apart from review.ts so browser bundles that only show reviews do not carry zod
 * (they import the type only).
 */
import { z } from 'zod';
import { DEFAULT_REVIEW_SORT, PET_TYPES, REVIEW_SORTS } from './review-terms';

/** A published review (fixture, local store after approval, or the review service). */
export const reviewSchema = z.strictObject({
  id: z.string().min(1).max(64),
  /** The product's review-service id (`bazaarvoiceProductId`). */
  productId: z.string().min(1).max(64),
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(4000),
  /** The name the reviewer shows (never the email address). */
  author: z.string().trim().min(1).max(80),
  petName: z.string().trim().max(40),
  petType: z.enum(PET_TYPES),
  /** Calendar date of submission, YYYY-MM-DD. */
  date: z.iso.date(),
  helpfulCount: z.number().int().nonnegative(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Query parameters of a review list (`?sort=highest&page=2`), read leniently: unknown values fall back. */
export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).catch(DEFAULT_REVIEW_SORT),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
