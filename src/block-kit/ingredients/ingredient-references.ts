/**
 * What Ingredients Carousel and Ingredients Bowl take from an editor: entries of the ingredients
 * model picked by reference, never ingredient text of their own. The server fills the picks with
 * the entries before the page renders (src/page-runtime/page/models/resolve-model-blocks.ts); a block
 * shows exactly the picks that carry an entry, in order.
 */
import type { z } from 'zod';
import type { BlockInput } from '../types';
import { picksInput, picksSchema } from '../model-reference';
import { ingredientItemSchema, type IngredientItem } from './ingredient-item';

/** The ingredients model's list request returns at most 30 entries. */
export const INGREDIENTS_CAROUSEL_MAX = 30;
/** What one bowl holds and a visitor reads beside it. */
export const INGREDIENTS_BOWL_MAX = 12;

/** A list of picked ingredients, at most `max`. */
export const ingredientPicksSchema = (max: number) => picksSchema('ingredient', ingredientItemSchema, max);

export function ingredientPicksInput(max: number): BlockInput {
  return picksInput({
    name: 'ingredients',
    field: 'ingredient',
    model: 'ingredients',
    entryHelp: 'An entry of the ingredients model (name, image, why it is there).',
    helperText: `Up to ${max} ingredients, in the order shown. Leave empty to show every ingredient of the model.`,
  });
}

type IngredientPicks = z.output<ReturnType<typeof ingredientPicksSchema>>;

/** The ingredients a block shows: the picks the server found an entry for, in the editor's order. */
export function shownIngredients(picks: IngredientPicks): (IngredientItem & { readonly id: string })[] {
  return picks.flatMap(({ ingredient }) => (ingredient.value ? [{ id: ingredient.id, ...ingredient.value.data }] : []));
}
