import { z } from 'zod';
import { defineBlock } from '../block-guard';
import { isoDateSchema } from '../blog-ui/article-inputs';
import { altTextInput, imageInput, imageSrcSchema, optionalTextSchema, videoIdSchema } from '../shared-inputs';
import { BlogMedia } from './blog-media';

const BLOG_MEDIA_TYPES = ['Image', 'Video'] as const;
/**
 * §9 video aspect ratios; the same frames serve images so a photo and a video line up in one
 * article. Listed here, not read from VIDEO_ASPECT_RATIOS, for the reason given in blog-media.tsx
 * (a unit test checks they are the same list).
 */
export const MEDIA_ASPECT_RATIOS = ['16:9', '1:1', '8:7', '1.28:1', '5:7'] as const;
export type MediaAspectRatio = (typeof MEDIA_ASPECT_RATIOS)[number];

export const blogMediaSchema = z
  .object({
    mediaType: z.enum(BLOG_MEDIA_TYPES).default('Image'),
    image: imageSrcSchema,
    mediaAltText: optionalTextSchema,
    backgroundVideo: videoIdSchema.optional(),
    video: videoIdSchema.optional(),
    videoTitle: optionalTextSchema,
    videoDescription: optionalTextSchema,
    videoPublishDate: isoDateSchema.optional(),
    videoDurationSeconds: z.number().int().min(1).max(86_400).optional(),
    caption: optionalTextSchema,
    aspectRatio: z.enum(MEDIA_ASPECT_RATIOS).default('16:9'),
  })
  .refine((o) => o.mediaType !== 'Video' || o.video !== undefined, { message: 'a Video needs a streaming video id', path: ['video'] });

export const blogMediaBlock = defineBlock({
  name: 'Blog Media',
  inputs: [
    { name: 'mediaType', type: 'string', enum: BLOG_MEDIA_TYPES, defaultValue: 'Image', helperText: 'Image: a photo in the article. Video: the image is the poster, with a play button that opens the video player.' },
    { ...imageInput('image', 'The photo, or the video poster. JPEG, PNG or SVG.'), required: true },
    altTextInput(),
    {
      name: 'backgroundVideo',
      type: 'string',
      helperText: 'A streaming video id played muted and looping in the frame, over the image (which shows first). It never plays for visitors who ask for reduced motion.',
    },
    { name: 'video', type: 'string', helperText: 'Video only: the streaming video id the play button opens in the video player.' },
    { name: 'videoTitle', type: 'string', helperText: 'Video only: what the video is, read out by the play button ("Play video: …").' },
    { name: 'videoDescription', type: 'longText', helperText: 'Video only: one or two sentences for search engines (video structured data).' },
    { name: 'videoPublishDate', type: 'string', helperText: 'Video only: when the video was published, yyyy-mm-dd (video structured data).' },
    { name: 'videoDurationSeconds', type: 'number', min: 1, max: 86_400, helperText: 'Video only: its length in seconds (video structured data).' },
    { name: 'caption', type: 'string', helperText: 'A line under the media.' },
    { name: 'aspectRatio', type: 'string', enum: MEDIA_ASPECT_RATIOS, defaultValue: '16:9', helperText: 'The frame (spec video ratios); the picture is cropped to fill it.' },
  ],
  schema: blogMediaSchema,
  component: BlogMedia,
});
