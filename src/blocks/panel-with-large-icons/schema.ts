import { z } from 'zod';
import { altTextInput, backgroundColorInput, backgroundColorSchema, buttonsInput, buttonsSchema, imageInput, imageSrcSchema, linkUrlSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const panelWithLargeIconsSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  items: z
    .array(
      z.object({
        icon: imageSrcSchema,
        iconAltText: optionalTextSchema,
        heading: z.string().trim().min(1),
        body: optionalTextSchema,
        url: linkUrlSchema.optional(),
      }),
    )
    .min(1),
  backgroundColor: backgroundColorSchema('White'),
  buttons: buttonsSchema,
});

export const panelWithLargeIconsInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true },
  { name: 'body', type: 'longText' },
  {
    name: 'items',
    type: 'list',
    required: true,
    helperText: 'Four per row on large screens, two on medium, one on small.',
    subFields: [
      { ...imageInput('icon', 'SVG or PNG, shown at 96px.'), required: true },
      {
        ...altTextInput('iconAltText'),
        helperText: 'Usually empty: the heading next to the icon already says what it means.',
      },
      { name: 'heading', type: 'string', required: true },
      { name: 'body', type: 'longText' },
      { name: 'url', type: 'url', helperText: 'Optional: makes the heading a link.' },
    ],
  },
  backgroundColorInput('White'),
  buttonsInput(),
];
