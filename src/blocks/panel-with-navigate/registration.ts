import { defineBlock } from '@/block-kit/define-block';
import { PanelWithNavigate } from './panel-with-navigate';
import { panelWithNavigateInputs, panelWithNavigateSchema } from './schema';

export const panelWithNavigateBlock = defineBlock({
  name: 'Panel With Navigate',
  group: 'panels',
  inputs: panelWithNavigateInputs,
  schema: panelWithNavigateSchema,
  component: PanelWithNavigate,
});
