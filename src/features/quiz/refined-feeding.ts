/**
 * The feeding amount for one pet's weight, read off a recipe's feeding guide: between two of the
 * guide's rows the cups a day are linearly interpolated, at a row they are that row's, and where
 * the guide gives no cup amount (past its lightest or heaviest row, a "None" row, or a row where
 * the recipe is not recommended) the owner is sent to their vet.
 *
 * For a puppy or kitten the guide's rows are its weight while growing (the growth guides are worked
 * out from the growing pet's own weight), so the weight given is today's weight and the amount is
 * for today: the wording says so, names the adult size it grows to, and asks the owner to weigh
 * again as it grows. That is the same reading as the range shown without a weight: the rows a
 * growing pet passes through on the way to its expected adult weight.
 */
import { TOPPER_MEALS_PER_DAY, type Locale } from '@/config/constants';
import { fillPetName, type ProductFacts } from '@/engine/runtime';
import { petWeightLb, type PetWeight } from '@/domain/quiz/pet-weight';
import { formatNumber, roundGrams, weightText } from '@/services/catalog/feeding-units';
import { weightWords, type FeedingAdvice, type FeedingPet, type FeedingRow } from './feeding-amount';

/**
 * A recipe's energy, as the quiz's card data carries it: kcal per cup and per kg (grams per cup
 * is their ratio, as on the feeding table).
 */
export type FeedingEnergy = readonly [kcalPerCup: number, kcalPerKg: number];

/**
 * Where a weight falls in a guide: the cups a day (with the row or rows they came from), or why
 * the guide has no amount for it.
 *
 * @example
 * const r: RefinedAmount = { kind: 'amount', cups: 1.25, rows: [5, 10] };
 */
export type RefinedAmount =
  | { readonly kind: 'amount'; readonly cups: number; readonly rows: readonly [number] | readonly [number, number] }
  | { readonly kind: 'below-guide' | 'above-guide'; readonly edgeLb: number }
  | { readonly kind: 'no-amount' }
  | { readonly kind: 'not-recommended' };

/**
 * The cups a day a recipe's guide gives a pet of `lb`, interpolated between the two rows around it.
 * Rows may come in any order; a row's own weight gives exactly its cups.
 *
 * @example
 * refinedAmount([[5, 1], [10, 1.5]], 7.5); // { kind: 'amount', cups: 1.25, rows: [5, 10] }
 * refinedAmount([[5, 1], [10, 1.5]], 10); // { kind: 'amount', cups: 1.5, rows: [10] }
 * refinedAmount([[5, 1], [10, null]], 8); // { kind: 'no-amount' }
 */
export function refinedAmount(rows: readonly FeedingRow[], lb: number): RefinedAmount {
  const sorted = [...rows].sort((a, b) => a[0] - b[0]);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return { kind: 'no-amount' };
  if (lb < first[0]) return { kind: 'below-guide', edgeLb: first[0] };
  if (lb > last[0]) return { kind: 'above-guide', edgeLb: last[0] };
  const exact = sorted.find(([rowLb]) => rowLb === lb);
  const pair: readonly FeedingRow[] = exact !== undefined ? [exact] : [sorted.filter(([rowLb]) => rowLb < lb).at(-1) ?? first, sorted.find(([rowLb]) => rowLb > lb) ?? last];
  if (pair.some(([, cups]) => cups === 'not-recommended')) return { kind: 'not-recommended' };
  const [low, high] = pair;
  if (low === undefined || typeof low[1] !== 'number') return { kind: 'no-amount' };
  if (high === undefined) return { kind: 'amount', cups: low[1], rows: [low[0]] };
  if (typeof high[1] !== 'number') return { kind: 'no-amount' };
  const share = (lb - low[0]) / (high[0] - low[0]);
  return { kind: 'amount', cups: low[1] + (high[1] - low[1]) * share, rows: [low[0], high[0]] };
}

const QUARTERS = ['', '¼', '½', '¾'] as const;

/** Cups to the nearest quarter, as a measuring cup is read ('¾ cup', '3¼ cups'). */
function cupsWords(cups: number): string {
  const quarters = Math.max(1, Math.round(cups * 4));
  const whole = Math.floor(quarters / 4);
  const amount = `${whole === 0 ? '' : whole}${QUARTERS[quarters % 4] ?? ''}`;
  return `${amount} ${quarters > 4 ? 'cups' : 'cup'}`;
}

