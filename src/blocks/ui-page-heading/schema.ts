import { z } from 'zod';
import { alignmentInput, alignmentSchema, backgroundColorInput, backgroundColorSchema, headingLevelInput, headingLevelSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const uiPageHeadingSchema = z.object({
  eyebrow: optionalTextSchema,
  heading: z.string().trim().min(1),
  subheading: optionalTextSchema,
  headingLevel: headingLevelSchema('h1'),
  alignment: alignmentSchema('Left'),
  backgroundColor: backgroundColorSchema(),
});

export const uiPageHeadingInputs: readonly BlockInput[] = [
  { name: 'eyebrow', type: 'string', helperText: 'A short label above the heading, e.g. the section of the site.' },
  { name: 'heading', type: 'string', required: true, helperText: 'The page title.' },
  { name: 'subheading', type: 'longText' },
  headingLevelInput('h1'),
  alignmentInput('Left'),
  backgroundColorInput(),
];
