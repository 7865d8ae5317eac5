import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, PRODUCT_LISTING_V2_DEFAULT_FILTERS } from '@/config/constants';
import { availableFilters, chipStates, defaultListingFilters } from '@/block-kit/catalog-ui/listing-filters';
import { matchesFilters } from '@/block-kit/catalog-ui/listing-logic';
import { createLocalCatalog, loadCatalogFixtures } from '@/services/catalog/local';
import { productListingV2Schema } from '@/blocks/product-listing-v2/schema';

const catalog = createLocalCatalog(loadCatalogFixtures());
const DOG_WORDS = ['small dog', 'large dog', 'puppy'];

describe('the filters a listing offers by default', () => {
  it("a dog listing, and one of every pet, offers §9's defaults exactly", () => {
    expect(defaultListingFilters('dog', 'All ages')).toEqual([...PRODUCT_LISTING_V2_DEFAULT_FILTERS]);
    expect(defaultListingFilters('All', 'All ages')).toEqual([...PRODUCT_LISTING_V2_DEFAULT_FILTERS]);
  });

  it('a cat listing offers cat chips: kitten and senior, no dog words', () => {
    const cat = defaultListingFilters('cat', 'All ages');
    expect(cat).toEqual(expect.arrayContaining(['kitten', 'senior', 'grain-free', 'single protein']));
    for (const word of DOG_WORDS) expect(cat).not.toContain(word);
  });

  it('a listing for one life stage leaves out the chips that name a life stage', () => {
    expect(defaultListingFilters('dog', 'puppy')).not.toContain('puppy');
    expect(defaultListingFilters('cat', 'senior')).not.toContain('kitten');
    expect(defaultListingFilters('dog', 'puppy')).toContain('large dog');
  });

  it('a block without chosen filters gets no stored list, so the pet type picks the defaults', () => {
    const options = productListingV2Schema.parse({ petType: 'cat' });
    expect(options.filters).toEqual([]);
    expect(options.audience).toBe('All ages');
  });

  it('in every locale, each default chip of a dog or cat listing finds products (no dead chips)', async () => {
    for (const locale of LOCALES) {
      for (const species of ['dog', 'cat'] as const) {
        const products = await catalog.products({ locale, species });
        const offered = defaultListingFilters(species, 'All ages');
        expect(availableFilters(products, offered), `${locale} ${species}`).toEqual(offered);
        for (const chip of chipStates(products, offered, [])) {
          expect(chip.count, `${locale} ${species} ${chip.filter}`).toBeGreaterThan(0);
          expect(chip.disabled).toBe(false);
        }
      }
    }
  });
});

describe('chip states', () => {
  const items = [
    { tags: ['puppy', 'small dog'], dietaryNeeds: [] },
    { tags: ['puppy', 'small dog', 'large dog'], dietaryNeeds: ['skin issues'] },
    { tags: ['large dog'], dietaryNeeds: [] },
  ];

  it('a chip no product has is not offered: dog chips vanish from a cat listing whatever the editor chose', async () => {
    const cats = await catalog.products({ locale: 'en-us', species: 'cat' });
    expect(availableFilters(cats, [...PRODUCT_LISTING_V2_DEFAULT_FILTERS]).filter((w) => DOG_WORDS.includes(w))).toEqual([]);
    expect(availableFilters(items, ['puppy', 'kitten'])).toEqual(['puppy']);
  });

  it('each chip counts the products listed once it is pressed; one that would list none is disabled', () => {
    expect(chipStates(items, ['puppy', 'large dog', 'skin issues'], [])).toEqual([
      { filter: 'puppy', count: 2, disabled: false },
      { filter: 'large dog', count: 2, disabled: false },
      { filter: 'skin issues', count: 1, disabled: false },
    ]);
    const states = chipStates(items, ['puppy', 'small dog', 'large dog', 'skin issues'], ['large dog', 'skin issues']);
    expect(states).toEqual([
      { filter: 'puppy', count: 1, disabled: false },
      { filter: 'small dog', count: 1, disabled: false },
      { filter: 'large dog', count: 1, disabled: false },
      { filter: 'skin issues', count: 1, disabled: false },
    ]);
    expect(chipStates(items, ['puppy', 'kitten'], ['large dog', 'skin issues'])).toContainEqual({ filter: 'kitten', count: 0, disabled: true });
    for (const s of chipStates(items, ['puppy', 'large dog', 'skin issues'], ['puppy'])) {
      if (!s.disabled) expect(s.count).toBe(items.filter((i) => matchesFilters(i, ['puppy', s.filter])).length);
    }
  });

  it('an active chip stays enabled even when nothing is listed, so it can be turned off', () => {
    expect(chipStates(items, ['kitten'], ['kitten'])).toEqual([{ filter: 'kitten', count: 0, disabled: false }]);
  });
});

describe('the Product Listing v2 blocks of the content pages', () => {
  type Element = { component?: { name?: string; options?: unknown }; children?: Element[] };
  const listings = readdirSync('fixtures/content/page')
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => {
      const page = JSON.parse(readFileSync(path.join('fixtures/content/page', file), 'utf8')) as { data?: { blocks?: Element[] } };
      const walk = (blocks: readonly Element[]): Element[] => blocks.flatMap((b) => [b, ...walk(b.children ?? [])]);
      return walk(page.data?.blocks ?? [])
        .filter((b) => b.component?.name === 'Product Listing v2')
        .map((b) => ({ file, options: productListingV2Schema.parse(b.component?.options ?? {}) }));
    });

  it('include /dog-food and /cat-food', () => {
    expect(listings.map((l) => `${l.file} ${l.options.petType}`)).toEqual(expect.arrayContaining(['dog-food.json dog', 'cat-food.json cat']));
  });

  it('offer, in every locale, only chips their products have', async () => {
    for (const { file, options } of listings) {
      const offered = options.filters.length > 0 ? options.filters.map((f) => f.tag) : defaultListingFilters(options.petType, options.audience);
      for (const locale of LOCALES) {
        const species = options.petType === 'All' ? undefined : options.petType;
        const products = options.includeCatalog ? await catalog.products({ locale, ...(species ? { species } : {}) }) : [];
        expect(availableFilters(products, offered), `${file} ${locale}`).toEqual(offered);
      }
    }
  });
});
