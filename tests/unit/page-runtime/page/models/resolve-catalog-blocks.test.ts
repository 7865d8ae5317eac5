import { describe, expect, it } from 'vitest';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import feedingPage from '@fixtures/content/page/feeding-guidelines.json';
import type { ContentBlock } from '@/domain/content/block';
import { feedingGuidelinesSchema } from '@/blocks/feeding-guidelines/schema';
import { resolveCatalogBlocks, type RecipeLoader } from '@/page-runtime/page/models/resolve-catalog-blocks';
import { parseCatalogFixtures } from '@/services/catalog/schema';

const catalog = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
const load: RecipeLoader = (locale) => Promise.resolve(catalog.products.filter((p) => p.locales.includes(locale)));

const el = (options: Record<string, unknown>, children?: ContentBlock[]): ContentBlock => ({
  '@type': '@builder.io/sdk:Element',
  id: 'block-feeding',
  component: { name: 'Feeding Guidelines', options },
  ...(children ? { children } : {}),
});

describe('Feeding Guidelines drawn from the catalog', () => {
  it('a page without a catalog-drawn table is returned as it is', async () => {
    const blocks = [el({ items: [{ label: '10 lb', value: '1 cup a day', cups: '1' }] })];
    expect(await resolveCatalogBlocks(blocks, 'en-us', load)).toBe(blocks);
  });

  it('fills one row per recipe of the species sold in the locale, in the locale’s units, nested blocks included', async () => {
    const [outer] = await resolveCatalogBlocks([el({}, [el({ source: 'Recipes in the catalog', species: 'dog', show: 'Daily amounts' })])], 'en-gb', load);
    const options = feedingGuidelinesSchema.parse(outer?.children?.[0]?.component?.options);
    const dogsInGb = catalog.products.filter((p) => p.species === 'dog' && p.locales.includes('en-gb'));
    expect(options.locale).toBe('en-gb');
    expect(options.recipeRows.map((r) => r.recipe)).toEqual(dogsInGb.map((p) => p.name));
    expect(options.recipeRows[0]?.url).toMatch(/^\/en-gb\/products\//);
    expect(options.recipeColumns[0]?.text).toBe('2.3 kg');
    expect(JSON.stringify(options.recipeRows)).not.toMatch(/cups?\b|None/);
  });

  it('/feeding-guidelines types no amount by hand: every feeding table on it is drawn from the catalog', () => {
    const tables = feedingPage.data.blocks.filter((b) => b.component.name === 'Feeding Guidelines');
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const options = feedingGuidelinesSchema.parse(table.component.options);
      expect(options.source).toBe('Recipes in the catalog');
      expect(options.items).toEqual([]);
    }
    const shows = tables.map((t) => `${String((t.component.options as Record<string, unknown>).species)} ${String((t.component.options as Record<string, unknown>).show)}`);
    expect(shows).toEqual(expect.arrayContaining(['dog Daily amounts', 'dog Nutrient profiles', 'cat Daily amounts', 'cat Nutrient profiles']));
  });
});
