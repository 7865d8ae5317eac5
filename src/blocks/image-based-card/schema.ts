import { z } from 'zod';
import { altTextInput, backgroundColorInput, backgroundColorSchema, bodyInput, buttonsInput, buttonsSchema, eyebrowInput, imageInput, imageSrcSchema, optionalTextSchema, requiredHeadingInput, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** Where the card's text sits: under the photo, or on a readable box over it. */
const IMAGE_CARD_TEXT_PLACEMENTS = ['Below', 'Overlay'] as const;

export const imageBasedCardSchema = z.object({
  image: imageSrcSchema,
  mediaAltText: optionalTextSchema,
  eyebrow: optionalTextSchema,
  heading: requiredTextSchema,
  body: optionalTextSchema,
  textPlacement: z.enum(IMAGE_CARD_TEXT_PLACEMENTS).default('Below'),
  backgroundColor: backgroundColorSchema('Light Beige'),
  buttons: buttonsSchema,
});

export const imageBasedCardInputs: readonly BlockInput[] = [
  { ...imageInput('image', 'JPEG or PNG photo; it fills the card (16:9 below text, 4:3 behind it).'), required: true },
  altTextInput(),
  eyebrowInput,
  requiredHeadingInput,
  bodyInput(),
  {
    name: 'textPlacement',
    type: 'string',
    enum: IMAGE_CARD_TEXT_PLACEMENTS,
    defaultValue: 'Below',
    helperText: 'Overlay puts the text on a box in the background colour over the photo (a dark scrim when Transparent).',
  },
  backgroundColorInput('Light Beige'),
  buttonsInput(),
];
