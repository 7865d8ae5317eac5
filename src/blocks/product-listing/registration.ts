import { defineBlock } from '@/block-kit/define-block';
import { productListingInputs, productListingSchema } from './schema';

export const productListingBlock = defineBlock({
  name: 'Product Listing',
  group: 'productDiscovery',
  inputs: productListingInputs,
  schema: productListingSchema,
  island: 'eager',
  islandGroup: 'catalog-listing',
});
