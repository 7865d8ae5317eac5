import { z } from 'zod';
import { defineBlock } from '../block-guard';
import {
  IMAGE_INPUTS,
  backgroundColorInput,
  backgroundColorSchema,
  buttonsInput,
  buttonsSchema,
  imageShape,
  mediaPositionInput,
  mediaPositionSchema,
  optionalTextSchema,
} from '../shared-inputs';
import { SplitComponent } from './split-component';

export const splitComponentSchema = z.object({
  eyebrow: optionalTextSchema,
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  ...imageShape,
  mediaPosition: mediaPositionSchema('Left'),
  backgroundColor: backgroundColorSchema('Light Beige'),
  buttons: buttonsSchema,
});

export const splitComponentBlock = defineBlock({
  name: 'Split Component',
  inputs: [
    { name: 'eyebrow', type: 'string', helperText: 'A short label above the heading.' },
    { name: 'heading', type: 'string', required: true },
    { name: 'body', type: 'longText', helperText: 'A blank line starts a new paragraph.' },
    ...IMAGE_INPUTS,
    mediaPositionInput('Left'),
    backgroundColorInput('Light Beige'),
    buttonsInput(),
  ],
  schema: splitComponentSchema,
  component: SplitComponent,
});
