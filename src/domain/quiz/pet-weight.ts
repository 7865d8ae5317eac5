import type { Species } from '@/engine/runtime';

/**
 * The pet's weight as the owner gave it on the results, in the unit they gave it in (the page's:
 * lb in the US, kg in Canada and the UK). Kept as given rather than converted, so a link or saved
 * progress reads back the very number the owner typed.
 *
 * This module rides with the quiz machine in the quiz's first load: it holds only the checks the
 * machine, the shared link and saved progress need. Reading what the owner typed, with its
 * messages, is in the results chunk (src/features/quiz/weight-input.ts).
 *
 * @example
 * const atlas: PetWeight = { amount: 30, unit: 'lb' };
 */
export type PetWeight = { readonly amount: number; readonly unit: WeightUnit };

export type WeightUnit = 'lb' | 'kg';

export const KG_PER_LB = 0.45359237;

/**
 * The heaviest weight taken for each species (lb): above the heaviest dogs (giant breeds reach
 * about 250 lb) and cats (a very large house cat is about 30 lb), so a weight past it is a typo.
 */
export const PET_WEIGHT_MAX_LB: Readonly<Record<Species, number>> = { dog: 300, cat: 40 };

/**
 * The weight in pounds, the unit of the catalog's feeding guides.
 *
 * @example
 * petWeightLb({ amount: 10, unit: 'kg' }); // 22.046…
 */
export const petWeightLb = (weight: PetWeight): number => (weight.unit === 'lb' ? weight.amount : weight.amount / KG_PER_LB);

/**
 * Whether a value is a weight this species can have: a positive finite amount in lb or kg, no
 * heavier than {@link PET_WEIGHT_MAX_LB}. With no species known, the larger (dog) bound applies.
 *
 * @example
 * isPetWeight({ amount: 30, unit: 'lb' }, 'dog'); // true
 * isPetWeight({ amount: 30, unit: 'kg' }, 'cat'); // false: about 66 lb
 */
export function isPetWeight(value: unknown, species: Species | undefined): value is PetWeight {
  if (typeof value !== 'object' || value === null) return false;
  const { amount, unit } = value as Record<string, unknown>;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || (unit !== 'lb' && unit !== 'kg')) return false;
  return petWeightLb({ amount, unit }) <= PET_WEIGHT_MAX_LB[species ?? 'dog'];
}

/**
 * A weight as the short text a shared link carries.
 *
 * @example
 * encodePetWeight({ amount: 13.6, unit: 'kg' }); // '13.6kg'
 */
export const encodePetWeight = (weight: PetWeight): string => `${weight.amount}${weight.unit}`;

const ENCODED = /^(\d{1,4}(?:\.\d{1,2})?)(lb|kg)$/;

/**
 * The weight a link's text stands for, or undefined when it is not one {@link encodePetWeight}
 * makes (or the species cannot weigh that much).
 *
 * @example
 * decodePetWeight('30lb', 'dog'); // { amount: 30, unit: 'lb' }
 * decodePetWeight('-3lb', 'dog'); // undefined
 */
export function decodePetWeight(text: unknown, species: Species | undefined): PetWeight | undefined {
  if (typeof text !== 'string') return undefined;
  const match = ENCODED.exec(text);
  if (match === null) return undefined;
  const weight = { amount: Number(match[1]), unit: match[2] as WeightUnit };
  return isPetWeight(weight, species) ? weight : undefined;
}
