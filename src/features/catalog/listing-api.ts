/**
 * The same-origin catalog JSON the listing blocks read (GET /api/catalog/products). Blocks render
 * inside BuilderComponent in the browser and cannot await a server getter, so they fetch the slice
 * they need here, with loading, error and empty states; the response is plain card data plus the
 * facts the listings filter on. Pure module (types, the query schema, the reshaping): the route
 * handler and the blocks both import it.
 */
import { z } from 'zod';
import { LOCALES, VET_DIETARY_NEEDS_FILTERS, type Locale, type VetDietaryNeedsFilter } from '@/config/constants';
import { LIFE_STAGES, RECIPE_FORMS, SPECIES, TEXTURES, type Species } from '@/engine/product-facts';
import type { ProductCardData } from '@/ui/product-card/card-data';
import type { DietaryNeed, NutritionPanel, ProductType } from '@/services/catalog/types';

/** The largest listing a block may ask for: the whole catalog is well under this. */
const LISTING_MAX_PRODUCTS = 200;
const MAX_IDS = 50;
const MAX_TAGS = 10;

const csv = (item: z.ZodString, max: number) =>
  z
    .string()
    .max(2000)
    .transform((s) => s.split(',').map((x) => x.trim()).filter((x) => x !== ''))
    .pipe(z.array(item).max(max));

/** The query, validated; unknown keys are refused so a typo in a block is a 400, not a silent no-op. */
export const listingQuerySchema = z.strictObject({
  locale: z.enum(LOCALES),
  species: z.enum(SPECIES).optional(),
  brand: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
  /** Product ids or slugs, in the order wanted (Highlight Product Cards). */
  ids: csv(z.string().regex(/^[a-z0-9-]{1,80}$/), MAX_IDS).optional(),
  /** Every one of these tags. */
  tags: csv(z.string().regex(/^[a-z0-9 -]{1,40}$/), MAX_TAGS).optional(),
  vetNeed: z.enum(VET_DIETARY_NEEDS_FILTERS).optional(),
  /** Roll or bag: the facts the "rolls" and "bags" listings are cut by (tags don't carry them). */
  form: z.enum(RECIPE_FORMS).optional(),
  texture: z.enum(TEXTURES).optional(),
  lifeStage: z.enum(LIFE_STAGES).optional(),
  limit: z.coerce.number().int().min(1).max(LISTING_MAX_PRODUCTS).optional(),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

export type ListingProduct = {
  readonly card: ProductCardData;
  readonly slug: string;
  readonly species: Species;
  readonly tags: readonly string[];
  readonly dietaryNeeds: readonly DietaryNeed[];
  readonly vetDietaryNeeds: readonly VetDietaryNeedsFilter[];
  readonly productType: ProductType;
  readonly protein: string;
  readonly nutrition: NutritionPanel;
};

type ListingBrand = {
  readonly id: string;
  readonly name: string;
  readonly shortDescription: string;
  readonly image: string;
  readonly imageAlt: string;
  readonly href: string;
};

export type ListingResponse = {
  readonly locale: Locale;
  readonly products: readonly ListingProduct[];
  /** Brands that have at least one product in the locale (Brand Carousel). */
  readonly brands: readonly ListingBrand[];
};

/** The URL a block fetches (keys in a fixed order so equal queries share a cache entry). */
export function listingUrl(query: Partial<Record<keyof ListingQuery, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const key of ['locale', 'species', 'brand', 'ids', 'tags', 'vetNeed', 'form', 'texture', 'lifeStage', 'limit'] as const) {
    const v = query[key];
    if (v !== undefined && v !== '') params.set(key, v);
  }
  return `/api/catalog/products?${params.toString()}`;
}
