import { defineBlock } from '@/block-kit/define-block';
import { productSelectorInputs, productSelectorSchema } from './schema';

export const productSelectorBlock = defineBlock({
  name: 'Product Selector',
  group: 'productDiscovery',
  inputs: productSelectorInputs,
  schema: productSelectorSchema,
  island: 'eager',
});
