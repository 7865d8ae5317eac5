import { defineBlock } from '@/block-kit/define-block';
import { LeftRightScroll } from './left-right-scroll';
import { leftRightScrollInputs, leftRightScrollSchema } from './schema';

export const leftRightScrollBlock = defineBlock({
  name: 'Left Right Scroll',
  group: 'layoutAndText',
  inputs: leftRightScrollInputs,
  schema: leftRightScrollSchema,
  component: LeftRightScroll,
});
