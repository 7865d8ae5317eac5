import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

const itemSchema = z.object({
  label: requiredTextSchema,
  column1Checked: z.boolean().default(false),
  column2Checked: z.boolean().default(false),
  column3Checked: z.boolean().default(false),
});

export const comparisonChartSchema = z.object({
  heading: requiredTextSchema,
  body: optionalTextSchema,
  featureColumnTitle: z.string().trim().min(1).default('What you get'),
  column1Title: requiredTextSchema,
  column2Title: requiredTextSchema,
  column3Title: requiredTextSchema,
  items: z.array(itemSchema).min(1),
  backgroundColor: backgroundColorSchema('White'),
});

export const comparisonChartInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'Also the table\'s caption for screen readers.' },
  { name: 'body', type: 'longText', helperText: 'Optional introduction under the heading.' },
  { name: 'featureColumnTitle', type: 'string', defaultValue: 'What you get', helperText: 'Header of the first column, which names each row.' },
  { name: 'column1Title', type: 'string', required: true, helperText: 'The first compared option, usually ours (highlighted), e.g. "Brightbowl".' },
  { name: 'column2Title', type: 'string', required: true, helperText: 'e.g. "Kibble".' },
  { name: 'column3Title', type: 'string', required: true, helperText: 'e.g. "Canned food".' },
  {
    name: 'items',
    type: 'list',
    required: true,
    helperText: 'One row per point of comparison; tick the columns that have it.',
    subFields: [
      { name: 'label', type: 'string', required: true },
      { name: 'column1Checked', type: 'boolean', defaultValue: false },
      { name: 'column2Checked', type: 'boolean', defaultValue: false },
      { name: 'column3Checked', type: 'boolean', defaultValue: false },
    ],
  },
  backgroundColorInput('White'),
];
