import { z } from 'zod';
import { VIDEO_ASPECT_RATIOS } from '@/config/block-options';
import { backgroundColorInput, backgroundColorSchema, imageInput, imageSrcSchema, optionalIntroInputs, optionalIntroShape, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

type Ratio = keyof typeof VIDEO_ASPECT_RATIOS;
const RATIOS = Object.keys(VIDEO_ASPECT_RATIOS) as [Ratio, ...Ratio[]];

export const comparisonImageSliderSchema = z.object({
  ...optionalIntroShape,
  beforeImage: imageSrcSchema,
  beforeAltText: requiredTextSchema,
  beforeLabel: z.string().trim().min(1).default('Before'),
  afterImage: imageSrcSchema,
  afterAltText: requiredTextSchema,
  afterLabel: z.string().trim().min(1).default('After'),
  aspectRatio: z.enum(RATIOS).default('16:9'),
  initialPosition: z.number().int().min(0).max(100).default(50),
  backgroundColor: backgroundColorSchema('Transparent'),
});

export const comparisonImageSliderInputs: readonly BlockInput[] = [
  ...optionalIntroInputs('Optional heading, e.g. "Four weeks on fresh food".'),
  { ...imageInput('beforeImage', 'JPEG or PNG. Both photos are cropped to the same frame, so shoot them alike.'), required: true },
  { name: 'beforeAltText', type: 'string', required: true, helperText: 'What the before photo shows; both photos are read out, so say what differs.' },
  { name: 'beforeLabel', type: 'string', defaultValue: 'Before' },
  { ...imageInput('afterImage', 'JPEG or PNG, the same framing as the before photo.'), required: true },
  { name: 'afterAltText', type: 'string', required: true },
  { name: 'afterLabel', type: 'string', defaultValue: 'After' },
  { name: 'aspectRatio', type: 'string', enum: RATIOS, defaultValue: '16:9', helperText: 'The frame both photos are cropped to.' },
  {
    name: 'initialPosition',
    type: 'number',
    defaultValue: 50,
    min: 0,
    max: 100,
    helperText: 'Where the divider starts, in percent from the left (0 shows only the after photo, 100 only the before).',
    advanced: true,
  },
  backgroundColorInput('Transparent'),
];
