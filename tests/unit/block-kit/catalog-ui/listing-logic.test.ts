import { describe, expect, it } from 'vitest';
import { VET_DIETARY_NEEDS_FILTERS } from '@/config/constants';
import { VET_DIETARY_NEED_NUTRIENTS } from '@/services/catalog/derive';
import { loadCatalogFixtures } from '@/services/catalog/local';
import type { ListingProduct } from '@/features/catalog/listing-api';
import { toProductCardData } from '@/ui/product-card/card-data';
import {
  customProductEntry,
  filtersFromSearch,
  firstProducts,
  insertCtas,
  matchesFilters,
  rankByDietaryNeed,
  searchWithFilters,
  toggleFilter,
  type ListingCta,
} from '@/block-kit/catalog-ui/listing-logic';
import { frameAncestorsFor } from '@/server/security/csp';
import { productJsonLd, serializeJsonLd } from '@/features/catalog/product-json-ld';
import { listingQuerySchema } from '@/features/catalog/listing-query';

const cta = (afterPosition: number, heading = `after ${afterPosition}`): ListingCta => ({ afterPosition, heading, buttonLabel: 'Go', url: '/contact' });

describe('listing chip filters', () => {
  it('chips combine with AND over tags and dietary needs; no chip matches everything', () => {
    const item = { tags: ['puppy', 'grain-free'], dietaryNeeds: ['skin issues'] };
    expect(matchesFilters(item, [])).toBe(true);
    expect(matchesFilters(item, ['puppy', 'skin issues'])).toBe(true);
    expect(matchesFilters(item, ['puppy', 'joint pain'])).toBe(false);
  });
  it('filters in the URL keep only offered chips, in offered order, and other params survive', () => {
    expect(filtersFromSearch('?filters=puppy,bogus,grain-free', 'filters', ['grain-free', 'puppy'])).toEqual(['grain-free', 'puppy']);
    expect(searchWithFilters('?q=1', 'filters', ['puppy', 'grain-free'])).toBe('?q=1&filters=puppy%2Cgrain-free');
    expect(searchWithFilters('?q=1&filters=puppy', 'filters', [])).toBe('?q=1');
  });
  it('a single-choice chip group replaces the active chip; toggling the active one clears it', () => {
    expect(toggleFilter(['a'], 'b', true)).toEqual(['b']);
    expect(toggleFilter(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFilter(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('listing calls to action', () => {
  it('a call to action comes after the given number of products', () => {
    expect(insertCtas(['a', 'b', 'c'], [cta(2)]).map((e) => (e.kind === 'product' ? e.item : 'CTA'))).toEqual(['a', 'b', 'CTA', 'c']);
    expect(insertCtas(['a', 'b'], [cta(0)]).map((e) => e.kind)).toEqual(['cta', 'product', 'product']);
  });
  it('a position past the end puts the call to action last, never drops it; equal positions keep editor order', () => {
    const out = insertCtas(['a'], [cta(5, 'x'), cta(5, 'y')]);
    expect(out.map((e) => (e.kind === 'cta' ? e.cta.heading : e.item))).toEqual(['a', 'x', 'y']);
  });
  it('every product appears exactly once, in order', () => {
    const items = ['a', 'b', 'c', 'd'];
    const out = insertCtas(items, [cta(1), cta(3), cta(9)]);
    expect(out.flatMap((e) => (e.kind === 'product' ? [e.item] : []))).toEqual(items);
  });
});

describe('vet dietary needs', () => {
  const { products, brands } = loadCatalogFixtures();
  const listing: ListingProduct[] = products.map((p) => ({
    card: toProductCardData(p, brands.find((b) => b.id === p.brand) ?? null, null),
    slug: p.slug,
    species: p.species,
    tags: p.tags,
    dietaryNeeds: p.dietaryNeeds,
    vetDietaryNeeds: p.vetDietaryNeeds,
    productType: p.productType,
    protein: p.protein,
    nutrition: p.nutrition,
  }));

  it.each(VET_DIETARY_NEEDS_FILTERS)('"%s" lists only marked recipes, ordered by the nutrient it names', (need) => {
    const ranked = rankByDietaryNeed(listing, need);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.every((p) => p.vetDietaryNeeds.includes(need))).toBe(true);
    const { nutrient, direction } = VET_DIETARY_NEED_NUTRIENTS[need];
    const values = ranked.map((p) => p.nutrition[nutrient]);
    expect(values).toEqual([...values].sort((a, b) => (direction === 'lowest' ? a - b : b - a)));
  });
});

describe('custom products (Product Listing v2)', () => {
  it('a custom product links where the editor said, with a brand pill only for a known brand', () => {
    const brands = [{ name: 'Brightbowl Gentle', href: '/brands/brightbowl-gentle' }];
    const known = customProductEntry({ title: 'T', brand: 'brightbowl gentle', image: '/a.png', link: '/x', petType: 'dog', tags: [], dietaryNeeds: [] }, 0, brands);
    expect(known.card).toMatchObject({ id: 'custom-0', href: '/x', brand: { href: '/brands/brightbowl-gentle' }, rating: null, upc: null });
    expect(customProductEntry({ title: 'T', brand: 'Other', image: '/a.png', link: '/x', petType: 'cat', tags: [], dietaryNeeds: [] }, 1, brands).card.brand).toBeNull();
  });
});

describe('catalog listing query (GET /api/catalog/products)', () => {
  it('accepts a known locale with filters and refuses unknown keys and values', () => {
    expect(listingQuerySchema.safeParse({ locale: 'en-gb', species: 'cat', tags: 'grain-free,puppy', limit: '5' }).success).toBe(true);
    expect(listingQuerySchema.safeParse({ locale: 'fr-fr' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ locale: 'en-us', bogus: '1' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ locale: 'en-us', limit: '100000' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ locale: 'en-us', ids: '<script>' }).success).toBe(false);
  });
});

describe('framing and structured data', () => {
  it('only the store-locator frame may be framed, and only by the same origin', () => {
    expect(frameAncestorsFor('/main/en-gb/where-to-buy/embed')).toBe('self');
    expect(frameAncestorsFor('/vet/en-us/where-to-buy/embed')).toBe('self');
    expect(frameAncestorsFor('/main/en-us/where-to-buy')).toBe('none');
    expect(frameAncestorsFor('/main/en-us/where-to-buy/embed/x')).toBe('none');
    expect(frameAncestorsFor(null)).toBe('none');
  });
  it('Product JSON-LD cannot close its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
  it('Product JSON-LD names the product, brand, GTIN and rating', () => {
    const { products, brands } = loadCatalogFixtures();
    const product = products[0];
    if (!product) throw new Error('empty catalog');
    const ld = productJsonLd({ product, brand: brands[0] ?? null, rating: { average: 4.6, count: 128 }, origin: 'https://x.test', url: '/p' });
    expect(ld).toMatchObject({ '@type': 'Product', name: product.name, gtin12: product.sizesAndUPCs[0]?.upc, aggregateRating: { ratingValue: 4.6, reviewCount: 128 } });
  });
});

describe('a listing shows a page of products at a time', () => {
  const kinds = (entries: ReadonlyArray<{ kind: string; item?: unknown }>) => entries.map((e) => (e.kind === 'product' ? e.item : 'CTA'));

  it('keeps the first n products and the calls to action placed among them', () => {
    const entries = insertCtas(['a', 'b', 'c', 'd'], [cta(2)]);
    expect(kinds(firstProducts(entries, 1))).toEqual(['a']);
    expect(kinds(firstProducts(entries, 2))).toEqual(['a', 'b', 'CTA']);
    expect(kinds(firstProducts(entries, 3))).toEqual(['a', 'b', 'CTA', 'c']);
  });

  it('a call to action placed after a product not shown yet waits for it; more than there are shows all', () => {
    const entries = insertCtas(['a', 'b', 'c'], [cta(0), cta(3)]);
    expect(kinds(firstProducts(entries, 2))).toEqual(['CTA', 'a', 'b']);
    expect(kinds(firstProducts(entries, 10))).toEqual(['CTA', 'a', 'b', 'c', 'CTA']);
  });
});
