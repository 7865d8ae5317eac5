import { defineBlock } from '@/block-kit/define-block';
import { TwoColumnComponent } from './two-column-component';
import { twoColumnComponentInputs, twoColumnComponentSchema } from './schema';

export const twoColumnComponentBlock = defineBlock({
  name: 'Two Column Component',
  group: 'layoutAndText',
  inputs: twoColumnComponentInputs,
  schema: twoColumnComponentSchema,
  component: TwoColumnComponent,
});
