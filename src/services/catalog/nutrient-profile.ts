/**
 * A recipe's nutrient profile as a veterinarian compares recipes: each nutrient of the guaranteed
 * analysis as fed, on a dry-matter basis, per 1,000 kcal and per cup, worked out from the nutrition
 * panel alone (grams per cup from its two energy figures), so no page restates a number by hand.
 */
import type { NutritionPanel } from './records';
import { gramsPerCup } from './feeding-units';

/** The nutrients a profile lists, with the panel field each is read from. */
export const PROFILE_NUTRIENTS = [
  { key: 'proteinPct', label: 'Crude protein', unit: 'g' },
  { key: 'fatPct', label: 'Crude fat', unit: 'g' },
  { key: 'fiberPct', label: 'Crude fiber', unit: 'g' },
  { key: 'phosphorusPct', label: 'Phosphorus', unit: 'g' },
  { key: 'sodiumPct', label: 'Sodium', unit: 'g' },
  { key: 'magnesiumPct', label: 'Magnesium', unit: 'g' },
  { key: 'omega3Pct', label: 'Omega-3 fatty acids', unit: 'g' },
  { key: 'copperMgPerKg', label: 'Copper', unit: 'mg' },
] as const satisfies ReadonlyArray<{ key: keyof NutritionPanel; label: string; unit: 'g' | 'mg' }>;

type ProfileNutrient = (typeof PROFILE_NUTRIENTS)[number];

/**
 * One nutrient of a profile. Percent nutrients are grams per 100 g; copper is mg per kg, so its
 * "as fed" and "dry matter" figures are mg/kg and its amounts are milligrams.
 */
type NutrientLine = {
  readonly nutrient: ProfileNutrient;
  readonly asFed: number;
  readonly dryMatter: number;
  readonly per1000Kcal: number;
  readonly perCup: number;
};

export type NutrientProfile = {
  readonly kcalPerCup: number;
  readonly kcalPerKg: number;
  readonly kcalPerKgDryMatter: number;
  readonly gramsPerCup: number;
  readonly moisturePct: number;
  readonly lines: readonly NutrientLine[];
};

/**
 * @example
 * nutrientProfile(panel).lines[0]; // { nutrient: { key: 'proteinPct', … }, asFed: 12, dryMatter: 48, per1000Kcal: 96, perCup: 28.8 }
 */
export function nutrientProfile(n: NutritionPanel): NutrientProfile {
  const dry = 1 - n.moisturePct / 100;
  const grams = gramsPerCup(n);
  const lines = PROFILE_NUTRIENTS.map((nutrient): NutrientLine => {
    const asFed = n[nutrient.key];
    // Amount in the nutrient's unit per kg of food: % → g/kg (×10); copper is already mg/kg.
    const perKg = nutrient.unit === 'mg' ? asFed : asFed * 10;
    return { nutrient, asFed, dryMatter: asFed / dry, per1000Kcal: (perKg / n.kcalPerKg) * 1000, perCup: (perKg * grams) / 1000 };
  });
  return { kcalPerCup: n.kcalPerCup, kcalPerKg: n.kcalPerKg, kcalPerKgDryMatter: n.kcalPerKg / dry, gramsPerCup: grams, moisturePct: n.moisturePct, lines };
}
