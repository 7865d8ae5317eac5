import { z } from 'zod';
import { altTextInput, imageInput, imageSrcSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import { MEDIA_ASPECT_RATIOS, aspectRatioInput, videoInputs, videoShape } from '@/block-kit/video-inputs';
import type { BlockInput } from '@/block-kit/types';

const BLOG_MEDIA_TYPES = ['Image', 'Video'] as const;

export const blogMediaSchema = z
  .object({
    mediaType: z.enum(BLOG_MEDIA_TYPES).default('Image'),
    image: imageSrcSchema,
    mediaAltText: optionalTextSchema,
    ...videoShape,
    caption: optionalTextSchema,
    aspectRatio: z.enum(MEDIA_ASPECT_RATIOS).default('16:9'),
  })
  .refine((o) => o.mediaType !== 'Video' || o.video !== undefined, { message: 'a Video needs a streaming video id', path: ['video'] });

export const blogMediaInputs: readonly BlockInput[] = [
  { name: 'mediaType', type: 'string', enum: BLOG_MEDIA_TYPES, defaultValue: 'Image', helperText: 'Image: a photo in the article. Video: the image is the poster, with a play button that opens the video player.' },
  { ...imageInput('image', 'The photo, or the video poster. JPEG, PNG or SVG.'), required: true },
  altTextInput(),
  ...videoInputs('Video only: the streaming video id the play button opens in the video player.'),
  { name: 'caption', type: 'string', helperText: 'A line under the media.' },
  aspectRatioInput('The frame (spec video ratios); the picture is cropped to fill it.', '16:9'),
];
