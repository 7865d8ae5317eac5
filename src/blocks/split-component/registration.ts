import { defineBlock } from '@/block-kit/define-block';
import { SplitComponent } from './split-component';
import { splitComponentInputs, splitComponentSchema } from './schema';

export const splitComponentBlock = defineBlock({
  name: 'Split Component',
  group: 'layoutAndText',
  inputs: splitComponentInputs,
  schema: splitComponentSchema,
  component: SplitComponent,
});
