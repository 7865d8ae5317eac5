import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import { INGREDIENTS_CAROUSEL_MAX, ingredientPicksInput, ingredientPicksSchema } from '@/block-kit/ingredients/ingredient-references';
import type { BlockInput } from '@/block-kit/types';

export const ingredientsCarouselSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  ingredients: ingredientPicksSchema(INGREDIENTS_CAROUSEL_MAX),
  backgroundColor: backgroundColorSchema(),
});

export const ingredientsCarouselInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'The section heading (an h2); also names the scrolling row.' },
  { name: 'body', type: 'longText' },
  ingredientPicksInput(INGREDIENTS_CAROUSEL_MAX),
  backgroundColorInput(),
];
