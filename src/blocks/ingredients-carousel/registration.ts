import { z } from 'zod';
import { defineBlock } from '../block-guard';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '../shared-inputs';
import { INGREDIENT_ITEM_INPUTS, ingredientItemSchema } from '../vital-ingredients/ingredient-item';
import { IngredientsCarousel } from './ingredients-carousel';

export const ingredientsCarouselSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  ingredients: z.array(ingredientItemSchema).min(1).max(30),
  backgroundColor: backgroundColorSchema(),
});

export const ingredientsCarouselBlock = defineBlock({
  name: 'Ingredients Carousel',
  inputs: [
    { name: 'heading', type: 'string', required: true, helperText: 'The section heading (an h2); also names the scrolling row.' },
    { name: 'body', type: 'longText' },
    { name: 'ingredients', type: 'list', required: true, subFields: INGREDIENT_ITEM_INPUTS, helperText: 'From the ingredients model, in the order shown.' },
    backgroundColorInput(),
  ],
  schema: ingredientsCarouselSchema,
  component: IngredientsCarousel,
});
