/**
 * A recipe's feeding guide as people in each locale read it: the pet's weight in the locale's unit
 * (lb in the US, kg in Canada and the UK), the amount a day in the units its labels use (cups and
 * ounces in the US, grams and cups in Canada, grams in the UK) and the calories that amount gives.
 * Everything is worked out from the record: the guide's cups, its weights and energy, and the
 * nutrition panel (grams per cup = kcal per cup / kcal per kg × 1000). Past the guide (a pet too
 * big or too small for a cup measure) the row says "more than" or "less than" the guide's bounds,
 * never the bare "None" of the data model (§3 Feeding guidelines item).
 */
import { FEEDING_CUPS, type Locale } from '@/config/constants';
import type { SizeClass } from '@/engine/product-facts';
import type { CatalogProduct, FeedingGuidelineItem, NutritionPanel } from './records';

const GRAMS_PER_OUNCE = 28.349523125;
const KG_PER_LB = 0.45359237;

const TAGS: Readonly<Record<Locale, string>> = { 'en-us': 'en-US', 'en-ca': 'en-CA', 'en-gb': 'en-GB' };

/**
 * A number as the locale writes it, with at most `decimals` decimals.
 *
 * @example
 * formatNumber(1150, 'en-gb'); // '1,150'
 */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  return new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: decimals }).format(value);
}

/**
 * Grams of food in one cup, from the panel's two energy figures.
 *
 * @example
 * gramsPerCup({ kcalPerCup: 300, kcalPerKg: 1250, … }); // 240
 */
export const gramsPerCup = (n: Pick<NutritionPanel, 'kcalPerCup' | 'kcalPerKg'>): number => (n.kcalPerCup / n.kcalPerKg) * 1000;

/** Grams rounded to the nearest 5 (a kitchen scale's honest precision for a day's food). */
export const roundGrams = (grams: number): number => Math.max(5, Math.round(grams / 5) * 5);

/** Ounces to a tenth below 10 oz and whole above, as a measuring jug reads. */
export const roundOunces = (oz: number): number => (oz < 10 ? Math.round(oz * 10) / 10 : Math.round(oz));

/**
 * Cups in halves as a label prints them.
 *
 * @example
 * cupsText(0.5); // '½ cup'
 * cupsText(1); // '1 cup'
 * cupsText(2.5); // '2½ cups'
 */
export function cupsText(cups: number): string {
  const whole = Math.floor(cups);
  const half = cups - whole >= 0.5 ? '½' : '';
  const amount = whole === 0 ? half || '0' : `${whole}${half}`;
  return `${amount} ${cups > 1 ? 'cups' : 'cup'}`;
}

/**
 * An amount of food in the locale's units.
 *
 * @example
 * amountText(1.5, 240, 'en-us'); // '1½ cups (12.7 oz)'
 * amountText(1.5, 240, 'en-ca'); // '360 g (1½ cups)'
 * amountText(1.5, 240, 'en-gb'); // '360 g'
 */
export function amountText(cups: number, gramsInCup: number, locale: Locale): string {
  const grams = cups * gramsInCup;
  const g = `${formatNumber(roundGrams(grams), locale)} g`;
  if (locale === 'en-us') return `${cupsText(cups)} (${formatNumber(roundOunces(grams / GRAMS_PER_OUNCE), locale, 1)} oz)`;
  if (locale === 'en-ca') return `${g} (${cupsText(cups)})`;
  return g;
}

/**
 * A pet's weight in the locale's unit.
 *
 * @example
 * weightText(20, 'en-us'); // '20 lb'
 * weightText(20, 'en-gb'); // '9.1 kg'
 */
export function weightText(lb: number, locale: Locale): string {
  return locale === 'en-us' ? `${formatNumber(lb, locale, 1)} lb` : `${formatNumber(lb * KG_PER_LB, locale, 1)} kg`;
}

/** Dog size class by adult weight, as the quiz's size answers say: small up to 20 lb, medium to 50, large above. */
export const dogSizeClass = (lb: number): SizeClass => (lb <= 20 ? 'small' : lb <= 50 ? 'medium' : 'large');

/** Why a row has no amount, read from the record's facts. */
export type RowKind = 'amount' | 'not-for-size' | 'more-than' | 'less-than';

type GuideFacts = Pick<CatalogProduct, 'species' | 'petSizes' | 'nutrition'>;

/**
 * @example
 * rowKind(product, { label: '80 lb (36.3 kg)', value: 'More than 5 cups…', cups: null, weightLb: 80, kcalPerDay: 2100 }); // 'more-than'
 */
export function rowKind(p: GuideFacts, item: FeedingGuidelineItem): RowKind {
  if (item.cups !== null) return 'amount';
  if (p.species === 'dog' && !p.petSizes.includes(dogSizeClass(item.weightLb))) return 'not-for-size';
  return item.kcalPerDay / p.nutrition.kcalPerCup > FEEDING_CUPS.max ? 'more-than' : 'less-than';
}

/** One feeding-table row as a visitor reads it; `calories` is null where the amount spans both columns. */
export type FeedingTableRow = { readonly weight: string; readonly amount: string; readonly calories: string | null; readonly kind: RowKind };

/**
 * The rows of a recipe's feeding table in a locale.
 *
 * @example
 * feedingTableRows(beefRoll, 'en-gb')[1]; // { weight: '4.5 kg', amount: '190 g', calories: '380 kcal', kind: 'amount' }
 */
export function feedingTableRows(p: GuideFacts & Pick<CatalogProduct, 'feedingGuidelines'>, locale: Locale): FeedingTableRow[] {
  const perCup = gramsPerCup(p.nutrition);
  const kcal = (value: number, lead = ''): string => `${lead}${formatNumber(value, locale)} kcal`;
  return p.feedingGuidelines.map((item) => {
    const weight = weightText(item.weightLb, locale);
    const kind = rowKind(p, item);
    switch (kind) {
      case 'amount': {
        const cups = item.cups ?? 0;
        return { weight, kind, amount: amountText(cups, perCup, locale), calories: kcal(Math.round(cups * p.nutrition.kcalPerCup)) };
      }
      case 'not-for-size':
        return { weight, kind, amount: 'Not recommended at this weight: choose a recipe made for this size', calories: null };
      case 'more-than':
        return { weight, kind, amount: `More than ${amountText(FEEDING_CUPS.max, perCup, locale)}: split into meals and ask your vet`, calories: kcal(item.kcalPerDay, 'About ') };
      case 'less-than':
        return { weight, kind, amount: `Less than ${amountText(FEEDING_CUPS.min, perCup, locale)}: ask your vet`, calories: kcal(item.kcalPerDay, 'About ') };
    }
  });
}

/**
 * A short amount for a cell of a table of many recipes: the amount alone in the locale's main
 * unit, "more than …" or "less than …" past the guide, or null where the recipe is not for that size.
 *
 * @example
 * shortAmount(beefRoll, row80lb, 'en-us'); // 'more than 5 cups'
 */
export function shortAmount(p: GuideFacts, item: FeedingGuidelineItem, locale: Locale): string | null {
  const perCup = gramsPerCup(p.nutrition);
  const main = (cups: number): string => (locale === 'en-us' ? cupsText(cups) : `${formatNumber(roundGrams(cups * perCup), locale)} g`);
  switch (rowKind(p, item)) {
    case 'amount':
      return main(item.cups ?? 0);
    case 'not-for-size':
      return null;
    case 'more-than':
      return `more than ${main(FEEDING_CUPS.max)}`;
    case 'less-than':
      return `less than ${main(FEEDING_CUPS.min)}`;
  }
}
