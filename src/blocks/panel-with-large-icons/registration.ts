import { defineBlock } from '@/block-kit/define-block';
import { PanelWithLargeIcons } from './panel-with-large-icons';
import { panelWithLargeIconsInputs, panelWithLargeIconsSchema } from './schema';

export const panelWithLargeIconsBlock = defineBlock({
  name: 'Panel with large icons',
  group: 'panels',
  inputs: panelWithLargeIconsInputs,
  schema: panelWithLargeIconsSchema,
  component: PanelWithLargeIcons,
});
