import { z } from 'zod';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const LIST_STYLES = ['Checks', 'Bullets', 'Numbers'] as const;

export const leftRightSingleWithListSchema = z.object({
  ...headingTextShape,
  items: z
    .array(z.object({ heading: optionalTextSchema, text: z.string().trim().min(1) }))
    .default([]),
  listStyle: z.enum(LIST_STYLES).default('Checks'),
  ...imageSideShape(),
});

export const leftRightSingleWithListInputs: readonly BlockInput[] = [
  ...headingTextInputs('Text before the list. A blank line starts a new paragraph.'),
  {
    name: 'items',
    type: 'list',
    defaultValue: [],
    helperText: 'The list under the body.',
    subFields: [
      { name: 'heading', type: 'string', helperText: 'Optional bold lead-in.' },
      { name: 'text', type: 'longText', required: true },
    ],
  },
  {
    name: 'listStyle',
    type: 'string',
    enum: LIST_STYLES,
    defaultValue: 'Checks',
    helperText: 'Numbers make an ordered list (steps); checks and bullets an unordered one.',
  },
  ...imageSideInputs(),
];
