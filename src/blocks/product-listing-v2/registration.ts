import { defineBlock } from '@/block-kit/define-block';
import { productListingV2Inputs, productListingV2Schema } from './schema';

export const productListingV2Block = defineBlock({
  name: 'Product Listing v2',
  group: 'productDiscovery',
  inputs: productListingV2Inputs,
  schema: productListingV2Schema,
  island: 'eager',
  islandGroup: 'catalog-listing',
});
