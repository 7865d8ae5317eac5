/**
 * Reads the weight an owner types on the quiz results, in the page's unit, with a message for
 * anything that is not a weight this pet could have. Kept apart from the machine's checks
 * (src/domain/quiz/pet-weight.ts) so the messages load with the results, not with the questions.
 */
import type { Locale } from '@/config/constants';
import type { Species } from '@/engine/runtime';
import { KG_PER_LB, PET_WEIGHT_MAX_LB, type PetWeight, type WeightUnit } from '@/domain/quiz/pet-weight';

/**
 * The unit pets are weighed in on a locale's pages, as the feeding tables print weights
 * (weightText in feeding-units.ts: lb in the US, kg in Canada and the UK).
 *
 * @example
 * weightUnitOf('en-gb'); // 'kg'
 */
export const weightUnitOf = (locale: Locale): WeightUnit => (locale === 'en-us' ? 'lb' : 'kg');

/** A typical weight to show in messages, so the owner sees the form a number takes. */
const EXAMPLES: Readonly<Record<Species, Readonly<Record<WeightUnit, string>>>> = {
  dog: { lb: '45', kg: '20' },
  cat: { lb: '10', kg: '4.5' },
};

/** The heaviest weight taken, in the unit typed, rounded down so the message never names a refused number. */
const maxWeightIn = (species: Species, unit: WeightUnit): number =>
  unit === 'lb' ? PET_WEIGHT_MAX_LB[species] : Math.floor(PET_WEIGHT_MAX_LB[species] * KG_PER_LB);

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The result of reading a typed weight.
 *
 * @example
 * const r: WeightInputResult = { ok: false, message: 'Enter the weight as a number of lb, like 45.' };
 */
export type WeightInputResult = { readonly ok: true; readonly weight: PetWeight } | { readonly ok: false; readonly message: string };

/**
 * A typed weight in the page's unit: a number, optionally followed by the unit ("30", "30 lb",
 * "13.6kg"), rounded to a tenth; a clear message for an empty field, words, another unit, zero or
 * less, or more than any pet of the species weighs.
 *
 * @example
 * readWeightInput(' 30 lb ', 'lb', 'dog'); // { ok: true, weight: { amount: 30, unit: 'lb' } }
 * readWeightInput('heavy', 'lb', 'dog'); // { ok: false, message: 'Enter the weight as a number of lb, like 45.' }
 */
export function readWeightInput(text: string, unit: WeightUnit, species: Species): WeightInputResult {
  const example = EXAMPLES[species][unit];
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: `Enter a weight in ${unit}, like ${example}.` };
  const unitMatch = /^(.*?)\s*(lbs?|kgs?|kilos?|pounds?)\.?$/i.exec(trimmed);
  const typedUnit = unitMatch?.[2]?.toLowerCase().startsWith('k') === true ? 'kg' : unitMatch === null ? unit : 'lb';
  if (typedUnit !== unit) return { ok: false, message: `Enter the weight in ${unit}, like ${example}.` };
  const digits = (unitMatch?.[1] ?? trimmed).trim();
  if (!NUMBER.test(digits)) return { ok: false, message: `Enter the weight as a number of ${unit}, like ${example}.` };
  const amount = Math.round(Number(digits) * 10) / 10;
  if (!(amount > 0)) return { ok: false, message: `Enter a weight above 0 ${unit}.` };
  const max = maxWeightIn(species, unit);
  if (amount > max) return { ok: false, message: `That is more than any ${species} weighs: enter a weight up to ${max} ${unit}.` };
  return { ok: true, weight: { amount, unit } };
}

/**
 * The weight as the field shows it in the page's unit (a weight from a link made in another unit
 * is converted, to a tenth).
 *
 * @example
 * weightFieldText({ amount: 30, unit: 'lb' }, 'kg'); // '13.6'
 */
export function weightFieldText(weight: PetWeight, unit: WeightUnit): string {
  if (weight.unit === unit) return String(weight.amount);
  const converted = unit === 'kg' ? weight.amount * KG_PER_LB : weight.amount / KG_PER_LB;
  return String(Math.round(converted * 10) / 10);
}
