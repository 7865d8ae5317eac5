/**
 * Fields the catalog computes instead of storing, so they can never disagree with the facts they
 * come from: dietary needs from benefits, vet dietary needs from the nutrition panels.
 */
import { VET_DIETARY_NEEDS_FILTERS, type VetDietaryNeedsFilter } from '@/config/constants';
import { BENEFITS, type Benefit, type Species } from '@/engine/product-vocabulary';
import { type Nutrient, type NutritionPanel } from './records';
import { DIETARY_NEED_BY_BENEFIT, type DietaryNeed } from './vocabulary';

/** Which nutrient each §3 vet dietary-needs filter chooses by, and in which direction. */
export const VET_DIETARY_NEED_NUTRIENTS = {
  'lowest sodium': { nutrient: 'sodiumPct', direction: 'lowest' },
  'lowest fat': { nutrient: 'fatPct', direction: 'lowest' },
  'highest fiber': { nutrient: 'fiberPct', direction: 'highest' },
  'lowest phosphorus': { nutrient: 'phosphorusPct', direction: 'lowest' },
  'lowest copper': { nutrient: 'copperMgPerKg', direction: 'lowest' },
  'lowest protein': { nutrient: 'proteinPct', direction: 'lowest' },
  'lowest magnesium': { nutrient: 'magnesiumPct', direction: 'lowest' },
  'lowest calorie': { nutrient: 'kcalPerCup', direction: 'lowest' },
  'highest calorie': { nutrient: 'kcalPerCup', direction: 'highest' },
  'highest omega 3 fatty acids': { nutrient: 'omega3Pct', direction: 'highest' },
} as const satisfies Record<VetDietaryNeedsFilter, { nutrient: Nutrient; direction: 'lowest' | 'highest' }>;

/**
 * The share of a species' recipes a vet filter selects. A quarter keeps each filter a real choice
 * (a filter that matched half the catalog would tell a vet nothing).
 */
const VET_FILTER_SHARE = 0.25;

/**
 * @example deriveDietaryNeeds(['joints', 'skin']) // ['skin issues', 'joint pain'] (BENEFITS order)
 */
export function deriveDietaryNeeds(benefits: readonly Benefit[]): DietaryNeed[] {
  return BENEFITS.filter((b) => benefits.includes(b)).map((b) => DIETARY_NEED_BY_BENEFIT[b]);
}

type Nutritioned = { readonly id: string; readonly species: Species; readonly nutrition: NutritionPanel };

/**
 * For each product, the vet filters it qualifies for: its nutrient value is within the best
 * VET_FILTER_SHARE of its species' recipes in the filter's direction (ties at the cut-off included,
 * so equal recipes are never split).
 *
 * @example deriveVetDietaryNeeds(products).get('bb-gen-03') // ['lowest fat', 'highest fiber']
 */
export function deriveVetDietaryNeeds(products: readonly Nutritioned[]): Map<string, VetDietaryNeedsFilter[]> {
  const result = new Map<string, VetDietaryNeedsFilter[]>(products.map((p) => [p.id, []]));
  // Per species: a cat recipe is not 'lowest fat' because dog recipes are fattier.
  const bySpecies = new Map<Species, Nutritioned[]>();
  for (const p of products) bySpecies.set(p.species, [...(bySpecies.get(p.species) ?? []), p]);
  for (const group of bySpecies.values()) {
    const take = Math.max(1, Math.ceil(group.length * VET_FILTER_SHARE));
    for (const filter of VET_DIETARY_NEEDS_FILTERS) {
      const { nutrient, direction } = VET_DIETARY_NEED_NUTRIENTS[filter];
      const sign = direction === 'lowest' ? 1 : -1;
      const values = group.map((p) => sign * p.nutrition[nutrient]).sort((a, b) => a - b);
      const cutOff = values[take - 1];
      if (cutOff === undefined) continue;
      for (const p of group) {
        if (sign * p.nutrition[nutrient] <= cutOff) result.get(p.id)?.push(filter);
      }
    }
  }
  return result;
}
