/**
 * The same-origin catalog JSON the listing blocks read (GET /api/catalog/products). Blocks render
 * inside BuilderComponent in the browser and cannot await a server getter, so they fetch the slice
 * they need here, with loading, error and empty states; the response is plain card data plus the
 * facts the listings filter on. Pure module (types, the URL): the route handler and the blocks
 * both import it; the query's schema is in listing-query.ts, which the browser never loads.
 */
import { type Locale, type VetDietaryNeedsFilter } from '@/config/constants';
import { type Species } from '@/engine/product-vocabulary';
import { type ListingQuery } from './listing-query';

export type { ListingQuery } from './listing-query';
import type { ProductCardData } from '@/ui/product-card/card-data';
import type { DietaryNeed, NutritionPanel, ProductType } from '@/services/catalog/types';

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
