/**
 * The query of GET /api/catalog/products, validated by the route handler. Apart from
 * listing-api.ts, which the listing blocks load in the browser, so they do not carry zod for a
 * schema only the server runs.
 */
import { z } from 'zod';
import { LOCALES, VET_DIETARY_NEEDS_FILTERS } from '@/config/constants';
import { LIFE_STAGES, RECIPE_FORMS, SPECIES, TEXTURES } from '@/engine/product-vocabulary';

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
