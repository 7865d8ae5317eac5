import { defineBlock } from '@/block-kit/define-block';
import { comparisonImageSliderInputs, comparisonImageSliderSchema } from './schema';

export const comparisonImageSliderBlock = defineBlock({
  name: 'Comparison Image Slider',
  group: 'comparison',
  inputs: comparisonImageSliderInputs,
  schema: comparisonImageSliderSchema,
  island: 'deferred',
});
