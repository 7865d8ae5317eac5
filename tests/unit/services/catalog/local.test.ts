import { describe, expect, it } from 'vitest';
import { LOCALES, VET_DIETARY_NEEDS_FILTERS } from '@/config/constants';
import { AVOIDABLE_INGREDIENTS, BENEFITS, LIFE_STAGES, PROTEINS, RECIPE_FORMS, SIZE_CLASSES, SPECIES, TEXTURES } from '@/engine/product-facts';
import { catalogService } from '@/services/catalog';
import { createLocalCatalog, loadCatalogFixtures, localCatalog, matchesFilter } from '@/services/catalog/local';
import { PRODUCT_TYPES, type ProductFilter } from '@/services/catalog/types';

const data = loadCatalogFixtures();
const catalog = createLocalCatalog(data);
const all = data.products;

/** One filter per criterion and value, so each is checked on its own. */
const singleFilters: ProductFilter[] = [
  ...SPECIES.map((species) => ({ species })),
  ...data.brands.map((b) => ({ brand: b.id })),
  ...LOCALES.map((locale) => ({ locale })),
  ...PRODUCT_TYPES.map((productType) => ({ productType })),
  ...PROTEINS.map((protein) => ({ protein })),
  ...RECIPE_FORMS.map((form) => ({ form })),
  ...TEXTURES.map((texture) => ({ texture })),
  ...LIFE_STAGES.map((lifeStage) => ({ lifeStage })),
  ...SIZE_CLASSES.map((petSize) => ({ petSize })),
  ...BENEFITS.map((benefit) => ({ benefit })),
  ...VET_DIETARY_NEEDS_FILTERS.map((vetDietaryNeed) => ({ vetDietaryNeed })),
  ...AVOIDABLE_INGREDIENTS.map((i) => ({ without: [i] })),
  { tags: ['grain-free'] },
  { tags: ['puppy', 'small dog'] },
];

describe('local catalog lookups', () => {
  it('the service index answers with the fixture catalog, parsed once', async () => {
    expect(catalogService()).toBe(localCatalog());
    expect(await catalogService().products()).toHaveLength(all.length);
  });

  it('a product is found by its id and by its slug', async () => {
    for (const p of all) {
      expect(await catalog.productById(p.id)).toBe(p);
      expect(await catalog.productBySlug(p.slug)).toBe(p);
    }
    expect(await catalog.productById('no-such-id')).toBeUndefined();
    expect(await catalog.productBySlug('no-such-slug')).toBeUndefined();
  });

  it('every UPC finds its product and size, typed with spaces or dashes too', async () => {
    for (const p of all) {
      for (const size of p.sizesAndUPCs) {
        expect(await catalog.productByUpc(size.upc)).toEqual({ product: p, size });
      }
    }
    const { upc } = all[0]!.sizesAndUPCs[0]!;
    const typed = `${upc.slice(0, 1)} ${upc.slice(1, 6)}-${upc.slice(6, 11)} ${upc.slice(11)}`;
    expect((await catalog.productByUpc(typed))?.product.id).toBe(all[0]!.id);
  });

  it('a pack is found from its EAN-13 (the UPC-A with a leading 0) as from its UPC-A', async () => {
    for (const p of all) {
      for (const size of p.sizesAndUPCs) expect(await catalog.productByUpc(`0${size.upc}`)).toEqual({ product: p, size });
    }
    const { upc } = all[0]!.sizesAndUPCs[0]!;
    expect(await catalog.productByUpc(`1${upc}`)).toBeUndefined();
  });

  it('an unknown or mistyped UPC finds nothing', async () => {
    const { upc } = all[0]!.sizesAndUPCs[0]!;
    expect(await catalog.productByUpc(`${upc.slice(0, 11)}${(Number(upc[11]) + 1) % 10}`)).toBeUndefined();
    expect(await catalog.productByUpc('000000000000')).toBeUndefined();
    expect(await catalog.productByUpc('abc')).toBeUndefined();
    expect(await catalog.productByUpc('')).toBeUndefined();
  });

  it('a brand is found by id and slug, and lists its own products only', async () => {
    for (const brand of data.brands) {
      expect(await catalog.brandById(brand.id)).toBe(brand);
      expect(await catalog.brandBySlug(brand.slug)).toBe(brand);
      const products = await catalog.productsByBrand(brand.id);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((p) => p.brand === brand.id)).toBe(true);
    }
    expect(await catalog.brandBySlug('nope')).toBeUndefined();
  });

  it('a brand listing in a locale leaves out products not sold there', async () => {
    const notInGb = all.find((p) => !p.locales.includes('en-gb'));
    expect(notInGb).toBeDefined();
    const gb = await catalog.productsByBrand(notInGb!.brand, 'en-gb');
    expect(gb.map((p) => p.id)).not.toContain(notInGb!.id);
    expect((await catalog.productsByBrand(notInGb!.brand, 'en-us')).map((p) => p.id)).toContain(notInGb!.id);
  });

  it('lists come in editorial order', async () => {
    const ranks = (await catalog.products()).map((p) => p.editorialRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('local catalog filters', () => {
  it('a filter returns exactly the products that meet it', async () => {
    for (const filter of singleFilters) {
      const found = new Set((await catalog.products(filter)).map((p) => p.id));
      const expected = all.filter((p) => matchesFilter(p, filter)).map((p) => p.id);
      expect([...found].sort(), JSON.stringify(filter)).toEqual(expected.sort());
    }
  });

  it('each filter value the listings offer has products behind it', async () => {
    for (const filter of singleFilters) {
      expect((await catalog.products(filter)).length, JSON.stringify(filter)).toBeGreaterThan(0);
    }
  });

  it('filters select by the fact they name', async () => {
    expect((await catalog.products({ species: 'cat' })).every((p) => p.species === 'cat')).toBe(true);
    expect((await catalog.products({ form: 'roll' })).every((p) => p.form === 'roll')).toBe(true);
    const pates = await catalog.products({ species: 'cat', texture: 'pate' });
    expect(pates.length).toBeGreaterThan(0);
    expect(pates.every((p) => p.textures.includes('pate'))).toBe(true);
    expect((await catalog.products({ protein: 'bison' })).every((p) => p.proteins.includes('bison'))).toBe(true);
    expect((await catalog.products({ productType: 'topper' })).every((p) => p.productType === 'topper')).toBe(true);
    expect((await catalog.products({ locale: 'en-gb' })).every((p) => p.locales.includes('en-gb'))).toBe(true);
    const noChickenNoGrain = await catalog.products({ without: ['chicken', 'grain'] });
    expect(noChickenNoGrain.every((p) => !p.contains.includes('chicken') && !p.contains.includes('grain'))).toBe(true);
  });

  it('criteria combine: every one must hold', async () => {
    const filter: ProductFilter = { species: 'dog', form: 'bag', tags: ['grain-free'], locale: 'en-ca' };
    const found = await catalog.products(filter);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.species).toBe('dog');
      expect(p.form).toBe('bag');
      expect(p.tags).toContain('grain-free');
      expect(p.locales).toContain('en-ca');
    }
    expect(found.length).toBeLessThan((await catalog.products({ species: 'dog' })).length);
  });

  it('a filter no product meets returns an empty list, not an error', async () => {
    expect(await catalog.products({ species: 'cat', lifeStage: 'puppy' })).toEqual([]);
    expect(await catalog.products({ tags: ['no-such-tag'] })).toEqual([]);
  });
});
