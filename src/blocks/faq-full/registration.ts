import { z } from 'zod';
import { defineBlock } from '../block-guard';
import { FAQ_ITEM_INPUTS, faqItemSchema } from '../faq-section/registration';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '../shared-inputs';
import { FaqFull } from './faq-full';

export const faqFullSchema = z.object({
  heading: z.string().trim().min(1).default('Frequently asked questions'),
  body: optionalTextSchema,
  faqs: z.array(faqItemSchema.extend({ category: z.string().trim().max(100).default('') })).min(1).max(100),
  backgroundColor: backgroundColorSchema(),
});

export const faqFullBlock = defineBlock({
  name: 'FAQ Full',
  inputs: [
    { name: 'heading', type: 'string', defaultValue: 'Frequently asked questions', helperText: 'The section heading (an h2).' },
    { name: 'body', type: 'longText' },
    {
      name: 'faqs',
      type: 'list',
      required: true,
      subFields: [...FAQ_ITEM_INPUTS, { name: 'category', type: 'string', helperText: 'Questions of one category are listed together under it.' }],
      helperText: 'Every question from the faq model, grouped by category in the order categories first appear.',
    },
    backgroundColorInput(),
  ],
  schema: faqFullSchema,
  component: FaqFull,
});
