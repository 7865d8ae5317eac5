import { z } from 'zod';
import { altTextInput, backgroundColorInput, backgroundColorSchema, buttonsInput, buttonsSchema, imageInput, imageShape, itemListInput, mediaPositionInput, mediaPositionSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const leftRightScrollSchema = z.object({
  eyebrow: optionalTextSchema,
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  buttons: buttonsSchema,
  items: z
    .array(
      z.object({
        heading: z.string().trim().min(1),
        body: optionalTextSchema,
        ...imageShape,
      }),
    )
    .min(1),
  mediaPosition: mediaPositionSchema('Right'),
  backgroundColor: backgroundColorSchema(),
});

export const leftRightScrollInputs: readonly BlockInput[] = [
  { name: 'eyebrow', type: 'string', helperText: 'A short label above the heading.' },
  { name: 'heading', type: 'string', required: true, helperText: 'Stays in view while the items scroll.' },
  { name: 'body', type: 'longText' },
  buttonsInput(),
  itemListInput({ helperText: 'The scrolling items, each an image with a heading (h3) and text.', more: [imageInput(), altTextInput()] }),
  mediaPositionInput('Right'),
  backgroundColorInput(),
];
