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
import { TwoColImageListSeparator } from './two-col-image-list-separator';

export const twoColImageListSeparatorSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  items: z.array(z.object({ heading: z.string().trim().min(1), body: optionalTextSchema })).min(1),
  ...imageShape,
  mediaPosition: mediaPositionSchema('Left'),
  backgroundColor: backgroundColorSchema(),
  buttons: buttonsSchema,
});

export const twoColImageListSeparatorBlock = defineBlock({
  name: 'Two Col Image + List w/ Separator',
  inputs: [
    { name: 'heading', type: 'string', required: true },
    { name: 'body', type: 'longText', helperText: 'Optional text before the list.' },
    {
      name: 'items',
      type: 'list',
      required: true,
      helperText: 'Each item is a heading (h3) and text, separated by a rule.',
      subFields: [
        { name: 'heading', type: 'string', required: true },
        { name: 'body', type: 'longText' },
      ],
    },
    ...IMAGE_INPUTS,
    mediaPositionInput('Left'),
    backgroundColorInput(),
    buttonsInput(),
  ],
  schema: twoColImageListSeparatorSchema,
  component: TwoColImageListSeparator,
});
