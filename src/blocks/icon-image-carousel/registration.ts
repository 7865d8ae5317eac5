import { defineBlock } from '@/block-kit/define-block';
import { iconImageCarouselInputs, iconImageCarouselSchema } from './schema';

export const iconImageCarouselBlock = defineBlock({
  name: 'Icon Image Carousel',
  group: 'imagery',
  inputs: iconImageCarouselInputs,
  schema: iconImageCarouselSchema,
  island: 'deferred',
});
