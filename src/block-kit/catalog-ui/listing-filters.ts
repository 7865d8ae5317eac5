/**
 * Which filter chips a listing offers and how each one stands: the defaults that fit the listing's
 * pet type and audience, and, once the products are known, each chip's count, with chips that could
 * never find anything left out and chips that would empty the current selection disabled.
 */
import { PRODUCT_LISTING_V2_DEFAULT_FILTERS } from '@/config/constants';
import { LIFE_STAGES, type LifeStage } from '@/engine/product-vocabulary';
import { CAT_LISTING_DEFAULT_FILTERS, type ListingTag } from '@/services/catalog/vocabulary';
import { matchesFilters, type Facetted } from './listing-logic';

/** Typed as tags, so a §9 default or a cat default the catalog never tags fails to compile. */
const DEFAULT_FILTERS: Readonly<Record<'dog' | 'cat', readonly ListingTag[]>> = {
  dog: PRODUCT_LISTING_V2_DEFAULT_FILTERS,
  cat: CAT_LISTING_DEFAULT_FILTERS,
};

/** Whose pets a listing is for: every age, or one life stage (a puppy page). */
export const LISTING_AUDIENCES = ['All ages', ...LIFE_STAGES] as const;
export type ListingAudience = (typeof LISTING_AUDIENCES)[number];

/** The life stage a listing is narrowed to, or undefined for every age. */
export const audienceLifeStage = (audience: ListingAudience): LifeStage | undefined => (audience === 'All ages' ? undefined : audience);

/** Chips that name a life stage: on a listing for one life stage they repeat it or contradict it. */
const LIFE_STAGE_CHIPS: readonly string[] = ['puppy', 'kitten', 'senior'];

/**
 * The chips a listing offers when the editor has not chosen any: §9's defaults for dogs (and for a
 * listing of every pet), cat words for cats, without the life-stage chips on a one-stage listing.
 *
 * @example defaultListingFilters('cat', 'All ages') // ['bestseller', 'kitten', 'senior', 'no poultry', …]
 * @example defaultListingFilters('dog', 'puppy').includes('puppy') // false
 */
export function defaultListingFilters(petType: 'All' | 'dog' | 'cat', audience: ListingAudience): string[] {
  const words: readonly string[] = DEFAULT_FILTERS[petType === 'cat' ? 'cat' : 'dog'];
  return audience === 'All ages' ? [...words] : words.filter((w) => !LIFE_STAGE_CHIPS.includes(w));
}

/**
 * The offered chips some product has: a chip no product has could only ever say "no products".
 *
 * @example availableFilters([{ tags: ['puppy'], dietaryNeeds: [] }], ['puppy', 'kitten']) // ['puppy']
 */
export function availableFilters(items: readonly Facetted[], offered: readonly string[]): string[] {
  return offered.filter((filter) => items.some((item) => matchesFilters(item, [filter])));
}

/** A chip as shown: how many products pressing it would list, and whether it can be pressed. */
export type ChipState = { readonly filter: string; readonly count: number; readonly disabled: boolean };

/**
 * Each chip's count: the products listed once it is pressed on top of the active ones (for an
 * active chip, the products listed now). An inactive chip with a count of 0 is disabled, so no
 * press ever empties the listing; an active one can always be pressed to turn it off.
 *
 * @example chipStates(items, ['large dog', 'puppy'], ['large dog']) // [{ filter: 'large dog', count: 40, … }, { filter: 'puppy', count: 2, … }]
 */
export function chipStates(items: readonly Facetted[], offered: readonly string[], active: readonly string[]): ChipState[] {
  const listed = items.filter((item) => matchesFilters(item, active));
  return offered.map((filter) => {
    const isActive = active.includes(filter);
    const count = isActive ? listed.length : listed.filter((item) => matchesFilters(item, [filter])).length;
    return { filter, count, disabled: count === 0 && !isActive };
  });
}
