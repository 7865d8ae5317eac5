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
import { formatIssues } from '@/domain/zod-issues';
import { productSearchHitSchema } from '@/domain/product/search-hit';
import type { ProductDocument } from '@/services/search/documents';
import { productFromSearchHit } from './search-hit-product';
import type { Brand, CatalogProduct, Product } from './types';

export { productFromSearchHit } from './search-hit-product';

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

/**
 * The index record of a catalog product (builds the local index; feeds a cloud one): the search
 * service's product document, i.e. the hit fields plus the text people search by and the locales
 * the product is sold in.
 */
export function toProductSearchRecord(product: CatalogProduct, brand: Brand): ProductDocument {
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
