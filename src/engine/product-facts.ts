import { z } from 'zod';
import { AVOIDABLE_INGREDIENTS, BENEFITS, CURRENT_FOODS, LIFE_STAGES, PRODUCT_KINDS, PROTEINS, RECIPE_FORMS, SIZE_CLASSES, SPECIES, TEXTURES } from './product-vocabulary';

export * from './product-vocabulary';

const setOf = <const T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values));

/**
 * What the engine knows about a product: the facts quiz options can match or exclude on.
 * The catalog (src/services/catalog) maps its products into this shape at its boundary; the
 * engine never sees catalog JSON. Every list is a set (no duplicates; order carries no meaning).
 * The quiz catalog's JSON (/api/quiz/catalog) is parsed with this schema before the engine sees it.
 *
 * @example
 * const facts: ProductFacts = {
 *   id: 'bb-dog-chicken-roll-2lb', species: 'dog', proteins: ['chicken'], contains: ['chicken', 'grain'],
 *   lifeStages: ['adult', 'senior'], sizes: ['small', 'medium', 'large'], benefits: ['digestion'],
 *   form: 'roll', textures: [], switchFrom: ['kibble'], editorialRank: 3, tags: ['bestseller'],
 *   productType: 'complete-meal', growthSizes: [],
 * };
 */
export const productFactsSchema = z.object({
  id: z.string().min(1),
  species: z.enum(SPECIES),
  proteins: setOf(PROTEINS),
  /** Avoidable ingredients present in the recipe; a grain-free recipe lacks 'grain'. */
  contains: setOf(AVOIDABLE_INGREDIENTS),
  lifeStages: setOf(LIFE_STAGES),
  sizes: setOf(SIZE_CLASSES),
  benefits: setOf(BENEFITS),
  form: z.enum(RECIPE_FORMS),
  textures: setOf(TEXTURES),
  /** Foods this recipe is an easy switch from (e.g. kibble toppers, wet-food look-alikes). */
  switchFrom: setOf(CURRENT_FOODS),
  /** Lower is more prominent; the editorial tie-break and the fallback picks. */
  editorialRank: z.number().int(),
  tags: z.array(z.string()),
  productType: z.enum(PRODUCT_KINDS),
  /**
   * For a recipe made for growth (puppy or kitten), the adult sizes whose growth it is formulated
   * for: 'large' only when it suits puppies that will be large dogs (moderate energy and minerals).
   * Empty for adult and senior recipes.
   */
  growthSizes: setOf(SIZE_CLASSES),
});
export type ProductFacts = z.infer<typeof productFactsSchema>;
