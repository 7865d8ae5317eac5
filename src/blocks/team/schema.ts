import { z } from 'zod';
import { altTextInput, backgroundColorInput, backgroundColorSchema, imageInput, imageSrcSchema, optionalIntroInputs, optionalIntroShape, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** §3 Team item: image, imageAltText, name, position, bio. */
const teamMemberSchema = z.object({
  image: imageSrcSchema.optional(),
  imageAltText: optionalTextSchema,
  name: requiredTextSchema,
  position: optionalTextSchema,
  bio: optionalTextSchema,
});

export const teamSchema = z.object({
  ...optionalIntroShape,
  items: z.array(teamMemberSchema).min(1),
  backgroundColor: backgroundColorSchema('Transparent'),
});

export const teamInputs: readonly BlockInput[] = [
  ...optionalIntroInputs('Optional heading over the team, e.g. "Meet our nutritionists".'),
  {
    name: 'items',
    type: 'list',
    required: true,
    helperText: 'One entry per person, in the order they should appear.',
    subFields: [
      imageInput('image', 'A square portrait (JPEG or PNG) works best.'),
      altTextInput('imageAltText'),
      { name: 'name', type: 'string', required: true },
      { name: 'position', type: 'string', helperText: 'Job title, e.g. "Head of Nutrition".' },
      { name: 'bio', type: 'longText', helperText: 'Shown when the visitor opens "Read bio". A blank line starts a new paragraph.' },
    ],
  },
  backgroundColorInput('Transparent'),
];
