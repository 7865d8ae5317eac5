/**
 * The catalog's fixed words (product types, dietary needs), apart from the record schemas
 * (records.ts) so the listing blocks in the browser can use them without loading zod.
 */
import { type Benefit } from '@/engine/product-vocabulary';

/** What a product is sold as: a complete meal or a topper for the bowl. */
export const PRODUCT_TYPES = ['complete-meal', 'topper'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * Dietary needs in the words shoppers use (the quiz's dietary-needs answers; the first three are
 * also Product Listing v2 filter words of §9).
 */
export const DIETARY_NEED_BY_BENEFIT = {
  skin: 'skin issues',
  digestion: 'digestive issues',
  joints: 'joint pain',
  picky: 'picky eating',
} as const satisfies Record<Benefit, string>;
export type DietaryNeed = (typeof DIETARY_NEED_BY_BENEFIT)[Benefit];
