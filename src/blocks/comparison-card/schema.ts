import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, buttonsInput, buttonsSchema, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** §2 Comparison Card variants. */
const COMPARISON_CARD_VARIANTS = ['default', 'myth-vs-fact'] as const;
export type ComparisonCardVariant = (typeof COMPARISON_CARD_VARIANTS)[number];

const rowSchema = z.object({ left: requiredTextSchema, right: requiredTextSchema });

export const comparisonCardSchema = z.object({
  variant: z.enum(COMPARISON_CARD_VARIANTS).default('default'),
  heading: requiredTextSchema,
  body: optionalTextSchema,
  leftTitle: optionalTextSchema,
  rightTitle: optionalTextSchema,
  rows: z.array(rowSchema).min(1),
  backgroundColor: backgroundColorSchema('Light Green'),
  buttons: buttonsSchema,
});

export const comparisonCardInputs: readonly BlockInput[] = [
  {
    name: 'variant',
    type: 'string',
    enum: COMPARISON_CARD_VARIANTS,
    defaultValue: 'default',
    helperText: 'default: two columns side by side (ours first). myth-vs-fact: each row is a myth followed by the fact.',
  },
  { name: 'heading', type: 'string', required: true },
  { name: 'body', type: 'longText', helperText: 'Optional introduction under the heading.' },
  { name: 'leftTitle', type: 'string', helperText: 'First column title. Empty: "Fresh food" (default) or "Myth" (myth-vs-fact).' },
  { name: 'rightTitle', type: 'string', helperText: 'Second column title. Empty: "Kibble" (default) or "Fact" (myth-vs-fact).' },
  {
    name: 'rows',
    type: 'list',
    required: true,
    helperText: 'Each row pairs a point in the first column with its counterpart in the second.',
    subFields: [
      { name: 'left', type: 'longText', required: true },
      { name: 'right', type: 'longText', required: true },
    ],
  },
  backgroundColorInput('Light Green'),
  buttonsInput(),
];
