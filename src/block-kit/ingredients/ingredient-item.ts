/**
 * One ingredient of the ingredients model (name, image, why it's there), shared by the Ingredients
 * Carousel, Ingredients Bowl and Vital Ingredients blocks.
 */
import { z } from 'zod';
import { altTextInput, imageInput, imageSrcSchema, optionalTextSchema } from '../shared-inputs';
import type { BlockInput } from '../types';

export const ingredientItemSchema = z.object({
  name: z.string().trim().min(1).max(80),
  image: imageSrcSchema.optional(),
  /** Empty when the image is decoration (the name already says what it shows). */
  imageAltText: z.string().trim().max(200).default(''),
  /** Why it's in the bowl: one or two sentences. */
  why: optionalTextSchema,
});

export type IngredientItem = z.output<typeof ingredientItemSchema>;

export const INGREDIENT_ITEM_INPUTS: readonly BlockInput[] = [
  { name: 'name', type: 'string', required: true },
  imageInput(),
  altTextInput('imageAltText'),
  { name: 'why', type: 'longText', helperText: "Why it's there, in a sentence or two." },
];
