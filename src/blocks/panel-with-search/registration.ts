import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/page-builder/kit/shared-inputs';

export const panelWithSearchSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  searchLabel: z.string().trim().min(1).default('Search'),
  placeholder: z.string().default('Search recipes, articles and FAQs'),
  submitLabel: z.string().trim().min(1).default('Search'),
  backgroundColor: backgroundColorSchema('Light Green'),
});

export const panelWithSearchBlock = defineBlock({
  name: 'Panel with Search',
  inputs: [
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
  ],
  schema: panelWithSearchSchema,
  island: true,
});
