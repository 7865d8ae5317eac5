import { defineBlock } from '@/block-kit/define-block';
import { Features } from './features';
import { featuresInputs, featuresSchema } from './schema';

export const featuresBlock = defineBlock({
  name: 'Features',
  group: 'siteSections',
  inputs: featuresInputs,
  schema: featuresSchema,
  component: Features,
});
