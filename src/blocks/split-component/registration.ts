import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '@/page-builder/kit/shared-inputs';
import { SplitComponent } from './split-component';

export const splitComponentSchema = z.object({ ...headingTextShape, ...imageSideShape('Light Beige') });

export const splitComponentBlock = defineBlock({
  name: 'Split Component',
  inputs: [...headingTextInputs(), ...imageSideInputs('Light Beige')],
  schema: splitComponentSchema,
  component: SplitComponent,
});
