import { defineBlock } from '@/block-kit/define-block';
import { LeftRightSingleWithList } from './left-right-single-with-list';
import { leftRightSingleWithListInputs, leftRightSingleWithListSchema } from './schema';

export const leftRightSingleWithListBlock = defineBlock({
  name: 'Left Right Single With List',
  group: 'layoutAndText',
  inputs: leftRightSingleWithListInputs,
  schema: leftRightSingleWithListSchema,
  component: LeftRightSingleWithList,
});
