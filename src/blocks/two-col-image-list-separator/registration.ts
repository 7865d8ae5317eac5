import { defineBlock } from '@/block-kit/define-block';
import { TwoColImageListSeparator } from './two-col-image-list-separator';
import { twoColImageListSeparatorInputs, twoColImageListSeparatorSchema } from './schema';

export const twoColImageListSeparatorBlock = defineBlock({
  name: 'Two Col Image + List w/ Separator',
  group: 'layoutAndText',
  inputs: twoColImageListSeparatorInputs,
  schema: twoColImageListSeparatorSchema,
  component: TwoColImageListSeparator,
});
