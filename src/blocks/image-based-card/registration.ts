import { defineBlock } from '@/block-kit/define-block';
import { ImageBasedCard } from './image-based-card';
import { imageBasedCardInputs, imageBasedCardSchema } from './schema';

export const imageBasedCardBlock = defineBlock({
  name: 'Image Based Card',
  group: 'imagery',
  inputs: imageBasedCardInputs,
  schema: imageBasedCardSchema,
  component: ImageBasedCard,
});
