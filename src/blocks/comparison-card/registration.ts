import { defineBlock } from '@/block-kit/define-block';
import { ComparisonCard } from './comparison-card';
import { comparisonCardInputs, comparisonCardSchema } from './schema';

export const comparisonCardBlock = defineBlock({
  name: 'Comparison Card',
  group: 'comparison',
  inputs: comparisonCardInputs,
  schema: comparisonCardSchema,
  component: ComparisonCard,
});
