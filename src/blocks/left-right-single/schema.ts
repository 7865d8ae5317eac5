import { z } from 'zod';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '@/page-builder/kit/shared-inputs';
import { POSTER_REQUIRED, aspectRatioInput, aspectRatioSchema, hasPosterForVideo, videoInputs, videoShape } from '@/page-builder/kit/video-inputs';
import type { BlockInput } from '@/page-builder/kit/types';

export const leftRightSingleSchema = z
  .object({ ...headingTextShape, ...imageSideShape(), ...videoShape, aspectRatio: aspectRatioSchema.optional() })
  .refine(hasPosterForVideo, POSTER_REQUIRED);

export const leftRightSingleInputs: readonly BlockInput[] = [
  ...headingTextInputs(),
  ...imageSideInputs(),
  ...videoInputs('A streaming video id: a play button over the image opens it in the video player. The image is its poster.'),
  aspectRatioInput('The image or video frame (spec video ratios). Leave empty for the usual 4:3 photo frame.'),
];
