/**
 * The catalog over the committed fixtures. The JSON is imported (not read from disk at a path) so
 * the bundler ships it with the server code in every deploy shape; it is validated once, on first
 * use, and a bad fixture stops the request with a message naming the file and JSON path.
 */
import 'server-only';
import brandsJson from '@fixtures/catalog/brands.json';
import productsJson from '@fixtures/catalog/products.json';
import type { Locale } from '@/config/constants';
import { parseCatalogFixtures, type ParsedCatalog } from './schema';
import type { CatalogProduct, CatalogService, ProductFilter, UpcMatch } from './types';
import { upcAFromCode } from '@/domain/product/upc';

export const CATALOG_FIXTURE_FILES = {
  brands: 'fixtures/catalog/brands.json',
  products: 'fixtures/catalog/products.json',
} as const;

/** True when the product meets every criterion given. */
export function matchesFilter(p: CatalogProduct, f: ProductFilter): boolean {
  const tags: readonly string[] = p.tags;
  return (
    (f.species === undefined || p.species === f.species) &&
    (f.brand === undefined || p.brand === f.brand) &&
    (f.locale === undefined || p.locales.includes(f.locale)) &&
    (f.tags === undefined || f.tags.every((t) => tags.includes(t))) &&
    (f.productType === undefined || p.productType === f.productType) &&
    (f.protein === undefined || p.proteins.includes(f.protein)) &&
    (f.form === undefined || p.form === f.form) &&
    (f.texture === undefined || p.textures.includes(f.texture)) &&
    (f.lifeStage === undefined || p.lifeStages.includes(f.lifeStage)) &&
    (f.petSize === undefined || p.petSizes.includes(f.petSize)) &&
    (f.benefit === undefined || p.benefits.includes(f.benefit)) &&
    (f.vetDietaryNeed === undefined || p.vetDietaryNeeds.includes(f.vetDietaryNeed)) &&
    (f.without === undefined || f.without.every((i) => !p.contains.includes(i)))
  );
}

/** A catalog service over already-parsed data (tests build one from their own fixtures). */
export function createLocalCatalog(data: ParsedCatalog): CatalogService {
  const products = [...data.products].sort((a, b) => a.editorialRank - b.editorialRank);
  const brands = [...data.brands];
  const productById = new Map(products.map((p) => [p.id, p]));
  const productBySlug = new Map(products.map((p) => [p.slug, p]));
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const brandBySlug = new Map(brands.map((b) => [b.slug, b]));
  const byUpc = new Map<string, UpcMatch>();
  for (const product of products) for (const size of product.sizesAndUPCs) byUpc.set(size.upc, { product, size });

  // Answers are in memory; Promise.resolve keeps the async interface without pretending to wait.
  return {
    brands: () => Promise.resolve(brands),
    brandById: (id: string) => Promise.resolve(brandById.get(id)),
    brandBySlug: (slug: string) => Promise.resolve(brandBySlug.get(slug)),
    products: (filter: ProductFilter = {}) => Promise.resolve(products.filter((p) => matchesFilter(p, filter))),
    productById: (id: string) => Promise.resolve(productById.get(id)),
    productBySlug: (slug: string) => Promise.resolve(productBySlug.get(slug)),
    productsByBrand: (brandId: string, locale?: Locale) =>
      Promise.resolve(products.filter((p) => p.brand === brandId && (locale === undefined || p.locales.includes(locale)))),
    productByUpc: (upc: string) => {
      const clean = upcAFromCode(upc);
      return Promise.resolve(clean === null ? undefined : byUpc.get(clean));
    },
  };
}

/** The committed fixtures, parsed (exported for tests and for scripts that build search documents). */
export function loadCatalogFixtures(): ParsedCatalog {
  return parseCatalogFixtures({
    brands: { file: CATALOG_FIXTURE_FILES.brands, data: brandsJson },
    products: { file: CATALOG_FIXTURE_FILES.products, data: productsJson },
  });
}

let cached: CatalogService | undefined;

/** The fixture catalog, parsed once per process. */
export function localCatalog(): CatalogService {
  cached ??= createLocalCatalog(loadCatalogFixtures());
  return cached;
}
