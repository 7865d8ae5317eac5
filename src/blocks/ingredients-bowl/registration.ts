import { defineBlock } from '@/block-kit/define-block';
import { IngredientsBowl } from './ingredients-bowl';
import { ingredientsBowlInputs, ingredientsBowlSchema } from './schema';

export const ingredientsBowlBlock = defineBlock({
  name: 'Ingredients Bowl',
  group: 'ingredientsAndNutrition',
  inputs: ingredientsBowlInputs,
  schema: ingredientsBowlSchema,
  component: IngredientsBowl,
});