/** An amount of food in the locale's units: cups in the US, grams elsewhere (with cups in Canada, as its labels print them). */
function foodWords(cups: number, gramsInCup: number, locale: Locale): { readonly main: string; readonly aside: string | undefined } {
  if (locale === 'en-us') return { main: cupsWords(cups), aside: undefined };
  const grams = `${formatNumber(roundGrams(cups * gramsInCup), locale)} g`;
  return { main: grams, aside: locale === 'en-ca' ? cupsWords(cups) : undefined };
}

const kcalWords = (kcal: number, locale: Locale): string => `${formatNumber(Math.round(kcal), locale)} kcal`;

const rowsWords = (rows: readonly number[], locale: Locale): string => {
  const [low, high] = rows.map((lb) => weightText(lb, locale));
  return high === undefined ? `the feeding guide’s ${low ?? ''} row` : `between the feeding guide’s ${low ?? ''} and ${high} rows`;
};

/**
 * What a result says about feeding a pet of a known weight: the amount a day (a topper's per meal)
 * in the locale's units with its calories a day, and where it came from; or, where the guide gives
 * no amount for that weight, to ask the vet.
 *
 * @example
 * refinedFeedingAdvice([[20, 3], [30, 3.5]], [332, 1360], { species: 'dog', size: 'large', growing: true }, { amount: 25, unit: 'lb' }, 'Atlas', 'complete-meal', 'en-us');
 * // { kind: 'amount', amount: 'About 3¼ cups a day (1,079 kcal)', source: 'for Atlas’s weight today, 25 lb, while growing (expected adult weight over 50 lb), between the feeding guide’s 20 lb and 30 lb rows; weigh Atlas again as they grow' }
 */
export function refinedFeedingAdvice(
  rows: readonly FeedingRow[],
  energy: FeedingEnergy,
  pet: FeedingPet,
  weight: PetWeight,
  petName: string,
  productType: ProductFacts['productType'],
  locale: Locale,
): FeedingAdvice {
  const lb = petWeightLb(weight);
  const weighs = weightText(lb, locale);
  const refined = refinedAmount(rows, lb);
  const fill = (text: string): string => fillPetName(text, petName);
  switch (refined.kind) {
    case 'below-guide':
      return { kind: 'ask-vet', text: fill(`Its feeding guide starts at ${weightText(refined.edgeLb, locale)} and {petName} weighs ${weighs}: ask your vet how much to feed.`) };
    case 'above-guide':
      return { kind: 'ask-vet', text: fill(`Its feeding guide stops at ${weightText(refined.edgeLb, locale)} and {petName} weighs ${weighs}: ask your vet how much to feed.`) };
    case 'no-amount':
      return { kind: 'ask-vet', text: fill(`Its feeding guide gives no amount at {petName}’s weight (${weighs}): ask your vet how much to feed.`) };
    case 'not-recommended':
      return { kind: 'ask-vet', text: fill(`Its feeding guide does not recommend it at {petName}’s weight (${weighs}): ask your vet, or choose a recipe made for this size.`) };
    case 'amount':
      break;
  }
  const [kcalPerCup, kcalPerKg] = energy;
  const gramsInCup = (kcalPerCup / kcalPerKg) * 1000;
  const daily = foodWords(refined.cups, gramsInCup, locale);
  const kcal = kcalWords(refined.cups * kcalPerCup, locale);
  const forWeight = pet.growing
    ? fill(`for {petName}’s weight today, ${weighs}, while growing (expected adult weight ${weightWords(pet.species, pet.size)})`)
    : fill(`for {petName}’s weight, ${weighs}`);
  const regrow = pet.growing ? fill('; weigh {petName} again as they grow') : '';
  const from = rowsWords(refined.rows, locale);
  if (productType !== 'complete-meal') {
    const meal = foodWords(refined.cups / TOPPER_MEALS_PER_DAY, gramsInCup, locale);
    const perMeal = `About ${meal.main}${meal.aside === undefined ? '' : ` (${meal.aside})`} per meal`;
    return {
      kind: 'amount',
      amount: perMeal,
      source: `${forWeight}, ${from} (${daily.main} a day on top of the usual food, ${kcal}, split over ${TOPPER_MEALS_PER_DAY} meals)${regrow}`,
    };
  }
  const aside = daily.aside === undefined ? kcal : `${daily.aside}, ${kcal}`;
  return { kind: 'amount', amount: `About ${daily.main} a day (${aside})`, source: `${forWeight}, ${from}${regrow}` };
}
