/**
 * Generators for the relevance properties: pets answering the default flow (growth-stage pets,
 * large-breed puppies, pets avoiding ingredients) and catalogs mixing adult-only and growth
 * recipes, meals, toppers and treats, so the nutrition rules meet every combination.
 */
import type fc from 'fast-check';
import { type QuizAnswers } from '@/engine/quiz-answers';
import { type QuizConfig } from '@/engine/quiz-config';
import { type ProductFacts } from '@/engine/product-facts';
import { catalogArbitrary, validAnswersArbitrary } from './quiz';

/** The growth stage the answers give the pet (the default flow's age values), if any. */
export const growthStageOf = (answers: QuizAnswers): 'puppy' | 'kitten' | undefined => {
  const age = answers.age;
  if (!Array.isArray(age)) return undefined;
  if (age.includes('puppy')) return 'puppy';
  if (age.includes('kitten')) return 'kitten';
  return undefined;
};

/** Whether the answers describe a puppy that will be a large dog. */
export const isLargeBreedPuppy = (answers: QuizAnswers): boolean =>
  growthStageOf(answers) === 'puppy' && Array.isArray(answers.size) && answers.size.includes('large-dog');

/** Complete answers to the default flow for a puppy or a kitten (sometimes a large-breed puppy). */
export const growthPetAnswersArbitrary = (flow: QuizConfig): fc.Arbitrary<QuizAnswers> =>
  validAnswersArbitrary(flow).filter((answers) => growthStageOf(answers) !== undefined);

/** Complete answers to the default flow that avoid at least one ingredient. */
export const avoidingPetAnswersArbitrary = (flow: QuizConfig): fc.Arbitrary<QuizAnswers> =>
  validAnswersArbitrary(flow).filter((answers) => Array.isArray(answers.avoid) && !answers.avoid.includes('none'));

/**
 * A catalog where every kind of recipe is common: adult-only recipes next to growth recipes (some
 * for large-size growth), toppers and treats next to meals.
 */
export const mixedCatalogArbitrary: fc.Arbitrary<ProductFacts[]> = catalogArbitrary({ minLength: 1, maxLength: 30 });

/** The default flow's avoid answers and the ingredient each keeps out. */
export const AVOIDED_INGREDIENT = {
  'grain-free': 'grain',
  'no-chicken': 'chicken',
  'no-fish': 'fish',
  'no-soy': 'soy',
  'no-beef': 'beef',
} as const satisfies Record<string, ProductFacts['contains'][number]>;
