import { defineBlock } from '@/block-kit/define-block';
import { plpCarouselListInputs, plpCarouselListSchema } from './schema';

export const plpCarouselListBlock = defineBlock({
  name: 'PLP Carousel List',
  group: 'productDiscovery',
  inputs: plpCarouselListInputs,
  schema: plpCarouselListSchema,
  island: 'eager',
  islandGroup: 'catalog-listing',
});
