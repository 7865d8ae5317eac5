/**
 * A product search hit → the app's `Product`, apart from the hit schemas (search-hit.ts) so the
 * browser's search results can map hits without zod in their bundle.
 */
import type { ProductSearchHit } from '@/domain/product/search-hit';
import type { Product } from './types';

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
