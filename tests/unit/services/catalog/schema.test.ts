import { describe, expect, it } from 'vitest';
import brandsJson from '@fixtures/catalog/brands.json';
import productsJson from '@fixtures/catalog/products.json';
import { CatalogFixtureError, parseCatalogFixtures } from '@/services/catalog/schema';
import { CATALOG_FIXTURE_FILES, loadCatalogFixtures } from '@/services/catalog/local';

type Json = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);

function parseWith(edit: { brands?: (b: Json[]) => void; products?: (p: Json[]) => void }) {
  const brands = clone(brandsJson) as unknown as Json[];
  const products = clone(productsJson) as unknown as Json[];
  edit.brands?.(brands);
  edit.products?.(products);
  return () =>
    parseCatalogFixtures({
      brands: { file: CATALOG_FIXTURE_FILES.brands, data: brands },
      products: { file: CATALOG_FIXTURE_FILES.products, data: products },
    });
}

function errorOf(run: () => unknown): CatalogFixtureError {
  try {
    run();
  } catch (error) {
    if (error instanceof CatalogFixtureError) return error;
    throw error;
  }
  throw new Error('expected the fixture to be refused');
}

const product = (products: Json[], index: number): Json => {
  const p = products[index];
  if (!p) throw new Error(`no product ${index}`);
  return p;
};

describe('catalog fixture validation', () => {
  it('the committed fixtures load and validate', () => {
    const { brands, products } = loadCatalogFixtures();
    expect(brands.length).toBeGreaterThanOrEqual(5);
    expect(products.length).toBeGreaterThanOrEqual(60);
  });

  it('a wrong UPC check digit is refused with the file, the JSON path and the product id', () => {
    const message = errorOf(
      parseWith({
        products: (ps) => {
          const sizes = product(ps, 3).sizesAndUPCs as Array<{ upc: string }>;
          const upc = sizes[1]!.upc;
          sizes[1]!.upc = `${upc.slice(0, 11)}${(Number(upc[11]) + 1) % 10}`;
        },
      }),
    ).message;
    expect(message).toContain('fixtures/catalog/products.json: $[3].sizesAndUPCs[1].upc');
    expect(message).toContain(`(id "${String(productsJson[3]!.id)}")`);
    expect(message).toMatch(/check digit should be \d/);
  });

  it('a field of the wrong type is refused at its path', () => {
    const message = errorOf(parseWith({ products: (ps) => void (product(ps, 0).nutrition = { ...(product(ps, 0).nutrition as Json), kcalPerCup: 'lots' }) })).message;
    expect(message).toContain('$[0].nutrition.kcalPerCup');
  });

  it('an unknown field is refused, so a typo cannot hide a missing one', () => {
    const message = errorOf(parseWith({ products: (ps) => void (product(ps, 5).colour = 'red') })).message;
    expect(message).toContain('$[5]');
    expect(message).toContain('colour');
  });

  it('a hand-kept fact tag is refused: only editorial tags are stored, the rest are derived', () => {
    const message = errorOf(parseWith({ products: (ps) => void (product(ps, 4).editorialTags = ['bestseller', 'large dog']) })).message;
    expect(message).toContain('$[4].editorialTags[1]');
    expect(message).toContain('the other listing tags are derived from the recipe');
    expect(errorOf(parseWith({ products: (ps) => void (product(ps, 4).tags = ['large dog']) })).message).toContain('tags');
  });

  it('the listing tags of a record follow its facts: growth sizes without large make a puppy recipe not "large dog"', () => {
    const index = productsJson.findIndex((p) => p.id === 'bb-wld-12');
    const tagsWith = (growthSizes: string[]) =>
      parseWith({ products: (ps) => void (product(ps, index).growthSizes = growthSizes) })().products[index]!.tags;
    expect(tagsWith(['small', 'medium', 'large'])).toContain('large dog');
    expect(tagsWith(['small', 'medium'])).not.toContain('large dog');
    expect(tagsWith(['small', 'medium'])).toContain('small dog');
  });

  it('feeding cups outside 0.5 to 5 or off the half-cup steps are refused', () => {
    for (const cups of [0.25, 5.5, 1.3, 0]) {
      const message = errorOf(
        parseWith({
          products: (ps) => {
            const items = product(ps, 2).feedingGuidelines as Array<{ cups: number | null }>;
            items[0]!.cups = cups;
          },
        }),
      ).message;
      expect(message, String(cups)).toContain('$[2].feedingGuidelines[0].cups');
    }
  });

  it('media that are not served from our own origin are refused', () => {
    const message = errorOf(parseWith({ products: (ps) => void (product(ps, 1).listingImage = 'https://cdn.example.com/a.webp') })).message;
    expect(message).toContain('$[1].listingImage');
  });

  it('a product of an unknown brand is refused, naming the brands file', () => {
    const message = errorOf(parseWith({ products: (ps) => void (product(ps, 7).brand = 'no-such-brand') })).message;
    expect(message).toContain('$[7].brand');
    expect(message).toContain('unknown brand "no-such-brand" (not in fixtures/catalog/brands.json)');
  });

  it('a UPC used by two products is refused', () => {
    const message = errorOf(
      parseWith({
        products: (ps) => {
          const first = (product(ps, 0).sizesAndUPCs as Array<{ upc: string }>)[0]!.upc;
          (product(ps, 9).sizesAndUPCs as Array<{ upc: string }>)[0]!.upc = first;
        },
      }),
    ).message;
    expect(message).toContain('$[9].sizesAndUPCs');
    expect(message).toContain('duplicate sizesAndUPCs');
  });

  it('duplicate slugs and ranks are refused', () => {
    const message = errorOf(
      parseWith({
        products: (ps) => {
          product(ps, 4).slug = product(ps, 0).slug;
          product(ps, 4).editorialRank = product(ps, 0).editorialRank;
        },
      }),
    ).message;
    expect(message).toContain('duplicate slug');
    expect(message).toContain('duplicate editorialRank');
  });

  it('a broken brand fixture names the brands file and path', () => {
    const message = errorOf(parseWith({ brands: (bs) => void (bs[2]!.labelColor = 'purple') })).message;
    expect(message).toContain('fixtures/catalog/brands.json: $[2].labelColor');
  });

  it('a file that is not a list is refused at its root', () => {
    const run = () =>
      parseCatalogFixtures({
        brands: { file: 'brands.json', data: brandsJson },
        products: { file: 'products.json', data: { products: productsJson } },
      });
    expect(errorOf(run).message).toContain('products.json: $:');
  });

});
