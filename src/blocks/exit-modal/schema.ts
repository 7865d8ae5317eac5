import { z } from 'zod';
import { altTextInput, backgroundColorInput, backgroundColorSchema, buttonsInput, buttonsSchema, imageInput, imageSrcSchema, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const exitModalSchema = z.object({
  heading: requiredTextSchema,
  body: optionalTextSchema,
  image: imageSrcSchema.optional(),
  mediaAltText: optionalTextSchema,
  buttons: buttonsSchema,
  dismissLabel: z.string().trim().min(1).default('No thanks'),
  backgroundColor: backgroundColorSchema('White'),
});

export const exitModalInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'e.g. "Before you go: find your recipe in two minutes".' },
  { name: 'body', type: 'longText' },
  imageInput('image', 'Optional JPEG or PNG shown above the text (16:9).'),
  altTextInput(),
  buttonsInput('buttons', 'The calls to action; a click is reported to analytics as an exit-modal click.'),
  { name: 'dismissLabel', type: 'string', defaultValue: 'No thanks', helperText: 'The text button that closes the modal.' },
  backgroundColorInput('White'),
];
