import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { alignmentInput, alignmentSchema, backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/page-builder/kit/shared-inputs';
import { HedAndDek } from './hed-and-dek';

export const hedAndDekSchema = z.object({
  hed: z.string().trim().min(1),
  dek: optionalTextSchema,
  alignment: alignmentSchema('Center'),
  backgroundColor: backgroundColorSchema(),
});

export const hedAndDekBlock = defineBlock({
  name: 'Hed and Dek',
  inputs: [
    { name: 'hed', type: 'string', required: true, helperText: 'The headline (an h2).' },
    { name: 'dek', type: 'longText', helperText: 'One or two sentences under the headline. A blank line starts a new paragraph.' },
    alignmentInput('Center'),
    backgroundColorInput(),
  ],
  schema: hedAndDekSchema,
  component: HedAndDek,
});
