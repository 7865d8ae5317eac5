/**
 * Recipes as the catalog records them (facts, ingredient words, editorial tags) and pets as a
 * shopper would describe them with listing chips, for the listing-filter properties.
 */
import fc from 'fast-check';
import { AVOIDABLE_INGREDIENTS, BENEFITS, LIFE_STAGES, PROTEINS, SIZE_CLASSES, type Benefit, type SizeClass, type Species } from '@/engine/product-vocabulary';
import { type TagFacts } from '@/services/catalog/derive';
import { EDITORIAL_TAGS, type EditorialTag } from '@/services/catalog/vocabulary';

const setOf = <T>(values: readonly T[], minLength = 0): fc.Arbitrary<T[]> => fc.shuffledSubarray([...values], { minLength });

/** Ingredient words, poultry, eggs, grains and every protein's among them. */
const INGREDIENT_POOL = ['Chicken', 'Turkey', 'Duck', 'Eggs', 'Salmon', 'Ocean Whitefish', 'Beef', 'Bison', 'Lamb', 'Brown Rice', 'Oatmeal', 'Peas', 'Pumpkin', 'Soybean Oil', 'Sweet Potatoes'] as const;

export type GeneratedRecipe = TagFacts & { readonly id: string; readonly editorialTags: EditorialTag[] };

/**
 * A recipe whose facts need not agree with each other (growth sizes outside its pet sizes, a
 * puppy stage on a cat, `contains` apart from the ingredient words): the tags must be safe whatever
 * the record says.
 */
const recipeArbitrary = (id: string): fc.Arbitrary<GeneratedRecipe> =>
  fc.record({
    id: fc.constant(id),
    species: fc.constantFrom<Species>('dog', 'cat'),
    proteins: setOf(PROTEINS, 1),
    contains: setOf(AVOIDABLE_INGREDIENTS),
    ingredients: setOf(INGREDIENT_POOL, 1),
    lifeStages: setOf(LIFE_STAGES, 1),
    petSizes: setOf(SIZE_CLASSES, 1),
    growthSizes: setOf(SIZE_CLASSES),
    benefits: setOf(BENEFITS),
    productType: fc.constantFrom('complete-meal' as const, 'complete-meal' as const, 'topper' as const),
    nutrition: fc.record({ proteinPct: fc.double({ min: 5, max: 30, noNaN: true }) }),
    editorialTags: setOf(EDITORIAL_TAGS),
  });

export const recipesArbitrary: fc.Arbitrary<GeneratedRecipe[]> = fc
  .integer({ min: 0, max: 24 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => recipeArbitrary(`r${i}`))));

/** A pet: what the quiz asks about it that a listing chip can also say. */
export type Pet = {
  readonly species: Species;
  readonly size: SizeClass;
  readonly age: 'puppy' | 'kitten' | 'adult' | 'senior';
  /** Quiz avoid options a chip can say: grain-free, and no chicken (said by "no poultry"). */
  readonly avoid: ReadonlyArray<'grain-free' | 'no-chicken'>;
  readonly needs: readonly Benefit[];
};

export const petArbitrary: fc.Arbitrary<Pet> = fc.constantFrom<Species>('dog', 'cat').chain((species) =>
  fc.record({
    species: fc.constant(species),
    size: fc.constantFrom(...SIZE_CLASSES),
    age: species === 'dog' ? fc.constantFrom('puppy' as const, 'adult' as const, 'senior' as const) : fc.constantFrom('kitten' as const, 'adult' as const, 'senior' as const),
    avoid: setOf(['grain-free', 'no-chicken'] as const),
    needs: setOf(BENEFITS),
  }),
);
