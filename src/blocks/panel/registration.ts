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
import { Panel } from './panel';

export const panelSchema = z.object({
  eyebrow: optionalTextSchema,
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  ...imageShape,
  mediaPosition: mediaPositionSchema('Left'),
  backgroundColor: backgroundColorSchema('Light Green'),
  buttons: buttonsSchema,
});

export const panelBlock = defineBlock({
  name: 'Panel',
  inputs: [
    { name: 'eyebrow', type: 'string', helperText: 'A short label above the heading.' },
    { name: 'heading', type: 'string', required: true },
    { name: 'body', type: 'longText', helperText: 'A blank line starts a new paragraph.' },
    ...IMAGE_INPUTS,
    mediaPositionInput('Left'),
    backgroundColorInput('Light Green'),
    buttonsInput(),
  ],
  schema: panelSchema,
  component: Panel,
});
