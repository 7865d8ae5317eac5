import { z } from 'zod';
import { FEEDING_CUPS } from '@/config/constants';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/page-builder/kit/shared-inputs';
import type { BlockInput } from '@/page-builder/kit/types';

/** §3 cups: 'None', or 0.5 to 5 in halves, offered as a dropdown so an editor cannot type 2.3. */
const CUPS_OPTIONS: readonly [string, ...string[]] = [
  'None',
  ...Array.from({ length: Math.round((FEEDING_CUPS.max - FEEDING_CUPS.min) / FEEDING_CUPS.step) + 1 }, (_, i) =>
    String(FEEDING_CUPS.min + i * FEEDING_CUPS.step),
  ),
];

export const feedingGuidelinesSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Feeding guidelines'),
  body: optionalTextSchema,
  caption: z.string().trim().min(1).max(200).default("Daily amounts by your pet's weight"),
  items: z
    .array(z.object({ label: z.string().trim().min(1).max(60), value: z.string().trim().min(1).max(120), cups: z.enum(CUPS_OPTIONS).default('None') }))
    .min(1)
    .max(30),
  backgroundColor: backgroundColorSchema(),
});

export const feedingGuidelinesInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Feeding guidelines', required: true },
  { name: 'body', type: 'longText' },
  { name: 'caption', type: 'string', defaultValue: "Daily amounts by your pet's weight", helperText: 'Describes the table for screen readers.' },
  {
    name: 'items',
    type: 'list',
    required: true,
    subFields: [
      { name: 'label', type: 'string', required: true, helperText: 'The pet weight, e.g. "20 lb (9.1 kg)".' },
      { name: 'value', type: 'string', required: true, helperText: 'The amount in words, e.g. "2 cups a day".' },
      { name: 'cups', type: 'string', enum: CUPS_OPTIONS, defaultValue: 'None' },
    ],
  },
  backgroundColorInput(),
];
