import { defineBlock } from '@/block-kit/define-block';
import { VitalCharts } from './vital-charts';
import { vitalChartsInputs, vitalChartsSchema } from './schema';

export const vitalChartsBlock = defineBlock({
  name: 'Vital Charts',
  group: 'ingredientsAndNutrition',
  inputs: vitalChartsInputs,
  schema: vitalChartsSchema,
  component: VitalCharts,
});
