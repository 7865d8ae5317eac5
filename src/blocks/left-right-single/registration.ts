import { z } from 'zod';
import { defineBlock } from '../block-guard';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '../shared-inputs';
import { LeftRightSingle } from './left-right-single';

export const leftRightSingleSchema = z.object({ ...headingTextShape, ...imageSideShape() });

export const leftRightSingleBlock = defineBlock({
  name: 'Left Right Single',
  inputs: [...headingTextInputs(), ...imageSideInputs()],
  schema: leftRightSingleSchema,
  component: LeftRightSingle,
});
