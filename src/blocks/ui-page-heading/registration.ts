import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import {
  alignmentInput,
  alignmentSchema,
  backgroundColorInput,
  backgroundColorSchema,
  headingLevelInput,
  headingLevelSchema,
  optionalTextSchema,
} from '@/page-builder/kit/shared-inputs';
import { UiPageHeading } from './ui-page-heading';

export const uiPageHeadingSchema = z.object({
  eyebrow: optionalTextSchema,
  heading: z.string().trim().min(1),
  subheading: optionalTextSchema,
  headingLevel: headingLevelSchema('h1'),
  alignment: alignmentSchema('Left'),
  backgroundColor: backgroundColorSchema(),
});

export const uiPageHeadingBlock = defineBlock({
  name: 'UI Page Heading',
  inputs: [
    { name: 'eyebrow', type: 'string', helperText: 'A short label above the heading, e.g. the section of the site.' },
    { name: 'heading', type: 'string', required: true, helperText: 'The page title.' },
    { name: 'subheading', type: 'longText' },
    headingLevelInput('h1'),
    alignmentInput('Left'),
    backgroundColorInput(),
  ],
  schema: uiPageHeadingSchema,
  component: UiPageHeading,
});
