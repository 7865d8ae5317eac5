import { defineBlock } from '@/block-kit/define-block';
import { Panel } from './panel';
import { panelInputs, panelSchema } from './schema';

export const panelBlock = defineBlock({
  name: 'Panel',
  group: 'panels',
  inputs: panelInputs,
  schema: panelSchema,
  component: Panel,
});
