/**
 * The registrations of §2's "Ingredients and nutrition" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { feedingGuidelinesBlock } from '../feeding-guidelines/registration';
import { ingredientsBowlBlock } from '../ingredients-bowl/registration';
import { ingredientsCarouselBlock } from '../ingredients-carousel/registration';
import { stepsBlock } from '../steps/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';
import { vitalChartsBlock } from '../vital-charts/registration';
import { vitalIngredientsBlock } from '../vital-ingredients/registration';

export const INGREDIENTS_AND_NUTRITION_BLOCKS: readonly RegisteredBlock[] = [
  ingredientsCarouselBlock,
  ingredientsBowlBlock,
  feedingGuidelinesBlock,
  vitalChartsBlock,
  vitalIngredientsBlock,
  stepsBlock,
];
