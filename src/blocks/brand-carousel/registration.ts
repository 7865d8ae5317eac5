import { defineBlock } from '@/block-kit/define-block';
import { brandCarouselInputs, brandCarouselSchema } from './schema';

export const brandCarouselBlock = defineBlock({
  name: 'Brand Carousel',
  group: 'productDiscovery',
  inputs: brandCarouselInputs,
  schema: brandCarouselSchema,
  island: 'deferred',
});
