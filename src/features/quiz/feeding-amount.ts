/**
 * A feeding amount for the pet, read from a recipe's feeding guidelines (§3 Feeding guidelines item:
 * a weight label and cups, None above or below what a cup measure serves, or not recommended).
 */
import { TOPPER_MEALS_PER_DAY } from '@/config/constants';
import { fillPetName, type ProductFacts, type QuizOutcome, type SizeClass, type Species } from '@/engine/runtime';
import type { FeedingGuidelineItem } from '@/services/catalog/records';

/**
 * One feeding-guide row the quiz keeps: the pet weight in pounds and the cups a day; null where the
 * guide sends the owner to their vet instead, 'not-recommended' where the guide says the recipe is
 * not for a pet of that weight.
 */
export type FeedingRow = readonly [lb: number, cups: number | null | 'not-recommended'];

/**
 * The weight range (lb, inclusive) each size answer of the default flow stands for, as its option
 * descriptions say ("Up to 20 lb", "21 to 50 lb", "Over 50 lb"; cats up to 8, 8 to 12, over 12).
 * For a puppy or kitten the size answer is the adult size it will grow to.
 *
 * @example
 * SIZE_WEIGHT_RANGES_LB.dog.small; // [0, 20]
 */
const SIZE_WEIGHT_RANGES_LB: Readonly<Record<Species, Readonly<Record<SizeClass, readonly [number, number]>>>> = {
  dog: { small: [0, 20], medium: [21, 50], large: [51, Infinity] },
  cat: { small: [0, 8], medium: [8, 12], large: [12, Infinity] },
};

const NOT_RECOMMENDED = /^not recommended\b/i;

/**
 * The feeding guide's rows as the quiz keeps them, from the catalog's items ("5 lb (2.3 kg)").
 * Rows whose label names no pound weight are left out.
 *
 * @example
 * feedingRowsOf([{ label: '5 lb (2.3 kg)', value: '½ cup a day', cups: 0.5 }]); // [[5, 0.5]]
 * feedingRowsOf([{ label: '30 lb', value: 'Not recommended: choose a recipe for this size', cups: null }]); // [[30, 'not-recommended']]
 */
export function feedingRowsOf(items: readonly Pick<FeedingGuidelineItem, 'label' | 'value' | 'cups'>[]): FeedingRow[] {
  const rows: FeedingRow[] = [];
  for (const item of items) {
    const lb = /^(\d+(?:\.\d+)?)\s*lb\b/.exec(item.label.trim())?.[1];
    if (lb === undefined) continue;
    rows.push([Number(lb), item.cups === null && NOT_RECOMMENDED.test(item.value) ? 'not-recommended' : item.cups]);
  }
  return rows;
}

/** The pet the amount is for: its species, its size answer, and whether it is still growing. */
export type FeedingPet = { readonly species: Species; readonly size: SizeClass; readonly growing: boolean };

const GROWTH_STAGES: readonly string[] = ['puppy', 'kitten'];

/**
 * The pet the results feed, from its size answer and the outcome: it is still growing when a hard
 * rule kept only puppy or kitten recipes (then its size answer is its expected adult size).
 *
 * @example
 * feedingPetOf({ species: 'dog', size: 'large' }, outcome); // { species: 'dog', size: 'large', growing: true } for a puppy
 */
export function feedingPetOf(petSize: { readonly species: Species; readonly size: SizeClass } | undefined, outcome: Pick<QuizOutcome, 'constraints'>): FeedingPet | undefined {
  if (petSize === undefined) return undefined;
  const growing = outcome.constraints.some((report) => report.kind === 'require' && report.test.field === 'lifeStages' && 'has' in report.test && GROWTH_STAGES.includes(report.test.has));
  return { species: petSize.species, size: petSize.size, growing };
}

/**
 * What a result says about feeding: an amount and where it came from, that the recipe's own
 * guide does not recommend it for a pet of this weight, or (for a weight the guide gives no
 * amount for) to ask the vet.
 *
 * @example
 * const a: FeedingAdvice = { kind: 'amount', amount: 'About 1 to 5 cups a day', source: 'for Atlas’s weight while growing (expected adult weight over 50 lb), from the feeding guide’s 5 to 40 lb rows' };
 */
export type FeedingAdvice = { readonly kind: 'amount'; readonly amount: string; readonly source: string } | { readonly kind: 'not-for-size' | 'ask-vet'; readonly text: string };

const QUARTERS = ['', '¼', '½', '¾'] as const;

