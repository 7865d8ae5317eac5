/**
 * A product search hit → the app's `Product`, apart from the hit schemas (search-hit.ts) so the
 * browser's search results can map hits without zod in their bundle.
 */
import type { Product, SizeAndUpc } from './types';

/** The fields of a hit the mapping reads (a search service's parsed hit has these and more). */
export type ProductSearchHit = {
  readonly objectID: string;
  readonly name: string;
  /** The brand id. */
  readonly brand: string;
  readonly productDetailPageUrl: string;
  readonly bazaarvoiceProductId?: string | null;
  readonly listingImage: string;
  readonly listingAltImage?: string | null;
  readonly listingVideo?: string | null;
  readonly listingAltVideo?: string | null;
  readonly sizesAndUPCs: readonly SizeAndUpc[];
};

/**
 * @example productFromSearchHit(hit).tags // [] (always, §3)
 */
export function productFromSearchHit(hit: ProductSearchHit): Product {
  return {
    id: hit.objectID,
    name: hit.name,
    brand: hit.brand,
    productDetailPageUrl: hit.productDetailPageUrl,
    bazaarvoiceProductId: hit.bazaarvoiceProductId ?? null,
    listingImage: hit.listingImage,
    listingAltImage: hit.listingAltImage ?? null,
    listingVideo: hit.listingVideo ?? null,
    listingAltVideo: hit.listingAltVideo ?? null,
    sizesAndUPCs: hit.sizesAndUPCs.map((s) => ({ ...s })),
    sizes: [],
    dietaryNeeds: [],
    vetDietaryNeeds: [],
    tags: [],
    protein: '',
    productType: '',
  };
}
