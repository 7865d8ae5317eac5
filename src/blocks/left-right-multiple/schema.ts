import { z } from 'zod';
import { MEDIA_ITEM_SUBFIELDS, backgroundColorInput, backgroundColorSchema, mediaItemShape, mediaPositionSchema, optionalIntroInputs, optionalIntroShape, optionalTextSchema } from '@/block-kit/shared-inputs';
import { MEDIA_POSITIONS } from '@/ui/options';
import type { BlockInput } from '@/block-kit/types';

export const leftRightMultipleSchema = z.object({
  ...optionalIntroShape,
  items: z.array(z.object({ eyebrow: optionalTextSchema, ...mediaItemShape })).min(1),
  firstMediaPosition: mediaPositionSchema('Left'),
  backgroundColor: backgroundColorSchema(),
});

export const leftRightMultipleInputs: readonly BlockInput[] = [
  ...optionalIntroInputs('Optional heading over all rows (rows become h3 under it).'),
  {
    name: 'items',
    type: 'list',
    required: true,
    helperText: 'One row per item; the image side alternates.',
    subFields: [{ name: 'eyebrow', type: 'string' }, ...MEDIA_ITEM_SUBFIELDS],
  },
  {
    name: 'firstMediaPosition',
    type: 'string',
    enum: MEDIA_POSITIONS,
    defaultValue: 'Left',
    helperText: 'The side of the first row’s image; later rows alternate.',
  },
  backgroundColorInput(),
];
