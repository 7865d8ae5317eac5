import { defineBlock } from '@/block-kit/define-block';
import { productLocatorInputs, productLocatorSchema } from './schema';

export const productLocatorBlock = defineBlock({
  name: 'Product Locator',
  group: 'productDiscovery',
  inputs: productLocatorInputs,
  schema: productLocatorSchema,
  island: 'eager',
});
