import { z } from 'zod';
import { alignmentInput, alignmentSchema, backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const hedAndDekSchema = z.object({
  hed: z.string().trim().min(1),
  dek: optionalTextSchema,
  alignment: alignmentSchema('Center'),
  backgroundColor: backgroundColorSchema(),
});

export const hedAndDekInputs: readonly BlockInput[] = [
  { name: 'hed', type: 'string', required: true, helperText: 'The headline (an h2).' },
  { name: 'dek', type: 'longText', helperText: 'One or two sentences under the headline. A blank line starts a new paragraph.' },
  alignmentInput('Center'),
  backgroundColorInput(),
];
