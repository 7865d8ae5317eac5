import { z } from 'zod';
import { FAQ_CATEGORY_INPUT, FAQ_FULL_MAX, OPEN_FAQ_ID_INPUT, faqCategorySchema, faqPicksInput, faqPicksSchema, openFaqIdSchema } from '@/block-kit/faq-references';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const faqFullSchema = z.object({
  heading: z.string().trim().min(1).default('Frequently asked questions'),
  body: optionalTextSchema,
  category: faqCategorySchema,
  faqs: faqPicksSchema(FAQ_FULL_MAX),
  openFaqId: openFaqIdSchema,
  backgroundColor: backgroundColorSchema(),
});

export const faqFullInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Frequently asked questions', helperText: 'The section heading (an h2).' },
  { name: 'body', type: 'longText' },
  FAQ_CATEGORY_INPUT,
  faqPicksInput(FAQ_FULL_MAX),
  OPEN_FAQ_ID_INPUT,
  backgroundColorInput(),
];
