import { defineBlock } from '@/block-kit/define-block';
import { vetProductListingInputs, vetProductListingSchema } from './schema';

export const vetProductListingBlock = defineBlock({
  name: 'Vet Product Listing',
  group: 'vetCustomComponents',
  inputs: vetProductListingInputs,
  schema: vetProductListingSchema,
  island: 'eager',
  islandGroup: 'catalog-listing',
});
