import { defineBlock } from '@/block-kit/define-block';
import { reviewsFromServiceInputs, reviewsFromServiceSchema } from './schema';

export const reviewsFromServiceBlock = defineBlock({
  name: 'Reviews from a review service',
  group: 'reviewsAndHelp',
  inputs: reviewsFromServiceInputs,
  schema: reviewsFromServiceSchema,
  island: 'deferred',
});
