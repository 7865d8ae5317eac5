import { defineBlock } from '@/block-kit/define-block';
import { ComparisonChart } from './comparison-chart';
import { comparisonChartInputs, comparisonChartSchema } from './schema';

export const comparisonChartBlock = defineBlock({
  name: 'Comparison Chart',
  group: 'comparison',
  inputs: comparisonChartInputs,
  schema: comparisonChartSchema,
  component: ComparisonChart,
});
