/**
 * A daily feeding amount for the pet's size, read from a recipe's feeding guidelines (§3 Feeding
 * guidelines item: a weight label and cups, None above or below what a cup measure serves).
 */
import type { SizeClass, Species } from '@/engine/runtime';

/** One feeding-guide row the quiz keeps: the pet weight in pounds and the cups a day (null: ask the vet). */
export type FeedingRow = readonly [lb: number, cups: number | null];

/**
 * The weight range (lb, inclusive) each size answer of the default flow stands for, as its option
 * descriptions say ("Up to 20 lb", "21 to 50 lb", "Over 50 lb"; cats up to 8, 8 to 12, over 12).
 *
 * @example
 * SIZE_WEIGHT_RANGES_LB.dog.small; // [0, 20]
 */
const SIZE_WEIGHT_RANGES_LB: Readonly<Record<Species, Readonly<Record<SizeClass, readonly [number, number]>>>> = {
  dog: { small: [0, 20], medium: [21, 50], large: [51, Infinity] },
  cat: { small: [0, 8], medium: [8, 12], large: [12, Infinity] },
};

/**
 * The feeding guide's rows as the quiz keeps them, from the catalog's items ("5 lb (2.3 kg)").
 * Rows whose label names no pound weight are left out.
 *
 * @example
 * feedingRowsOf([{ label: '5 lb (2.3 kg)', value: '½ cup a day', cups: 0.5 }]); // [[5, 0.5]]
 */
export function feedingRowsOf(items: readonly { readonly label: string; readonly cups: number | null }[]): FeedingRow[] {
  const rows: FeedingRow[] = [];
  for (const item of items) {
    const lb = /^(\d+(?:\.\d+)?)\s*lb\b/.exec(item.label.trim())?.[1];
    if (lb !== undefined) rows.push([Number(lb), item.cups]);
  }
  return rows;
}

const cupWords = (cups: number): string => {
  const whole = Math.floor(cups);
  const half = cups - whole >= 0.5 ? '½' : '';
  return whole === 0 ? half : `${whole}${half}`;
};

/**
 * The amount for a pet of this size: the cups of the guide's rows inside the size's weight range,
 * as "about A to B cups a day", and the rows it came from ("5 to 20 lb").
 * Undefined when the guide has no cup amount for that range.
 *
 * @example
 * feedingAmount([[5, 0.5], [10, 1.5], [20, 2], [30, 3]], 'dog', 'small');
 * // { text: 'About ½ to 2 cups a day', range: 'the feeding guide’s 5 to 20 lb rows' }
 */
export function feedingAmount(rows: readonly FeedingRow[], species: Species, size: SizeClass): { readonly text: string; readonly range: string } | undefined {
  const [low, high] = SIZE_WEIGHT_RANGES_LB[species][size];
  const inRange = rows.filter(([lb, cups]) => lb >= low && lb <= high && cups !== null) as (readonly [number, number])[];
  if (inRange.length === 0) return undefined;
  const cups = inRange.map(([, c]) => c);
  const weights = inRange.map(([lb]) => lb);
  const min = Math.min(...cups);
  const max = Math.max(...cups);
  const amount = min === max ? `${cupWords(min)} ${min > 1 ? 'cups' : 'cup'}` : `${cupWords(min)} to ${cupWords(max)} cups`;
  const lightest = Math.min(...weights);
  const heaviest = Math.max(...weights);
  const range = lightest === heaviest ? `the feeding guide’s ${lightest} lb row` : `the feeding guide’s ${lightest} to ${heaviest} lb rows`;
  return { text: `About ${amount} a day`, range };
}
