/**
 * The catalog's records as schemas, with their types inferred: brands, products (as stored in the
 * fixture, and as the catalog serves them), package sizes, nutrition panels and feeding guides.
 * Fixtures are edited by people, so every field is checked with a message a person can act on.
 */
import { z } from 'zod';
import { FEEDING_CUPS, LOCALES, type VetDietaryNeedsFilter } from '@/config/constants';
import {
  AVOIDABLE_INGREDIENTS,
  BENEFITS,
  CURRENT_FOODS,
  LIFE_STAGES,
  PROTEINS,
  RECIPE_FORMS,
  SIZE_CLASSES,
  SPECIES,
  TEXTURES,
  type Protein,
} from '@/engine/product-facts';
import { upcSchema } from '@/domain/product/upc';

import { EDITORIAL_TAGS, PRODUCT_TYPES, type DietaryNeed, type ListingTag } from './vocabulary';

export * from './vocabulary';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case slug');
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case id of letters, digits and dashes');
const text = z.string().trim().min(1);
/** Page links: a path inside a locale, or an absolute https URL for pages elsewhere. */
const pageUrl = z.string().regex(/^(\/[a-z0-9/_-]*|https:\/\/\S+)$/, 'expected a site path (/…) or an https URL');
/** Media must be served from our own origin (generated into public/, never hot-linked). */
const imagePath = z.string().regex(/^\/media\/catalog\/[a-z0-9/_-]+\.(webp|png|jpg|svg)$/, 'expected an image under /media/catalog/');
const videoPath = z.string().regex(/^\/media\/catalog\/video\/[a-z0-9_-]+\.mp4$/, 'expected an mp4 under /media/catalog/video/');
/** A list that is a set: the app treats these as sets (ProductFacts), so duplicates are typos. */
const setOf = <T extends z.ZodType>(item: T, min = 0) =>
  z
    .array(item)
    .min(min)
    .refine((xs) => new Set(xs).size === xs.length, 'expected no duplicates');

/** §3 Brand (a product line of the company). */
export const brandSchema = z.strictObject({
  id,
  slug,
  name: text,
  shortDescription: text.max(160),
  listingImage: imagePath,
  listingImageAltText: text,
  brandPageUrl: pageUrl,
  labelColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a hex colour like #d9572b'),
});
const sizeAndUpcSchema = z.strictObject({
  upc: upcSchema,
  size: text.max(20),
  weightGrams: z.number().int().positive().max(20_000),
});

const pct = z.number().min(0).max(100);
const nutritionSchema = z.strictObject({
  proteinPct: pct,
  fatPct: pct,
  fiberPct: pct,
  moisturePct: pct,
  sodiumPct: pct,
  phosphorusPct: pct,
  magnesiumPct: pct,
  copperMgPerKg: z.number().nonnegative().max(1000),
  omega3Pct: pct,
  kcalPerCup: z.number().int().positive().max(2000),
  kcalPerKg: z.number().int().positive().max(10_000),
});

const feedingCupsSchema = z
  .number()
  .min(FEEDING_CUPS.min)
  .max(FEEDING_CUPS.max)
  .refine((cups) => Number.isInteger((cups - FEEDING_CUPS.min) / FEEDING_CUPS.step), {
    message: `expected cups in steps of ${FEEDING_CUPS.step}`,
  })
  .nullable();

const feedingGuidelineItemSchema = z.strictObject({
  label: text,
  value: text,
  cups: feedingCupsSchema,
  /** The pet's weight in pounds, as a number, so pages can print it in the locale's unit. */
  weightLb: z.number().positive().max(300),
  /** The energy a day the row's amount is worked out from (kcal); past the guide, what the pet needs. */
  kcalPerDay: z.number().int().positive().max(20_000),
});

/** A product as stored in the fixture; the parser derives `protein`, `tags`, `dietaryNeeds` and `vetDietaryNeeds`. */
export const fixtureProductSchema = z.strictObject({
  id,
  slug,
  name: text.max(90),
  brand: id,
  productDetailPageUrl: pageUrl,
  bazaarvoiceProductId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  listingImage: imagePath,
  listingAltImage: imagePath.nullable().default(null),
  listingVideo: videoPath.nullable().default(null),
  listingAltVideo: videoPath.nullable().default(null),
  sizesAndUPCs: z.array(sizeAndUpcSchema).min(1),
  sizes: z.array(text).default([]),
  description: text,
  ingredients: z.array(text).min(3),
  species: z.enum(SPECIES),
  /** The main protein first. */
  proteins: setOf(z.enum(PROTEINS), 1),
  contains: setOf(z.enum(AVOIDABLE_INGREDIENTS)),
  lifeStages: setOf(z.enum(LIFE_STAGES), 1),
  petSizes: setOf(z.enum(SIZE_CLASSES), 1),
  /** For growth recipes, the adult sizes whose growth they are made for (ProductFacts.growthSizes). */
  growthSizes: setOf(z.enum(SIZE_CLASSES)).default([]),
  benefits: setOf(z.enum(BENEFITS)),
  form: z.enum(RECIPE_FORMS),
  textures: setOf(z.enum(TEXTURES)),
  switchFrom: setOf(z.enum(CURRENT_FOODS)),
  editorialRank: z.number().int().positive(),
  /**
   * Only the tags that are the company's say (bestseller, new…); every other listing tag is derived
   * from the facts above, so a hand-kept "large dog" cannot contradict the sizes.
   */
  editorialTags: setOf(
    z.enum(EDITORIAL_TAGS, {
      error: `expected an editorial tag (${EDITORIAL_TAGS.join(', ')}); the other listing tags are derived from the recipe's facts`,
    }),
  ).default([]),
  productType: z.enum(PRODUCT_TYPES),
  locales: setOf(z.enum(LOCALES), 1),
  nutrition: nutritionSchema,
  feedingGuidelines: z.array(feedingGuidelineItemSchema).min(1),
});

export type Brand = z.infer<typeof brandSchema>;
/** One package size: UPC-A (12 digits, valid check digit), its label ("2 lb", as printed) and net weight. */
export type CatalogSizeAndUpc = z.infer<typeof sizeAndUpcSchema>;
/**
 * Guaranteed analysis and energy, as fed. Units are in the field names: Pct is percent by weight,
 * copperMgPerKg is milligrams per kilogram of food.
 */
export type NutritionPanel = z.infer<typeof nutritionSchema>;
export type Nutrient = keyof NutritionPanel;
/**
 * §3 Feeding guidelines item: the pet's weight, the daily amount in words, cups (null is "None"),
 * plus the weight as a number and the day's energy, from which pages print amounts in each locale's units.
 */
export type FeedingGuidelineItem = z.infer<typeof feedingGuidelineItemSchema>;
export type FixtureProduct = z.infer<typeof fixtureProductSchema>;

/**
 * The full catalog record: the fixture's product plus what the catalog derives from it (the main
 * protein, the listing tags, §3 dietary needs and vet dietary needs); a product without a review
 * id has null.
 */
export type CatalogProduct = Omit<FixtureProduct, 'bazaarvoiceProductId' | 'editorialTags'> & {
  /** The review service's id; null when the product has none (no stars on its card). */
  readonly bazaarvoiceProductId: string | null;
  readonly protein: Protein;
  /** Listing tags: derived from the facts, plus the stored editorial ones. */
  readonly tags: readonly ListingTag[];
  readonly dietaryNeeds: readonly DietaryNeed[];
  readonly vetDietaryNeeds: readonly VetDietaryNeedsFilter[];
};
