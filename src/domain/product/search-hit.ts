/**
 * A product search hit: what the product index (local or Algolia) answers per product, checked at
 * the search boundary. Hits are parsed even from our own index, because a cloud index can hold
 * records from older builds; a malformed hit costs one card, not the results page.
 */
import { z } from 'zod';
import { upcSchema } from './upc';

const nonEmpty = z.string().trim().min(1);
/** Cloud indexes may hold absolute CDN URLs; the local one holds same-origin paths. */
const link = z.string().regex(/^(\/\S*|https:\/\/\S+)$/, 'expected a site path (/…) or an https URL');

/** One package size of a hit; the net weight is optional because an index may not carry it. */
const hitSizeSchema = z.object({ upc: upcSchema, size: nonEmpty, weightGrams: z.number().int().positive().optional() });

/**
 * @example productSearchHitSchema.parse({ objectID: 'bb-kit-01', name: 'Chicken Roll', brand: 'bb', productDetailPageUrl: '/products/chicken-roll', listingImage: '/media/catalog/x.webp' })
 */
export const productSearchHitSchema = z.object({
  objectID: nonEmpty,
  name: nonEmpty,
  /** The brand id. */
  brand: nonEmpty,
  productDetailPageUrl: link,
  bazaarvoiceProductId: nonEmpty.nullish(),
  listingImage: link,
  listingAltImage: link.nullish(),
  listingVideo: link.nullish(),
  listingAltVideo: link.nullish(),
  sizesAndUPCs: z.array(hitSizeSchema).default([]),
});
export type ProductSearchHit = z.output<typeof productSearchHitSchema>;
/** A package size as a hit (and so a §3 Product) carries it. */
export type HitSizeAndUpc = z.output<typeof hitSizeSchema>;

/**
 * The attributes a product search asks the index to return: every hit field but `objectID`, which
 * an index always returns.
 *
 * @example PRODUCT_SEARCH_HIT_ATTRIBUTES[0] // 'name'
 */
export const PRODUCT_SEARCH_HIT_ATTRIBUTES = productSearchHitSchema.keyof().exclude(['objectID']).options;
