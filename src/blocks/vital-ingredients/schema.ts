import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import { INGREDIENT_ITEM_INPUTS, ingredientItemSchema } from '@/block-kit/ingredients/ingredient-item';
import type { BlockInput } from '@/block-kit/types';

export const vitalIngredientsSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  ingredients: z.array(ingredientItemSchema).min(1).max(24),
  backgroundColor: backgroundColorSchema(),
});

export const vitalIngredientsInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'The section heading (an h2).' },
  { name: 'body', type: 'longText' },
  { name: 'ingredients', type: 'list', required: true, subFields: INGREDIENT_ITEM_INPUTS, helperText: 'From the ingredients model: name, image and why it is there.' },
  backgroundColorInput(),
];
