import { z } from 'zod';
import { headingTextInputs, headingTextShape, imageSideInputs, imageSideShape } from '@/block-kit/shared-inputs';
import { POSTER_REQUIRED, aspectRatioInput, aspectRatioSchema, hasPosterForVideo, videoInputs, videoShape } from '@/block-kit/video-inputs';
import type { BlockInput } from '@/block-kit/types';

export const leftRightSingleSchema = z
  .object({ ...headingTextShape, ...imageSideShape(), ...videoShape, aspectRatio: aspectRatioSchema.optional() })
  .refine(hasPosterForVideo, POSTER_REQUIRED);

export const leftRightSingleInputs: readonly BlockInput[] = [
  ...headingTextInputs(),
  ...imageSideInputs(),
  ...videoInputs('A streaming video id: a play button over the image opens it in the video player. The image is its poster.'),
  aspectRatioInput('The image or video frame (spec video ratios). Leave empty for the usual 4:3 photo frame.'),
];
