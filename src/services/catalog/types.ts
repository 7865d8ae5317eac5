/**
 * The app's catalog types. Fixture JSON and search hits are parsed into these at the boundary
 * (the record schemas of records.ts, the product search hit of src/domain/product/search-hit.ts);
 * blocks, pages and the quiz engine never see raw JSON.
 *
 * Two product shapes on purpose:
 * - `Product` is spec §3 "Product": what a product card and the listings need. A product search hit
 *   maps to it too, so it carries nothing a search index cannot know.
 * - `CatalogProduct` is the full record the catalog owns (recipe facts, nutrition, feeding guide).
 */
import type { Locale, VetDietaryNeedsFilter } from '@/config/constants';
import type { HitSizeAndUpc } from '@/domain/product/search-hit';
import type {
  AvoidableIngredient,
  Benefit,
  LifeStage,
  Protein,
  RecipeForm,
  SizeClass,
  Species,
  Texture,
} from '@/engine/product-facts';
import type { Brand, CatalogProduct, CatalogSizeAndUpc, DietaryNeed, ProductType } from './records';

export { PRODUCT_TYPES } from './records';
export type {
  Brand,
  CatalogProduct,
  CatalogSizeAndUpc,
  DietaryNeed,
  NutritionPanel,
  ProductType,
} from './records';

/** §3 Product, the shape product cards and listings take. */
export type Product = {
  readonly id: string;
  readonly name: string;
  /** The brand id. */
  readonly brand: string;
  /** A path inside a locale (`/products/...`), or an absolute URL for products sold elsewhere. */
  readonly productDetailPageUrl: string;
  /** The review service's id; null when the product has none (no stars on its card). */
  readonly bazaarvoiceProductId: string | null;
  readonly listingImage: string;
  readonly listingAltImage: string | null;
  readonly listingVideo: string | null;
  readonly listingAltVideo: string | null;
  /** A search index may not know a package's net weight, so it is optional here. */
  readonly sizesAndUPCs: readonly HitSizeAndUpc[];
  /** Size labels a listing may show; empty by default (§3). */
  readonly sizes: readonly string[];
  /** The five fields below are empty on a product mapped from a search hit (§3). */
  readonly dietaryNeeds: readonly DietaryNeed[];
  readonly vetDietaryNeeds: readonly VetDietaryNeedsFilter[];
  readonly tags: readonly string[];
  /** The main protein, or '' when unknown. */
  readonly protein: Protein | '';
  readonly productType: ProductType | '';
};

/** Criteria of `CatalogService.products`; every given criterion must hold. */
export type ProductFilter = {
  readonly species?: Species;
  readonly brand?: string;
  readonly locale?: Locale;
  /** Every one of these tags. */
  readonly tags?: readonly string[];
  readonly productType?: ProductType;
  /** Has this protein among its main proteins. */
  readonly protein?: Protein;
  readonly form?: RecipeForm;
  /** Comes in this texture (pâté, chunks, crumbles). */
  readonly texture?: Texture;
  readonly lifeStage?: LifeStage;
  readonly petSize?: SizeClass;
  readonly benefit?: Benefit;
  readonly vetDietaryNeed?: VetDietaryNeedsFilter;
  /** Contains none of these. */
  readonly without?: readonly AvoidableIngredient[];
};

export type UpcMatch = { readonly product: CatalogProduct; readonly size: CatalogSizeAndUpc };

/**
 * The catalog. Async like every service so callers don't change if the data ever moves to a
 * store; lists are ordered by editorial rank.
 */
export interface CatalogService {
  brands(): Promise<readonly Brand[]>;
  brandById(id: string): Promise<Brand | undefined>;
  brandBySlug(slug: string): Promise<Brand | undefined>;
  products(filter?: ProductFilter): Promise<readonly CatalogProduct[]>;
  productById(id: string): Promise<CatalogProduct | undefined>;
  productBySlug(slug: string): Promise<CatalogProduct | undefined>;
  productsByBrand(brandId: string, locale?: Locale): Promise<readonly CatalogProduct[]>;
  /** Accepts the UPC-A or its EAN-13 (leading 0), with or without spaces/dashes; other codes match nothing. */
  productByUpc(upc: string): Promise<UpcMatch | undefined>;
}
