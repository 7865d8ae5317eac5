/**
 * The nutritional adequacy statement a pet-food label carries, drawn from the recipe's facts: the
 * nutrient profile it is formulated to (AAFCO's dog or cat profiles), the life stages it feeds and,
 * for a dog recipe fed in growth, whether that covers puppies that will be large dogs. A topper is
 * not a complete diet, so its label says it is for intermittent or supplemental feeding only.
 *
 * The large-size qualifier follows the record's growthSizes, the same fact the quiz's "Made for
 * large-breed puppies" rule reads, so the label and the quiz can never disagree about a puppy.
 */
import type { LifeStage, SizeClass, Species } from '@/engine/product-facts';
import type { ProductType } from './vocabulary';

/** The facts a statement is drawn from (a catalog record has them all). */
type StatementFacts = {
  readonly name: string;
  readonly species: Species;
  readonly lifeStages: readonly LifeStage[];
  readonly growthSizes: readonly SizeClass[];
  readonly productType: ProductType;
};

/** AAFCO's wording for the large-size growth qualifier (its "large size" is a fixed label term). */
const LARGE_SIZE_GROWTH = 'growth of large size dogs (70 lb. or more as an adult)';

/** The life stages a recipe is formulated for, as a label names them. */
export type AdequacyStage = 'all life stages' | 'growth' | 'adult maintenance';

/**
 * @example
 * adequacyStage(['puppy']); // 'growth'
 * adequacyStage(['kitten', 'adult', 'senior']); // 'all life stages'
 * adequacyStage(['senior']); // 'adult maintenance' (AAFCO has no senior profile)
 */
export function adequacyStage(lifeStages: StatementFacts['lifeStages']): AdequacyStage {
  const growth = lifeStages.some((s) => s === 'puppy' || s === 'kitten');
  const grown = lifeStages.some((s) => s === 'adult' || s === 'senior');
  if (growth && grown) return 'all life stages';
  return growth ? 'growth' : 'adult maintenance';
}

/** Whether the recipe is formulated for the growth of puppies that will be large dogs. */
const coversLargeSizeGrowth = (p: Pick<StatementFacts, 'species' | 'growthSizes'>): boolean => p.species === 'dog' && p.growthSizes.includes('large');

/**
 * @example
 * adequacyStatement({ name: 'Beef & Sweet Potato Dog Roll', species: 'dog', lifeStages: ['adult', 'senior'], growthSizes: [], productType: 'complete-meal' });
 * // 'Beef & Sweet Potato Dog Roll is formulated to meet the nutritional levels established by the AAFCO Dog Food Nutrient Profiles for adult maintenance.'
 * adequacyStatement({ name: 'Puppy Chicken & Rice Roll', species: 'dog', lifeStages: ['puppy'], growthSizes: ['small', 'medium'], productType: 'complete-meal' });
 * // '… for growth, except for growth of large size dogs (70 lb. or more as an adult).'
 */
export function adequacyStatement(p: StatementFacts): string {
  if (p.productType !== 'complete-meal') return `${p.name} is intended for intermittent or supplemental feeding only.`;
  const profile = p.species === 'dog' ? 'AAFCO Dog Food Nutrient Profiles' : 'AAFCO Cat Food Nutrient Profiles';
  const stage = adequacyStage(p.lifeStages);
  const qualifier = p.species === 'dog' && stage !== 'adult maintenance' ? (coversLargeSizeGrowth(p) ? `, including ${LARGE_SIZE_GROWTH}` : `, except for ${LARGE_SIZE_GROWTH}`) : '';
  return `${p.name} is formulated to meet the nutritional levels established by the ${profile} for ${stage}${qualifier}.`;
}
