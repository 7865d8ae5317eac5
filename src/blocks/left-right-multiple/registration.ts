import { z } from 'zod';
import { defineBlock } from '../block-guard';
import {
  altTextInput,
  backgroundColorInput,
  backgroundColorSchema,
  buttonsInput,
  buttonsSchema,
  imageInput,
  imageShape,
  mediaPositionSchema,
  MEDIA_POSITIONS,
  optionalTextSchema,
} from '../shared-inputs';
import { LeftRightMultiple } from './left-right-multiple';

export const leftRightMultipleSchema = z.object({
  heading: optionalTextSchema,
  body: optionalTextSchema,
  items: z
    .array(
      z.object({
        eyebrow: optionalTextSchema,
        heading: z.string().trim().min(1),
        body: optionalTextSchema,
        ...imageShape,
        buttons: buttonsSchema,
      }),
    )
    .min(1),
  firstMediaPosition: mediaPositionSchema('Left'),
  backgroundColor: backgroundColorSchema(),
});

export const leftRightMultipleBlock = defineBlock({
  name: 'Left Right Multiple',
  inputs: [
    { name: 'heading', type: 'string', helperText: 'Optional heading over all rows (rows become h3 under it).' },
    { name: 'body', type: 'longText', helperText: 'Optional introduction under the heading.' },
    {
      name: 'items',
      type: 'list',
      required: true,
      helperText: 'One row per item; the image side alternates.',
      subFields: [
        { name: 'eyebrow', type: 'string' },
        { name: 'heading', type: 'string', required: true },
        { name: 'body', type: 'longText' },
        imageInput(),
        altTextInput(),
        buttonsInput(),
      ],
    },
    {
      name: 'firstMediaPosition',
      type: 'string',
      enum: MEDIA_POSITIONS,
      defaultValue: 'Left',
      helperText: 'The side of the first row’s image; later rows alternate.',
    },
    backgroundColorInput(),
  ],
  schema: leftRightMultipleSchema,
  component: LeftRightMultiple,
});
