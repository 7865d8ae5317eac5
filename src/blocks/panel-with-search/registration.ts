import { defineBlock } from '@/block-kit/define-block';
import { panelWithSearchInputs, panelWithSearchSchema } from './schema';

export const panelWithSearchBlock = defineBlock({
  name: 'Panel with Search',
  group: 'panels',
  inputs: panelWithSearchInputs,
  schema: panelWithSearchSchema,
  island: 'eager',
});
