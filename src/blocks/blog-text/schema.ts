import { z } from 'zod';
import { optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** §2 Blog Text variants: running text, or a pull quote with its attribution. */
const BLOG_TEXT_VARIANTS = ['Standard', 'Quoted'] as const;

export const blogTextSchema = z.object({
  variant: z.enum(BLOG_TEXT_VARIANTS).default('Standard'),
  heading: optionalTextSchema,
  text: z.string().trim().min(1),
  attribution: optionalTextSchema,
});

export const blogTextInputs: readonly BlockInput[] = [
  { name: 'variant', type: 'string', enum: BLOG_TEXT_VARIANTS, defaultValue: 'Standard', helperText: 'Standard: paragraphs of the article. Quoted: a pull quote set apart from the text.' },
  { name: 'heading', type: 'string', helperText: 'An optional sub-heading (h2) over Standard text. Quotes have none.' },
  { name: 'text', type: 'longText', required: true, helperText: 'The text, or the quote without quotation marks. A blank line starts a new paragraph.' },
  { name: 'attribution', type: 'string', helperText: 'Quoted only: who said it, e.g. "Dr. Lena Marsh, veterinary nutritionist".' },
];
