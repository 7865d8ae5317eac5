import { defineBlock } from '@/block-kit/define-block';
import { IngredientsCarousel } from './ingredients-carousel';
import { ingredientsCarouselInputs, ingredientsCarouselSchema } from './schema';

export const ingredientsCarouselBlock = defineBlock({
  name: 'Ingredients Carousel',
  group: 'ingredientsAndNutrition',
  inputs: ingredientsCarouselInputs,
  schema: ingredientsCarouselSchema,
  component: IngredientsCarousel,
});
