import { z } from 'zod';
import { VIDEO_ASPECT_RATIOS } from '@/config/block-options';
import { altTextInput, backgroundColorInput, backgroundColorSchema, imageInput, imageSrcSchema, linkUrlSchema, maxWidthInput, maxWidthSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** The §9 media aspect ratios, shared with video so an image and a video beside it line up. */
const IMAGE_NODE_ASPECT_RATIOS = Object.keys(VIDEO_ASPECT_RATIOS) as (keyof typeof VIDEO_ASPECT_RATIOS)[];
const ASPECT_RATIO_ENUM = IMAGE_NODE_ASPECT_RATIOS as [keyof typeof VIDEO_ASPECT_RATIOS, ...(keyof typeof VIDEO_ASPECT_RATIOS)[]];

export const imageNodeComponentSchema = z.object({
  image: imageSrcSchema,
  mediaAltText: optionalTextSchema,
  aspectRatio: z.enum(ASPECT_RATIO_ENUM).default('16:9'),
  caption: optionalTextSchema,
  url: linkUrlSchema.optional(),
  maxWidth: maxWidthSchema,
  backgroundColor: backgroundColorSchema('Transparent'),
});

export const imageNodeComponentInputs: readonly BlockInput[] = [
  { ...imageInput(), required: true },
  altTextInput(),
  {
    name: 'aspectRatio',
    type: 'string',
    enum: IMAGE_NODE_ASPECT_RATIOS,
    defaultValue: '16:9',
    helperText: 'The frame the image is cropped to (the video ratios, so images and videos line up). Reserves the space while it loads.',
  },
  { name: 'caption', type: 'string', helperText: 'Optional line shown under the image.' },
  { name: 'url', type: 'url', helperText: 'Optional: the image links here. Then the alt text must say where the link goes.' },
  maxWidthInput,
  backgroundColorInput('Transparent'),
];
