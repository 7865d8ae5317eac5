import { z } from 'zod';
import { IMAGE_INPUTS, backgroundColorInput, backgroundColorSchema, buttonsInput, buttonsSchema, headingLevelInput, headingLevelSchema, imageShape, optionalTextSchema } from '@/block-kit/shared-inputs';
import { POSTER_REQUIRED, aspectRatioInput, aspectRatioSchema, hasPosterForVideo, videoInputs, videoShape } from '@/block-kit/video-inputs';
import type { BlockInput } from '@/block-kit/types';

const MASTHEAD_LAYOUTS = ['Overlay', 'Skinny', 'Stacked'] as const;

export const mastheadSchema = z
  .object({
  layout: z.enum(MASTHEAD_LAYOUTS).default('Overlay'),
  // h1 by default: a Masthead opens the page (every home fixture starts with one) and a page needs
  // exactly one h1. A second masthead-like block on the same page is demoted to h2 by the editor.
  headingLevel: headingLevelSchema('h1'),
  heading: z.string().trim().min(1),
  subheading: optionalTextSchema,
  ...imageShape,
  ...videoShape,
  aspectRatio: aspectRatioSchema.optional(),
  backgroundColor: backgroundColorSchema(),
  buttons: buttonsSchema,
  })
  .refine(hasPosterForVideo, POSTER_REQUIRED);

export const mastheadInputs: readonly BlockInput[] = [
  {
    name: 'layout',
    type: 'string',
    enum: MASTHEAD_LAYOUTS,
    defaultValue: 'Overlay',
    required: true,
    helperText: 'Overlay: text on a card over a full-width photo. Skinny: a short band. Stacked: text above a wide image.',
  },
  headingLevelInput('h1'),
  { name: 'heading', type: 'string', required: true },
  { name: 'subheading', type: 'longText' },
  ...IMAGE_INPUTS,
  ...videoInputs('A streaming video id: a play button over the image opens it in the video player. The image is its poster.'),
  aspectRatioInput('The image or video frame in the Skinny and Stacked layouts, and in Overlay on phones (spec video ratios). Leave empty for 16:9, or 4:3 for Overlay on phones.'),
  backgroundColorInput(),
  buttonsInput(),
];
