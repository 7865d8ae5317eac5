import { z } from 'zod';
import { defineBlock } from '../block-guard';
import { altTextInput, backgroundColorInput, backgroundColorSchema, imageInput, imageSrcSchema, optionalTextSchema } from '../shared-inputs';
import { INGREDIENT_ITEM_INPUTS, ingredientItemSchema } from '../vital-ingredients/ingredient-item';
import { IngredientsBowl } from './ingredients-bowl';

export const ingredientsBowlSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  bowlImage: imageSrcSchema,
  bowlImageAltText: z.string().trim().min(1).max(200),
  ingredients: z.array(ingredientItemSchema).min(1).max(12),
  backgroundColor: backgroundColorSchema(),
});

export const ingredientsBowlBlock = defineBlock({
  name: 'Ingredients Bowl',
  inputs: [
    { name: 'heading', type: 'string', required: true, helperText: 'The section heading (an h2).' },
    { name: 'body', type: 'longText' },
    { ...imageInput('bowlImage', 'The filled bowl. JPEG, PNG or SVG.'), required: true },
    { ...altTextInput('bowlImageAltText'), required: true },
    { name: 'ingredients', type: 'list', required: true, subFields: INGREDIENT_ITEM_INPUTS, helperText: 'What is in the bowl, from the ingredients model.' },
    backgroundColorInput(),
  ],
  schema: ingredientsBowlSchema,
  component: IngredientsBowl,
});
