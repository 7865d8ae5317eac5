import { defineBlock } from '@/block-kit/define-block';
import { LeftRightMultiple } from './left-right-multiple';
import { leftRightMultipleInputs, leftRightMultipleSchema } from './schema';

export const leftRightMultipleBlock = defineBlock({
  name: 'Left Right Multiple',
  group: 'layoutAndText',
  inputs: leftRightMultipleInputs,
  schema: leftRightMultipleSchema,
  component: LeftRightMultiple,
});
