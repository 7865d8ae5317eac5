import { defineBlock } from '@/block-kit/define-block';
import { VitalIngredients } from './vital-ingredients';
import { vitalIngredientsInputs, vitalIngredientsSchema } from './schema';

export const vitalIngredientsBlock = defineBlock({
  name: 'Vital Ingredients',
  group: 'ingredientsAndNutrition',
  inputs: vitalIngredientsInputs,
  schema: vitalIngredientsSchema,
  component: VitalIngredients,
});
