/**
 * Fills the Feeding Guidelines blocks set to draw from the catalog ("Recipes in the catalog"):
 * their table of recipes (each recipe's daily amounts or nutrient profile, from its own record)
 * and the page's locale, whose units the amounts are printed in. Done on the server before either
 * renderer sees the content, like the model and article picks, so the block stays a pure view of
 * its options and no editor can type a number that disagrees with a recipe.
 */
import 'server-only';
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import type { ContentBlock } from '@/domain/content/block';
import { SPECIES, type Species } from '@/engine/product-facts';
import { RECIPE_TABLE_VIEWS, recipeTable, type RecipeTableView } from '@/features/catalog/recipe-tables';
import { catalogService } from '@/services/catalog';
import type { CatalogProduct } from '@/services/catalog/records';

const BLOCK = 'Feeding Guidelines';
const FROM_CATALOG = 'Recipes in the catalog';

type Options = Readonly<Record<string, unknown>>;
/** Reads the recipes sold in a locale, in editorial order. */
export type RecipeLoader = (locale: Locale) => Promise<readonly CatalogProduct[]>;

const isCatalogBlock = (block: ContentBlock): boolean => block.component?.name === BLOCK && block.component.options?.source === FROM_CATALOG;

function needsCatalog(blocks: readonly ContentBlock[]): boolean {
  return blocks.some((b) => isCatalogBlock(b) || needsCatalog(b.children ?? []));
}

const speciesOf = (value: unknown): Species => (SPECIES as readonly unknown[]).includes(value) ? (value as Species) : 'dog';
const viewOf = (value: unknown): RecipeTableView => (RECIPE_TABLE_VIEWS as readonly unknown[]).includes(value) ? (value as RecipeTableView) : 'Daily amounts';

function fill(options: Options, products: readonly CatalogProduct[], locale: Locale): Options {
  const table = recipeTable(products, speciesOf(options.species), viewOf(options.show), locale, (path) => localizePath(path, locale));
  return { ...options, locale, recipeColumns: table.columns, recipeRows: table.rows };
}

function fillAll(blocks: readonly ContentBlock[], products: readonly CatalogProduct[], locale: Locale): ContentBlock[] {
  return blocks.map((block) => {
    const children = block.children ? fillAll(block.children, products, locale) : undefined;
    const component = block.component && isCatalogBlock(block) ? { ...block.component, options: fill(block.component.options ?? {}, products, locale) } : block.component;
    return { ...block, ...(component ? { component } : {}), ...(children ? { children } : {}) };
  });
}

/**
 * The blocks with every catalog-drawn Feeding Guidelines table filled in for this locale; the same
 * array when the page has none (most pages), so they cost nothing.
 */
export async function resolveCatalogBlocks(blocks: readonly ContentBlock[], locale: Locale, load?: RecipeLoader): Promise<readonly ContentBlock[]> {
  if (!needsCatalog(blocks)) return blocks;
  const products = await (load ?? ((l) => catalogService().products({ locale: l })))(locale);
  return fillAll(blocks, products, locale);
}
