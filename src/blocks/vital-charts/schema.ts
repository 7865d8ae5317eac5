import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** §3 Vital charts item: label, value, isGood. */
const vitalChartItemSchema = z.object({
  label: z.string().trim().min(1).max(80),
  /** As printed, with its unit: "0.45%", "38 kcal per oz". */
  value: z.string().trim().min(1).max(40),
  /** Whether this value is a benefit (shown as good) or something to watch. */
  isGood: z.boolean().default(true),
});

export const vitalChartsSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  items: z.array(vitalChartItemSchema).min(1).max(24),
  goodLabel: z.string().trim().min(1).default('Good'),
  watchLabel: z.string().trim().min(1).default('Watch'),
  backgroundColor: backgroundColorSchema(),
});

export const vitalChartsInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'The section heading (an h2); also names the table.' },
  { name: 'body', type: 'longText' },
  {
    name: 'items',
    type: 'list',
    required: true,
    subFields: [
      { name: 'label', type: 'string', required: true },
      { name: 'value', type: 'string', required: true, helperText: 'With its unit, as printed on the pack.' },
      { name: 'isGood', type: 'boolean', defaultValue: true, helperText: 'On: a benefit. Off: a value to watch.' },
    ],
  },
  { name: 'goodLabel', type: 'string', defaultValue: 'Good', advanced: true },
  { name: 'watchLabel', type: 'string', defaultValue: 'Watch', advanced: true },
  backgroundColorInput(),
];
