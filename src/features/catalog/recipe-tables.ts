/**
 * Tables of many recipes drawn from their catalog records, for pages that compare recipes (the
 * vet site's feeding guidelines): each recipe's daily amounts at a row of pet weights, read from its
 * own feeding guide, or its nutrient profile per cup, per 1,000 kcal and on a dry-matter basis.
 * Nothing here is typed by hand, so such a page cannot disagree with a product page.
 */
import { z } from 'zod';
import type { Locale } from '@/config/constants';
import type { Species } from '@/engine/product-facts';
import { dogSizeClass, formatNumber, shortAmount, weightText } from '@/services/catalog/feeding-units';
import { nutrientProfile, PROFILE_NUTRIENTS } from '@/services/catalog/nutrient-profile';
import type { CatalogProduct } from '@/services/catalog/records';

export const RECIPE_TABLE_VIEWS = ['Daily amounts', 'Nutrient profiles'] as const;
export type RecipeTableView = (typeof RECIPE_TABLE_VIEWS)[number];

export const recipeTableCellSchema = z.object({ text: z.string().max(400) });
/**
 * One recipe's row: its name, its page and one text per column after the name (lines split by
 * "\n"). A schema because a block's options carry the filled table to the page.
 */
export const recipeTableRowSchema = z.object({ recipe: z.string().min(1).max(120), url: z.string().max(300), cells: z.array(recipeTableCellSchema).max(20) });
type RecipeTableRow = z.output<typeof recipeTableRowSchema>;
export type RecipeTable = { readonly columns: ReadonlyArray<z.output<typeof recipeTableCellSchema>>; readonly rows: readonly RecipeTableRow[] };

/** The pet weights (lb) a table of daily amounts is printed at: the weights the recipes' guides share. */
export const TABLE_WEIGHTS_LB: Readonly<Record<Species, readonly number[]>> = {
  dog: [5, 10, 20, 30, 40, 60, 80, 100],
  cat: [2, 4, 6, 8, 10, 12, 15],
};

type TableProduct = Pick<CatalogProduct, 'name' | 'productDetailPageUrl' | 'species' | 'petSizes' | 'nutrition' | 'feedingGuidelines' | 'productType'>;

/**
 * The amount cell of one recipe at one weight: its guide's amount in the locale's main unit, or
 * why there is none.
 *
 * @example
 * amountCell(beefRoll, 80, 'en-us'); // 'more than 5 cups'
 */
export function amountCell(p: TableProduct, lb: number, locale: Locale): string {
  const item = p.feedingGuidelines.find((g) => g.weightLb === lb);
  // A small-breed guide stops where small dogs do: past it, the recipe is not for that size at all.
  if (item === undefined) return p.species === 'dog' && !p.petSizes.includes(dogSizeClass(lb)) ? 'not for this size' : 'not in its guide';
  const amount = shortAmount(p, item, locale);
  if (amount === null) return 'not for this size';
  return p.productType === 'topper' ? `${amount} over usual food` : amount;
}

const n = (value: number, locale: Locale, decimals = 0): string => formatNumber(value, locale, decimals);

/**
 * The cells of one recipe's nutrient profile: energy, then each nutrient per cup, per 1,000 kcal
 * and as a share of dry matter.
 */
export function profileCells(p: TableProduct, locale: Locale): string[] {
  const profile = nutrientProfile(p.nutrition);
  const energy = [
    `${n(profile.kcalPerCup, locale)} kcal per cup (${n(profile.gramsPerCup, locale)} g)`,
    `${n(profile.kcalPerKg, locale)} kcal/kg as fed`,
    `${n(profile.kcalPerKgDryMatter, locale)} kcal/kg dry matter`,
    `${n(profile.moisturePct, locale, 1)}% moisture`,
  ].join('\n');
  const nutrients = profile.lines.map((line) => {
    const unit = line.nutrient.unit;
    const small = unit === 'mg' || line.perCup < 1;
    return [
      `${n(line.perCup, locale, small ? 2 : 1)} ${unit} per cup`,
      `${n(line.per1000Kcal, locale, line.per1000Kcal < 1 ? 2 : 1)} ${unit} per 1,000 kcal`,
      unit === 'mg' ? `${n(line.dryMatter, locale, 1)} mg/kg dry matter` : `${n(line.dryMatter, locale, line.dryMatter < 1 ? 2 : 1)}% dry matter`,
    ].join('\n');
  });
  return [energy, ...nutrients];
}

/**
 * The table of a view for every given recipe of a species, in the given (editorial) order.
 *
 * @example
 * recipeTable(products, 'dog', 'Daily amounts', 'en-gb').columns[1]; // { text: '2.3 kg' }
 */
export function recipeTable(products: readonly TableProduct[], species: Species, view: RecipeTableView, locale: Locale, localizeUrl: (path: string) => string): RecipeTable {
  const recipes = products.filter((p) => p.species === species);
  const row = (p: TableProduct, cells: readonly string[]): RecipeTableRow => ({ recipe: p.name, url: localizeUrl(p.productDetailPageUrl), cells: cells.map((text) => ({ text })) });
  if (view === 'Daily amounts') {
    const weights = TABLE_WEIGHTS_LB[species];
    return {
      columns: weights.map((lb) => ({ text: weightText(lb, locale) })),
      rows: recipes.map((p) => row(p, weights.map((lb) => amountCell(p, lb, locale)))),
    };
  }
  return {
    columns: [{ text: 'Energy' }, ...PROFILE_NUTRIENTS.map((nutrient) => ({ text: nutrient.label }))],
    rows: recipes.map((p) => row(p, profileCells(p, locale))),
  };
}
