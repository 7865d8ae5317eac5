import { defineBlock } from '@/block-kit/define-block';
import { FeedingGuidelines } from './feeding-guidelines';
import { feedingGuidelinesInputs, feedingGuidelinesSchema } from './schema';

export const feedingGuidelinesBlock = defineBlock({
  name: 'Feeding Guidelines',
  group: 'ingredientsAndNutrition',
  inputs: feedingGuidelinesInputs,
  schema: feedingGuidelinesSchema,
  component: FeedingGuidelines,
});
