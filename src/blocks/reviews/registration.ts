import { defineBlock } from '@/block-kit/define-block';
import { Reviews } from './reviews';
import { reviewsInputs, reviewsSchema } from './schema';

export const reviewsBlock = defineBlock({
  name: 'Reviews',
  group: 'reviewsAndHelp',
  inputs: reviewsInputs,
  schema: reviewsSchema,
  component: Reviews,
});
