import { defineBlock } from '@/block-kit/define-block';
import { highlightProductCardsInputs, highlightProductCardsSchema } from './schema';

export const highlightProductCardsBlock = defineBlock({
  name: 'Highlight Product Cards',
  group: 'productDiscovery',
  inputs: highlightProductCardsInputs,
  schema: highlightProductCardsSchema,
  island: 'eager',
  islandGroup: 'catalog-listing',
});
