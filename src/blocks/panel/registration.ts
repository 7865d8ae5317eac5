import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '@/page-builder/kit/shared-inputs';
import { Panel } from './panel';

export const panelSchema = z.object({ ...headingTextShape, ...imageSideShape('Light Green') });

export const panelBlock = defineBlock({
  name: 'Panel',
  inputs: [...headingTextInputs(), ...imageSideInputs('Light Green')],
  schema: panelSchema,
  component: Panel,
});
