import { z } from 'zod';
import { defineBlock } from '../block-guard';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '../shared-inputs';
import { Panel } from './panel';

export const panelSchema = z.object({ ...headingTextShape, ...imageSideShape('Light Green') });

export const panelBlock = defineBlock({
  name: 'Panel',
  inputs: [...headingTextInputs(), ...imageSideInputs('Light Green')],
  schema: panelSchema,
  component: Panel,
});
