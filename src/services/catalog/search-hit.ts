/**
 * Product search hits (the product index, local or Algolia) → the app's `Product`, and the other
 * direction: the index record written from a catalog product.
 *
 * §3: a product mapped from a search hit has dietary needs, vet dietary needs, tags, protein and
 * product type left empty, whatever the hit carries; listings that filter on those use the catalog.
 * The record shape is the search service's product document (src/services/search/documents.ts),
 * field for field, so the local index can be built from the catalog. Hits are still parsed: a
 * cloud index can hold records from older builds.
 */
import { z } from 'zod';
import { formatIssues } from '@/domain/zod-issues';
import type { Locale } from '@/config/constants';
import { upcSchema } from './upc';
import type { Brand, CatalogProduct, Product } from './types';

const nonEmpty = z.string().trim().min(1);
/** Cloud indexes may hold absolute CDN URLs; the local one holds same-origin paths. */
const link = z.string().regex(/^(\/\S*|https:\/\/\S+)$/, 'expected a site path (/…) or an https URL');

export { productFromSearchHit, type ProductSearchHit } from './search-hit-product';
import { productFromSearchHit, type ProductSearchHit } from './search-hit-product';

export const productSearchHitSchema = z.object({
  objectID: nonEmpty,
  name: nonEmpty,
  brand: nonEmpty,
  productDetailPageUrl: link,
  bazaarvoiceProductId: nonEmpty.nullish(),
  listingImage: link,
  listingAltImage: link.nullish(),
  listingVideo: link.nullish(),
  listingAltVideo: link.nullish(),
  sizesAndUPCs: z
    .array(z.object({ upc: upcSchema, size: nonEmpty, weightGrams: z.number().int().positive().optional() }))
    .default([]),
}) satisfies z.ZodType<ProductSearchHit>;

/**
 * What the product index stores per product (the search service's product document): the hit
 * fields plus the text people search by and the locales it is sold in.
 */
export type ProductSearchRecord = {
  readonly objectID: string;
  readonly name: string;
  readonly brand: string;
  readonly brandName: string;
  readonly description: string;
  readonly productDetailPageUrl: string;
  readonly bazaarvoiceProductId: string | null;
  readonly listingImage: string;
  readonly listingAltImage: string | null;
  readonly listingVideo: string | null;
  readonly listingAltVideo: string | null;
  readonly sizesAndUPCs: ReadonlyArray<{ readonly upc: string; readonly size: string; readonly weightGrams: number }>;
  readonly locale: readonly Locale[];
};


export type SearchHitParse = { ok: true; product: Product } | { ok: false; objectID: string | null; error: string };

/**
 * Parses an untrusted hit. A malformed hit is reported, not thrown, so one bad record drops one
 * card instead of the results page.
 */
export function parseProductSearchHit(raw: unknown): SearchHitParse {
  const result = productSearchHitSchema.safeParse(raw);
  if (result.success) return { ok: true, product: productFromSearchHit(result.data) };
  const objectID =
    typeof raw === 'object' && raw !== null && 'objectID' in raw && typeof raw.objectID === 'string' ? raw.objectID : null;
  const error = formatIssues(result.error, { separator: '; ' });
  return { ok: false, objectID, error };
}

/** The index record of a catalog product (builds the local index; feeds a cloud one). */
export function toProductSearchRecord(product: CatalogProduct, brand: Brand): ProductSearchRecord {
  return {
    objectID: product.id,
    name: product.name,
    brand: product.brand,
    brandName: brand.name,
    description: product.description,
    productDetailPageUrl: product.productDetailPageUrl,
    bazaarvoiceProductId: product.bazaarvoiceProductId,
    listingImage: product.listingImage,
    listingAltImage: product.listingAltImage,
    listingVideo: product.listingVideo,
    listingAltVideo: product.listingAltVideo,
    sizesAndUPCs: product.sizesAndUPCs.map((s) => ({ upc: s.upc, size: s.size, weightGrams: s.weightGrams })),
    locale: product.locales,
  };
}
