/**
 * The listing blocks' rules as pure functions (unit-tested): chip filters, filters in the URL,
 * the vet dietary-needs ranking, calls to action inserted after a position, custom products.
 */
import type { z } from 'zod';
import { VET_DIETARY_NEEDS_FILTERS, type VetDietaryNeedsFilter } from '@/config/constants';
import { VET_DIETARY_NEED_NUTRIENTS } from '@/services/catalog/derive';
import type { ListingProduct } from '@/features/catalog/listing-api';
import type { ProductCardData } from '@/ui/product-card/card-data';
import type { customProductSchema, listingCtaSchema } from './listing-schemas';

/** What a chip filter can match: the product's tags and dietary needs, lower-cased. */
export type Facetted = { readonly tags: readonly string[]; readonly dietaryNeeds: readonly string[] };

/**
 * True when the item has every active filter among its tags or dietary needs (chips narrow the
 * list, so they combine with AND); no active filter matches everything.
 *
 * @example matchesFilters({ tags: ['puppy', 'grain-free'], dietaryNeeds: [] }, ['puppy']); // true
 */
export function matchesFilters(item: Facetted, active: readonly string[]): boolean {
  if (active.length === 0) return true;
  const facets = new Set([...item.tags, ...item.dietaryNeeds].map((f) => f.toLowerCase()));
  return active.every((f) => facets.has(f.toLowerCase()));
}

/**
 * Reads the active filters from a URL query, keeping only the offered ones (a hand-edited or stale
 * URL never shows a chip that does not exist), in the offered order, without duplicates.
 *
 * @example filtersFromSearch('?filters=puppy,bogus,grain-free', 'filters', ['grain-free', 'puppy']); // ['grain-free', 'puppy']
 */
export function filtersFromSearch(search: string, key: string, offered: readonly string[]): string[] {
  const raw = new URLSearchParams(search).get(key);
  if (!raw) return [];
  const wanted = new Set(raw.split(',').map((s) => s.trim().toLowerCase()));
  return offered.filter((f) => wanted.has(f.toLowerCase()));
}

/**
 * The URL query with the active filters written in (or removed when none), other params kept.
 *
 * @example searchWithFilters('?q=1', 'filters', ['puppy', 'grain-free']); // '?q=1&filters=puppy%2Cgrain-free'
 */
export function searchWithFilters(search: string, key: string, active: readonly string[]): string {
  const params = new URLSearchParams(search);
  if (active.length === 0) params.delete(key);
  else params.set(key, active.join(','));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Turns a chip on or off. */
export function toggleFilter(active: readonly string[], filter: string, single = false): string[] {
  if (active.includes(filter)) return active.filter((f) => f !== filter);
  return single ? [filter] : [...active, filter];
}

export function isVetDietaryNeed(value: string): value is VetDietaryNeedsFilter {
  return (VET_DIETARY_NEEDS_FILTERS as readonly string[]).includes(value);
}

/**
 * The products a vet dietary-needs filter chooses (§3), best first by the nutrient it names:
 * "lowest sodium" lists the recipes the catalog marks lowest in sodium, lowest sodium first.
 *
 * @example rankByDietaryNeed(products, 'highest fiber')[0].nutrition.fiberPct // the most fibre of the chosen
 */
export function rankByDietaryNeed(products: readonly ListingProduct[], need: VetDietaryNeedsFilter): ListingProduct[] {
  const { nutrient, direction } = VET_DIETARY_NEED_NUTRIENTS[need];
  const sign = direction === 'lowest' ? 1 : -1;
  return products
    .filter((p) => p.vetDietaryNeeds.includes(need))
    .sort((a, b) => sign * (a.nutrition[nutrient] - b.nutrition[nutrient]) || (a.card.id < b.card.id ? -1 : 1));
}

/** A listing call to action (§2 Vet Product Listing: "inserted after a given position"). */
/** A call to action placed after `afterPosition` products (0 puts it first). */
export type ListingCta = z.output<typeof listingCtaSchema>;

export type ListingEntry<T> = { readonly kind: 'product'; readonly item: T } | { readonly kind: 'cta'; readonly cta: ListingCta; readonly key: string };

/**
 * The products with each call to action after `afterPosition` products. A position past the end
 * puts the call to action last (a short filtered list must not lose it); several at one position
 * keep their editor order.
 *
 * @example insertCtas(['a', 'b', 'c'], [{ afterPosition: 2, ... }]).map((e) => e.kind); // ['product', 'product', 'cta', 'product']
 */
export function insertCtas<T>(items: readonly T[], ctas: readonly ListingCta[]): Array<ListingEntry<T>> {
  const out: Array<ListingEntry<T>> = [];
  const placed = ctas.map((cta, i) => ({ cta, at: Math.min(Math.max(0, Math.floor(cta.afterPosition)), items.length), key: `cta-${i}` }));
  for (let i = 0; i <= items.length; i++) {
    for (const p of placed) if (p.at === i) out.push({ kind: 'cta', cta: p.cta, key: p.key });
    const item = items[i];
    if (i < items.length && item !== undefined) out.push({ kind: 'product', item });
  }
  return out;
}

/** §3 Product Listing v2 custom product, as the editor enters it. */
/** A custom product as the listing reads it: its tag lists flattened from Builder's `{ tag }` items. */
export type CustomProduct = Omit<z.output<typeof customProductSchema>, 'tags' | 'dietaryNeeds'> & {
  readonly tags: readonly string[];
  readonly dietaryNeeds: readonly string[];
};

/**
 * A custom product as a listing entry: a card linking where the editor said, with the brand pill
 * when the brand names one of ours (its page is then known), and no rating or UPC.
 */
export function customProductEntry(
  p: CustomProduct,
  index: number,
  brands: ReadonlyArray<{ readonly name: string; readonly href: string }>,
): { readonly card: ProductCardData; readonly species: 'dog' | 'cat'; readonly tags: readonly string[]; readonly dietaryNeeds: readonly string[] } {
  const brand = p.brand ? brands.find((b) => b.name.toLowerCase() === p.brand?.toLowerCase()) : undefined;
  return {
    card: {
      id: `custom-${index}`,
      name: p.title,
      href: p.link,
      image: { src: p.image, alt: p.title },
      alternate: null,
      brand: brand ? { name: brand.name, href: brand.href } : null,
      rating: null,
      upc: null,
    },
    species: p.petType,
    tags: p.tags,
    dietaryNeeds: p.dietaryNeeds,
  };
}

/** How many products a listing shows at first and adds with each "Show more" (§9: 4 per row on a desktop, 2 on a phone). */
export const LISTING_PAGE_SIZE = 12;

/**
 * The entries up to and including the `count`th product, with the calls to action placed among
 * them; calls to action placed after later products wait until those products are shown.
 *
 * @example
 * firstProducts(insertCtas(['a', 'b', 'c'], [{ afterPosition: 2, ... }]), 1).map((e) => e.kind); // ['product']
 * firstProducts(insertCtas(['a', 'b', 'c'], [{ afterPosition: 2, ... }]), 2).map((e) => e.kind); // ['product', 'product', 'cta']
 */
export function firstProducts<T>(entries: ReadonlyArray<ListingEntry<T>>, count: number): Array<ListingEntry<T>> {
  const out: Array<ListingEntry<T>> = [];
  let products = 0;
  for (const entry of entries) {
    if (entry.kind === 'product') {
      if (products === count) break;
      products += 1;
    }
    out.push(entry);
  }
  return out;
}
