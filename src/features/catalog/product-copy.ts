/**
 * A product's words as a locale reads them. The catalog keeps one record per recipe, written in
 * American spelling; the page respells its description and ingredient names for the locale
 * ("Natural Flavour", "Pea Fibre" in en-gb and en-ca), so the facts stay in one place.
 */
import type { Locale } from '@/config/constants';
import { respell } from '@/domain/locale/spelling';
import type { CatalogProduct } from '@/services/catalog';

export type ProductCopy = {
  readonly name: string;
  readonly description: string;
  readonly ingredients: readonly string[];
};

/**
 * @example productCopy(product, 'en-gb').ingredients // [..., 'Natural Flavour', ...]
 */
export function productCopy(product: Pick<CatalogProduct, 'name' | 'description' | 'ingredients'>, locale: Locale): ProductCopy {
  return {
    name: product.name,
    description: respell(product.description, locale),
    ingredients: product.ingredients.map((i) => respell(i, locale)),
  };
}
