import { defineBlock } from '@/block-kit/define-block';
import { Steps } from './steps';
import { stepsInputs, stepsSchema } from './schema';

export const stepsBlock = defineBlock({
  name: 'Steps',
  group: 'ingredientsAndNutrition',
  inputs: stepsInputs,
  schema: stepsSchema,
  component: Steps,
});
