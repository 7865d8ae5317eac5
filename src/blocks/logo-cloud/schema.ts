import { z } from 'zod';
import { alignmentInput, alignmentSchema, backgroundColorInput, backgroundColorSchema, imageInput, imageSrcSchema, linkUrlSchema, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

const logoSchema = z.object({
  image: imageSrcSchema,
  // A logo stands for its organisation's name: it is never decorative, so the name is required.
  imageAltText: requiredTextSchema,
  url: linkUrlSchema.optional(),
  openInNewTab: z.boolean().default(true),
});

export const logoCloudSchema = z.object({
  heading: optionalTextSchema,
  logos: z.array(logoSchema).min(1),
  alignment: alignmentSchema('Center'),
  backgroundColor: backgroundColorSchema('Transparent'),
});

export const logoCloudInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', helperText: 'Optional, e.g. "As featured in" or "Our partners".' },
  {
    name: 'logos',
    type: 'list',
    required: true,
    helperText: 'Logos are shown at the same height; SVG keeps them sharp.',
    subFields: [
      { ...imageInput('image', 'SVG, PNG or JPEG logo.'), required: true },
      { name: 'imageAltText', type: 'string', required: true, helperText: 'The organisation\'s name, as a screen reader should say it.' },
      { name: 'url', type: 'url', helperText: 'Optional link to the organisation or the article.' },
      { name: 'openInNewTab', type: 'boolean', defaultValue: true, helperText: 'Screen readers announce "(opens in a new tab)".' },
    ],
  },
  alignmentInput('Center'),
  backgroundColorInput('Transparent'),
];
