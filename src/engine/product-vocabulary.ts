/**
 * The words the engine describes products with (species, proteins, life stages…), as constants
 * and the types they name. Apart from the product facts schema (product-facts.ts) so code that runs
 * in the browser (ranking, listings) can use them without loading zod.
 */
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
