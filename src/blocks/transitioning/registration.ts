import { defineBlock } from '@/block-kit/define-block';
import { Transitioning } from './transitioning';
import { transitioningInputs, transitioningSchema } from './schema';

export const transitioningBlock = defineBlock({
  name: 'Transitioning',
  group: 'transitioningAndLogos',
  inputs: transitioningInputs,
  schema: transitioningSchema,
  component: Transitioning,
});
