/**
 * An ingredient (§3 ingredients model): what the Ingredients Carousel and Ingredients Bowl blocks show.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { imagePathSchema } from './link';

/** @example ingredientDataSchema.parse({ name: 'Chicken', why: 'Lean protein.' }).imageAltText // '' */
export const ingredientDataSchema = z.object({
  name: z.string().trim().min(1).max(80),
  image: imagePathSchema.optional(),
  /** Empty when the image is decoration (the name already says what it shows). */
  imageAltText: z.string().trim().max(200).default(''),
  /** Why it's in the bowl: one or two sentences. */
  why: z.string().trim().min(1).max(1000),
});
export type IngredientData = DeepReadonly<z.output<typeof ingredientDataSchema>>;
