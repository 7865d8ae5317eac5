import { z } from 'zod';
import { alignmentInput, alignmentSchema, altTextInput, backgroundColorInput, backgroundColorSchema, buttonsInput, buttonsSchema, imageInput, imageSrcSchema, optionalIntroInputs, optionalIntroShape, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** More than six features stop reading as a row of highlights; fewer than two is not a list. */
const FEATURES_ITEMS = { min: 2, max: 6 } as const;

const featureSchema = z.object({
  icon: imageSrcSchema.optional(),
  iconAltText: optionalTextSchema,
  heading: requiredTextSchema,
  body: optionalTextSchema,
});

export const featuresSchema = z.object({
  ...optionalIntroShape,
  items: z.array(featureSchema).min(FEATURES_ITEMS.min).max(FEATURES_ITEMS.max),
  alignment: alignmentSchema('Center'),
  backgroundColor: backgroundColorSchema('White'),
  buttons: buttonsSchema,
});

export const featuresInputs: readonly BlockInput[] = [
  ...optionalIntroInputs('Optional heading over the features, e.g. "Why fresh food".'),
  {
    name: 'items',
    type: 'list',
    required: true,
    helperText: `${FEATURES_ITEMS.min} to ${FEATURES_ITEMS.max} features, each a short heading with an optional icon and sentence.`,
    subFields: [
      imageInput('icon', 'A simple icon (SVG or PNG), shown at 64 px.'),
      altTextInput('iconAltText'),
      { name: 'heading', type: 'string', required: true },
      { name: 'body', type: 'longText' },
    ],
  },
  alignmentInput('Center'),
  backgroundColorInput('White'),
  buttonsInput(),
];
