import { z } from 'zod';
import { MEDIA_ITEM_SUBFIELDS, backgroundColorInput, backgroundColorSchema, columnGapInput, columnGapSchema, mediaItemShape, optionalIntroInputs, optionalIntroShape } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const twoColumnComponentSchema = z.object({
  ...optionalIntroShape,
  columns: z.array(z.object(mediaItemShape)).min(1).max(2),
  columnGap: columnGapSchema,
  backgroundColor: backgroundColorSchema(),
});

export const twoColumnComponentInputs: readonly BlockInput[] = [
  ...optionalIntroInputs('Optional heading over both columns (column headings become h3).'),
  {
    name: 'columns',
    type: 'list',
    required: true,
    helperText: 'One or two columns.',
    subFields: MEDIA_ITEM_SUBFIELDS,
  },
  columnGapInput,
  backgroundColorInput(),
];