const cupWords = (cups: number): string => {
  const whole = Math.floor(cups);
  const quarter = QUARTERS[Math.round((cups - whole) * 4) % 4] ?? '';
  const wholeWords = Math.round((cups - whole) * 4) === 4 ? whole + 1 : whole;
  return wholeWords === 0 ? quarter || '0' : `${wholeWords}${quarter}`;
};
const cupsOf = (min: number, max: number): string => (min === max ? `${cupWords(min)} ${min > 1 ? 'cups' : 'cup'}` : `${cupWords(min)} to ${cupWords(max)} cups`);
const rowsWords = (weights: readonly number[]): string => {
  const lightest = Math.min(...weights);
  const heaviest = Math.max(...weights);
  return lightest === heaviest ? `the feeding guide’s ${lightest} lb row` : `the feeding guide’s ${lightest} to ${heaviest} lb rows`;
};

/**
 * The weight a size answer stands for, as the quiz's options say it.
 *
 * @example
 * weightWords('dog', 'large'); // 'over 50 lb'
 * weightWords('cat', 'medium'); // '8 to 12 lb'
 */
export function weightWords(species: Species, size: SizeClass): string {
  const [low, high] = SIZE_WEIGHT_RANGES_LB[species][size];
  if (high === Infinity) return `over ${low - (species === 'dog' ? 1 : 0)} lb`;
  return low === 0 ? `up to ${high} lb` : `${low} to ${high} lb`;
}

/**
 * How much to feed this pet of a recipe, from the recipe's feeding guide: the cups a day of the
 * guide's rows for the pet's current weight (an adult: its size answer), or for every weight it
 * passes through while growing (a puppy or kitten: up to its expected adult size), naming the rows
 * it came from; a topper's amount per meal. Past the guide's last cup amount the guide asks for a
 * vet, so the amount reads "more than" that row's cups. Undefined only when the guide has no cup
 * amount at all.
 *
 * @example
 * feedingAdvice([[5, 1], [40, 5], [60, null]], { species: 'dog', size: 'large', growing: true }, 'Atlas', 'complete-meal');
 * // { kind: 'amount', amount: 'About 1 to 5 cups a day', source: 'for Atlas’s weight while growing (expected adult weight over 50 lb), from the feeding guide’s 5 to 40 lb rows' }
 */
export function feedingAdvice(rows: readonly FeedingRow[], pet: FeedingPet, petName: string, productType: ProductFacts['productType']): FeedingAdvice | undefined {
  const [low, high] = SIZE_WEIGHT_RANGES_LB[pet.species][pet.size];
  const from = pet.growing ? 0 : low;
  const weight = fillPetName(
    pet.growing ? `for {petName}’s weight while growing (expected adult weight ${weightWords(pet.species, pet.size)})` : `for {petName}’s current weight, ${weightWords(pet.species, pet.size)}`,
    petName,
  );
  const inWindow = rows.filter(([lb]) => lb >= from && lb <= high);
  const cupRows = rows.filter((row): row is readonly [number, number] => typeof row[1] === 'number');
  if (cupRows.length === 0) return undefined;
  const measured = inWindow.filter((row): row is readonly [number, number] => typeof row[1] === 'number');
  if (measured.length === 0 && inWindow.some(([, cups]) => cups === 'not-recommended')) {
    return { kind: 'not-for-size', text: fillPetName(`Its feeding guide does not recommend it at {petName}’s weight (${weightWords(pet.species, pet.size)}).`, petName) };
  }
  const perMeal = productType !== 'complete-meal';
  const amountOf = (min: number, max: number, bound: '' | 'More than ' | 'Less than '): string => {
    const lead = bound === '' ? 'About ' : bound;
    return perMeal ? `${lead}${cupsOf(min / TOPPER_MEALS_PER_DAY, max / TOPPER_MEALS_PER_DAY)} per meal` : `${lead}${cupsOf(min, max)} a day`;
  };
  const daily = (min: number, max: number): string => (perMeal ? ` (${cupsOf(min, max)} a day on top of the usual food, split over ${TOPPER_MEALS_PER_DAY} meals)` : '');
  if (measured.length > 0) {
    const cups = measured.map(([, c]) => c);
    const min = Math.min(...cups);
    const max = Math.max(...cups);
    return { kind: 'amount', amount: amountOf(min, max, ''), source: `${weight}, from ${rowsWords(measured.map(([lb]) => lb))}${daily(min, max)}` };
  }
  // No cup amount in the pet's weights: the guide's nearest row with one bounds it.
  const lighter = cupRows.filter(([lb]) => lb < from);
  const nearest = lighter.length > 0 ? lighter.reduce((a, b) => (b[0] > a[0] ? b : a)) : cupRows.reduce((a, b) => (b[0] < a[0] ? b : a));
  const [lb, cups] = nearest;
  const bound = lighter.length > 0 ? 'More than ' : 'Less than ';
  return { kind: 'amount', amount: amountOf(cups, cups, bound), source: `${weight}, from ${rowsWords([lb])}; ask your vet for the exact amount${daily(cups, cups)}` };
}
