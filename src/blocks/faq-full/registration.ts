import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { FAQ_CATEGORY_INPUT, FAQ_FULL_MAX, OPEN_FAQ_ID_INPUT, faqCategorySchema, faqPicksInput, faqPicksSchema, openFaqIdSchema } from '@/page-builder/kit/faq-references';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/page-builder/kit/shared-inputs';
import { FaqFull } from './faq-full';

export const faqFullSchema = z.object({
  heading: z.string().trim().min(1).default('Frequently asked questions'),
  body: optionalTextSchema,
  category: faqCategorySchema,
  faqs: faqPicksSchema(FAQ_FULL_MAX),
  openFaqId: openFaqIdSchema,
  backgroundColor: backgroundColorSchema(),
});

export const faqFullBlock = defineBlock({
  name: 'FAQ Full',
  inputs: [
    { name: 'heading', type: 'string', defaultValue: 'Frequently asked questions', helperText: 'The section heading (an h2).' },
    { name: 'body', type: 'longText' },
    FAQ_CATEGORY_INPUT,
    faqPicksInput(FAQ_FULL_MAX),
    OPEN_FAQ_ID_INPUT,
    backgroundColorInput(),
  ],
  schema: faqFullSchema,
  component: FaqFull,
});
