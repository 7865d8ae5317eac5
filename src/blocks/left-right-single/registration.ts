import { defineBlock } from '@/block-kit/define-block';
import { LeftRightSingle } from './left-right-single';
import { leftRightSingleInputs, leftRightSingleSchema } from './schema';

export const leftRightSingleBlock = defineBlock({
  name: 'Left Right Single',
  group: 'layoutAndText',
  inputs: leftRightSingleInputs,
  schema: leftRightSingleSchema,
  component: LeftRightSingle,
});
