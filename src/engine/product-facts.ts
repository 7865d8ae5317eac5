import { z } from 'zod';

export const SPECIES = ['dog', 'cat'] as const;
export type Species = (typeof SPECIES)[number];

/** Main proteins of a recipe (the loved-proteins question). */
export const PROTEINS = ['chicken', 'turkey', 'fish', 'beef', 'bison', 'lamb'] as const;
export type Protein = (typeof PROTEINS)[number];

/** Ingredients a shopper can ask to avoid (the ingredients-to-avoid question). */
export const AVOIDABLE_INGREDIENTS = ['grain', 'chicken', 'fish', 'soy', 'beef'] as const;
export type AvoidableIngredient = (typeof AVOIDABLE_INGREDIENTS)[number];

export const LIFE_STAGES = ['puppy', 'kitten', 'adult', 'senior'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

/** Pet size classes the recipe suits (the size-by-weight question maps a weight range to one). */
export const SIZE_CLASSES = ['small', 'medium', 'large'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/** Dietary benefits (the dietary-needs question). */
export const BENEFITS = ['skin', 'digestion', 'joints', 'picky'] as const;
export type Benefit = (typeof BENEFITS)[number];

/** Recipe form (the routine question: easy-to-pour bags, cut-and-serve rolls). */
export const RECIPE_FORMS = ['bag', 'roll'] as const;
export type RecipeForm = (typeof RECIPE_FORMS)[number];

/** Textures a pet may love (cats: pate). */
export const TEXTURES = ['pate', 'chunks', 'crumbles'] as const;
export type Texture = (typeof TEXTURES)[number];

/**
 * What a product is for: a complete meal feeds a pet on its own; a topper or a treat goes on or
 * beside a meal and must never be recommended as one.
 */
export const PRODUCT_KINDS = ['complete-meal', 'topper', 'treat'] as const;

/** Food a pet eats today that a recipe is a gentle switch from (the current-food question). */
export const CURRENT_FOODS = ['kibble', 'wet', 'dehydrated', 'fresh-food'] as const;
export type CurrentFood = (typeof CURRENT_FOODS)[number];

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
