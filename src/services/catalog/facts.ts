/**
 * The catalog → quiz engine boundary: the engine ranks ProductFacts and never sees catalog records.
 */
import type { ProductFacts } from '@/engine/product-facts';
import type { CatalogProduct } from './types';

/**
 * @example toProductFacts(product) // { id: 'bb-kit-01', species: 'dog', proteins: ['chicken'], … }
 */
export function toProductFacts(product: CatalogProduct): ProductFacts {
  return {
    id: product.id,
    species: product.species,
    proteins: product.proteins,
    contains: product.contains,
    lifeStages: product.lifeStages,
    // ProductFacts.sizes is pet size suitability; the catalog's `sizes` is §3's size-label list.
    sizes: product.petSizes,
    benefits: product.benefits,
    form: product.form,
    textures: product.textures,
    switchFrom: product.switchFrom,
    editorialRank: product.editorialRank,
    tags: [...product.tags],
    productType: product.productType,
    growthSizes: product.growthSizes,
  };
}
