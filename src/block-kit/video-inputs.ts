/**
 * The video half of the §3 media fields (backgroundVideo, video), what video structured data needs
 * of each video (§3: title, description, publishDate, duration in seconds), and the §9 aspect
 * ratios as a frame input: one set of inputs and schemas for every block that shows a video
 * (Blog Media, Masthead, Left Right Single), so they cannot drift apart.
 */
import { z } from 'zod';
import { isoDateSchema } from './blog-ui/article-inputs';
import { optionalTextSchema, videoIdSchema } from './shared-inputs';
import type { BlockInput } from './types';

/**
 * §9 video aspect ratios; the same frames serve images so a photo and a video line up. Listed here,
 * not read from VIDEO_ASPECT_RATIOS, for the reason given on FRAME_ASPECT_RATIO (a unit test checks
 * they are the same list).
 */
export const MEDIA_ASPECT_RATIOS = ['16:9', '1:1', '8:7', '1.28:1', '5:7'] as const;
export type MediaAspectRatio = (typeof MEDIA_ASPECT_RATIOS)[number];

/**
 * Each §9 ratio as CSS. Spelled out rather than computed from VIDEO_ASPECT_RATIOS: block views are
 * also bundled for the editor, and a browser reference to that constant keeps it in the chunk
 * every page loads (a unit test checks the two agree).
 */
export const FRAME_ASPECT_RATIO: Readonly<Record<MediaAspectRatio, string>> = {
  '16:9': '16 / 9',
  '1:1': '1 / 1',
  '8:7': '8 / 7',
  '1.28:1': '1.28 / 1',
  '5:7': '5 / 7',
};

export const aspectRatioSchema = z.enum(MEDIA_ASPECT_RATIOS);

export function aspectRatioInput(helperText: string, defaultValue?: MediaAspectRatio): BlockInput {
  return { name: 'aspectRatio', type: 'string', enum: MEDIA_ASPECT_RATIOS, ...(defaultValue ? { defaultValue } : {}), helperText };
}

export const videoShape = {
  backgroundVideo: videoIdSchema.optional(),
  video: videoIdSchema.optional(),
  videoTitle: optionalTextSchema,
  videoDescription: optionalTextSchema,
  videoPublishDate: isoDateSchema.optional(),
  videoDurationSeconds: z.number().int().min(1).max(86_400).optional(),
};

/** The video inputs, in the order an editor fills them in; `videoHelperText` says what the play button opens. */
export function videoInputs(videoHelperText = 'The streaming video id the play button opens in the video player.'): BlockInput[] {
  return [
    {
      name: 'backgroundVideo',
      type: 'string',
      helperText: 'A streaming video id played muted and looping in the frame, over the image (which shows first). It never plays for visitors who ask for reduced motion.',
    },
    { name: 'video', type: 'string', helperText: videoHelperText },
    { name: 'videoTitle', type: 'string', helperText: 'What the video is, read out by the play button ("Play video: …") and given to search engines.' },
    { name: 'videoDescription', type: 'longText', helperText: 'One or two sentences about the video for search engines (video structured data).' },
    { name: 'videoPublishDate', type: 'string', helperText: 'When the video was published, yyyy-mm-dd (video structured data).' },
    { name: 'videoDurationSeconds', type: 'number', min: 1, max: 86_400, helperText: 'The video’s length in seconds (video structured data).' },
  ];
}

/** A block whose image is optional still needs one under a video: it is the poster that shows first. */
export function hasPosterForVideo(o: { readonly image?: string | undefined; readonly backgroundVideo?: string | undefined; readonly video?: string | undefined }): boolean {
  return o.image !== undefined || (o.backgroundVideo === undefined && o.video === undefined);
}
export const POSTER_REQUIRED = { message: 'a video needs an image: it is the poster shown before the video plays', path: ['image'] };
