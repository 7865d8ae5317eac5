import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const panelWithSearchSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  searchLabel: z.string().trim().min(1).default('Search'),
  placeholder: z.string().default('Search recipes, articles and FAQs'),
  submitLabel: z.string().trim().min(1).default('Search'),
  backgroundColor: backgroundColorSchema('Light Green'),
});

export const panelWithSearchInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true },
  { name: 'body', type: 'longText' },
  {
    name: 'searchLabel',
    type: 'string',
    defaultValue: 'Search',
    helperText: 'The search field’s label for screen readers (the placeholder is not a label).',
  },
  { name: 'placeholder', type: 'string', defaultValue: 'Search recipes, articles and FAQs' },
  { name: 'submitLabel', type: 'string', defaultValue: 'Search' },
  backgroundColorInput('Light Green'),
];
