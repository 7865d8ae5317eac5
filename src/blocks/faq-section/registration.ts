import { z } from 'zod';
import { defineBlock } from '../block-guard';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema, optionalTextSchema } from '../shared-inputs';
import type { BlockInput } from '../types';
import { FaqSection } from './faq-section';

/** One question of the faq model, as an editor places it in a block. */
export const faqItemSchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(5000),
  /** The faq entry's id (its anchor and the contact page's `?faq=`); made from the question when empty. */
  id: z.string().trim().max(100).optional(),
});

export const FAQ_ITEM_INPUTS: readonly BlockInput[] = [
  { name: 'question', type: 'string', required: true },
  { name: 'answer', type: 'longText', required: true, helperText: 'A blank line starts a new paragraph.' },
  { name: 'id', type: 'string', helperText: 'The faq entry id (optional): the anchor and the /contact?faq= deep link.' },
];

export const faqSectionSchema = z.object({
  heading: z.string().trim().min(1).default('Frequently asked questions'),
  body: optionalTextSchema,
  faqs: z.array(faqItemSchema).min(1).max(20),
  showMoreLink: z.boolean().default(true),
  moreLabel: z.string().trim().min(1).default('See all FAQs'),
  moreUrl: linkUrlSchema.default('/contact'),
  backgroundColor: backgroundColorSchema(),
});

export const faqSectionBlock = defineBlock({
  name: 'FAQ Section',
  inputs: [
    { name: 'heading', type: 'string', defaultValue: 'Frequently asked questions', helperText: 'The section heading (an h2).' },
    { name: 'body', type: 'longText' },
    { name: 'faqs', type: 'list', required: true, subFields: FAQ_ITEM_INPUTS, helperText: '1 to 20 questions from the faq model, in order.' },
    { name: 'showMoreLink', type: 'boolean', defaultValue: true },
    { name: 'moreLabel', type: 'string', defaultValue: 'See all FAQs' },
    { name: 'moreUrl', type: 'url', defaultValue: '/contact', helperText: 'Where all questions are (the contact page lists every FAQ).' },
    backgroundColorInput(),
  ],
  schema: faqSectionSchema,
  component: FaqSection,
});
