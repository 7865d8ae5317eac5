import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, itemListInput, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const stepsSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  steps: z
    .array(
      z.object({
        heading: z.string().trim().min(1).max(120),
        text: optionalTextSchema,
      }),
    )
    .min(1)
    .max(12),
  backgroundColor: backgroundColorSchema(),
});

export const stepsInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'The section heading (an h2).' },
  { name: 'body', type: 'longText' },
  itemListInput({ name: 'steps', textName: 'text', helperText: 'In order; they are numbered for the visitor.' }),
  backgroundColorInput(),
];
