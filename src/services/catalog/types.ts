/**
 * The app's catalog types. Fixture JSON and search hits are parsed into these at the boundary
 * (schema.ts, search-hit.ts); blocks, pages and the quiz engine never see raw JSON.
 *
 * Two product shapes on purpose:
 * - `Product` is spec §3 "Product": what a product card and the listings need. A product search hit
 *   maps to it too, so it carries nothing a search index cannot know.
 * - `CatalogProduct` is the full record the catalog owns (recipe facts, nutrition, feeding guide).
 */
import type { Locale, VetDietaryNeedsFilter } from '@/config/constants';
import type {
  AvoidableIngredient,
  Benefit,
  CurrentFood,
  LifeStage,
  Protein,
  RecipeForm,
  SizeClass,
  Species,
  Texture,
} from '@/engine/product-facts';

/** §3 Brand (a product line of the company). */
export type Brand = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly shortDescription: string;
  /** Same-origin image path under /media/catalog/brands/. */
  readonly listingImage: string;
  readonly listingImageAltText: string;
  /** Path inside a locale (the link component adds the locale prefix). */
  readonly brandPageUrl: string;
  /** CSS hex colour of the brand pill and packaging. */
  readonly labelColor: string;
};

/** What a product is sold as: a complete meal or a topper for the bowl. */
export const PRODUCT_TYPES = ['complete-meal', 'topper'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * Dietary needs in the words shoppers use (the quiz's dietary-needs answers; the first three are
 * also Product Listing v2 filter words of §9).
 */
export const DIETARY_NEED_BY_BENEFIT = {
  skin: 'skin issues',
  digestion: 'digestive issues',
  joints: 'joint pain',
  picky: 'picky eating',
} as const satisfies Record<Benefit, string>;
export type DietaryNeed = (typeof DIETARY_NEED_BY_BENEFIT)[Benefit];

/** One package size: UPC-A (12 digits, valid check digit), its label and net weight. */
export type SizeAndUpc = {
  readonly upc: string;
  /** As printed on the pack, e.g. "2 lb". */
  readonly size: string;
  /** Optional here because a search index may not carry it; the catalog always does. */
  readonly weightGrams?: number;
};
export type CatalogSizeAndUpc = SizeAndUpc & { readonly weightGrams: number };

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
  readonly sizesAndUPCs: readonly SizeAndUpc[];
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

/**
 * Guaranteed analysis and energy, as fed. Units are in the field names: Pct is percent by weight,
 * copperMgPerKg is milligrams per kilogram of food.
 */
export type NutritionPanel = {
  readonly proteinPct: number;
  readonly fatPct: number;
  readonly fiberPct: number;
  readonly moisturePct: number;
  readonly sodiumPct: number;
  readonly phosphorusPct: number;
  readonly magnesiumPct: number;
  readonly copperMgPerKg: number;
  readonly omega3Pct: number;
  readonly kcalPerCup: number;
  readonly kcalPerKg: number;
};
export type Nutrient = keyof NutritionPanel;

/** §3 Feeding guidelines item: cups is null ("None") or 0.5 to 5 in halves (FEEDING_CUPS). */
export type FeedingGuidelineItem = {
  /** The pet's weight, e.g. "20 lb (9.1 kg)". */
  readonly label: string;
  /** The daily amount in words, e.g. "1½ cups a day". */
  readonly value: string;
  readonly cups: number | null;
};

/** The full catalog record: §3 Product plus what the quiz, the detail page and the vet listing need. */
export type CatalogProduct = Omit<Product, 'sizesAndUPCs' | 'protein' | 'productType'> & {
  readonly sizesAndUPCs: readonly CatalogSizeAndUpc[];
  readonly slug: string;
  readonly description: string;
  /** In descending order of weight, as on the pack. */
  readonly ingredients: readonly string[];
  readonly species: Species;
  readonly proteins: readonly Protein[];
  readonly protein: Protein;
  /** Avoidable ingredients present (a grain-free recipe lacks 'grain'). */
  readonly contains: readonly AvoidableIngredient[];
  readonly lifeStages: readonly LifeStage[];
  /** Pet size classes the recipe suits (ProductFacts.sizes; `sizes` is the §3 label list). */
  readonly petSizes: readonly SizeClass[];
  /** For growth recipes, the adult sizes whose growth they are made for; empty otherwise. */
  readonly growthSizes: readonly SizeClass[];
  readonly benefits: readonly Benefit[];
  readonly form: RecipeForm;
  readonly textures: readonly Texture[];
  readonly switchFrom: readonly CurrentFood[];
  /** Lower is more prominent; unique across the catalog. */
  readonly editorialRank: number;
  readonly productType: ProductType;
  /** Locales the product is sold in. */
  readonly locales: readonly Locale[];
  readonly nutrition: NutritionPanel;
  readonly feedingGuidelines: readonly FeedingGuidelineItem[];
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
  /** Accepts the UPC with or without spaces/dashes; only valid UPC-A codes match. */
  productByUpc(upc: string): Promise<UpcMatch | undefined>;
}
