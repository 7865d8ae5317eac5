import { z } from 'zod';
import { INFO_CARD_TYPES } from '@/config/block-options';
import { altTextInput, backgroundColorInput, backgroundColorSchema, imageInput, imageSrcSchema, linkUrlSchema, optionalIntroInputs, optionalIntroShape, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

const infoCardSchema = z.object({
  type: z.enum(INFO_CARD_TYPES).default('other'),
  heading: requiredTextSchema,
  date: optionalTextSchema,
  body: optionalTextSchema,
  image: imageSrcSchema.optional(),
  mediaAltText: optionalTextSchema,
  url: linkUrlSchema,
  linkLabel: optionalTextSchema,
  openInNewTab: z.boolean().default(false),
});

export const infoCardListSchema = z.object({
  ...optionalIntroShape,
  items: z.array(infoCardSchema).min(1),
  backgroundColor: backgroundColorSchema('Transparent'),
});

export const infoCardListInputs: readonly BlockInput[] = [
  ...optionalIntroInputs('Optional heading over the cards, e.g. "Upcoming webinars".'),
  {
    name: 'items',
    type: 'list',
    required: true,
    helperText: 'One card per webinar, conference, research download or other resource.',
    subFields: [
      {
        name: 'type',
        type: 'string',
        enum: INFO_CARD_TYPES,
        defaultValue: 'other',
        helperText: 'Sets the card label and the analytics type its link reports (webinar, conference, research_download, other).',
      },
      { name: 'heading', type: 'string', required: true },
      { name: 'date', type: 'string', helperText: 'As it should read, e.g. "March 4, 2027, 1 pm ET". Optional.' },
      { name: 'body', type: 'longText' },
      imageInput(),
      altTextInput(),
      { name: 'url', type: 'url', required: true, helperText: 'Registration page, event page or file to download.' },
      { name: 'linkLabel', type: 'string', helperText: 'Defaults by type: Register, See the event, Download, Learn more.' },
      { name: 'openInNewTab', type: 'boolean', defaultValue: false, helperText: 'Screen readers announce "(opens in a new tab)".' },
    ],
  },
  backgroundColorInput('Transparent'),
];
