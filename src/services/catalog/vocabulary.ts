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

/**
 * Listing tags the catalog derives from a recipe's facts (derive.ts), so a chip can never say
 * more than the recipe does. The Product Listing v2 filter words of §9 are among them.
 */
export const DERIVED_TAGS = [
  'small dog',
  'large dog',
  'puppy',
  'no poultry',
  'single protein',
  'grain-free',
  'digestive issues',
  'skin issues',
  'joint pain',
  'picky eaters',
  'kitten',
  'senior',
  'topper',
  'high protein',
] as const;
export type DerivedTag = (typeof DERIVED_TAGS)[number];

/** Tags that are the company's say rather than a recipe fact; the fixture stores these. */
export const EDITORIAL_TAGS = ['bestseller', 'limited ingredient', 'healthy weight', 'new'] as const;
export type EditorialTag = (typeof EDITORIAL_TAGS)[number];

export type ListingTag = DerivedTag | EditorialTag;

/** The order a product's tags are listed in (any order would do; a fixed one keeps diffs small). */
export const LISTING_TAGS = [
  'bestseller',
  'small dog',
  'large dog',
  'puppy',
  'no poultry',
  'single protein',
  'grain-free',
  'digestive issues',
  'skin issues',
  'joint pain',
  'picky eaters',
  'kitten',
  'senior',
  'topper',
  'limited ingredient',
  'high protein',
  'healthy weight',
  'new',
] as const satisfies readonly ListingTag[];

/**
 * The chips a cat listing offers unless the editor chooses others: §9's defaults are dog words
 * ("small dog", "puppy"), so cats get their life stages and the needs cat recipes are made for.
 */
export const CAT_LISTING_DEFAULT_FILTERS = [
  'bestseller',
  'kitten',
  'senior',
  'no poultry',
  'single protein',
  'grain-free',
  'digestive issues',
  'skin issues',
  'joint pain',
  'picky eaters',
] as const satisfies readonly ListingTag[];
