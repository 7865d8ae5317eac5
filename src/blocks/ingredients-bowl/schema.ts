import { z } from 'zod';
import { altTextInput, backgroundColorInput, backgroundColorSchema, imageInput, imageSrcSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import { INGREDIENTS_BOWL_MAX, ingredientPicksInput, ingredientPicksSchema } from '@/block-kit/ingredients/ingredient-references';
import type { BlockInput } from '@/block-kit/types';

export const ingredientsBowlSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  bowlImage: imageSrcSchema,
  bowlImageAltText: z.string().trim().min(1).max(200),
  ingredients: ingredientPicksSchema(INGREDIENTS_BOWL_MAX),
  backgroundColor: backgroundColorSchema(),
});

export const ingredientsBowlInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'The section heading (an h2).' },
  { name: 'body', type: 'longText' },
  { ...imageInput('bowlImage', 'The filled bowl. JPEG, PNG or SVG.'), required: true },
  { ...altTextInput('bowlImageAltText'), required: true },
  ingredientPicksInput(INGREDIENTS_BOWL_MAX),
  backgroundColorInput(),
];
