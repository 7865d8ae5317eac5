/**
 * FAQ Section's options schema and editor inputs. The /contact route parses the block's options
 * itself with this schema.
 */
import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import { FAQ_CATEGORY_INPUT, FAQ_SECTION_MAX, OPEN_FAQ_ID_INPUT, faqCategorySchema, faqPicksInput, faqPicksSchema, openFaqIdSchema } from '@/block-kit/faq-references';
import type { BlockInput } from '@/block-kit/types';

export const faqSectionSchema = z.object({
  heading: z.string().trim().min(1).default('Frequently asked questions'),
  body: optionalTextSchema,
  category: faqCategorySchema,
  faqs: faqPicksSchema(FAQ_SECTION_MAX),
  openFaqId: openFaqIdSchema,
  showMoreLink: z.boolean().default(true),
  moreLabel: z.string().trim().min(1).default('See all FAQs'),
  moreUrl: linkUrlSchema.default('/contact'),
  backgroundColor: backgroundColorSchema(),
});

export const faqSectionInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Frequently asked questions', helperText: 'The section heading (an h2).' },
  { name: 'body', type: 'longText' },
  FAQ_CATEGORY_INPUT,
  faqPicksInput(FAQ_SECTION_MAX),
  OPEN_FAQ_ID_INPUT,
  { name: 'showMoreLink', type: 'boolean', defaultValue: true },
  { name: 'moreLabel', type: 'string', defaultValue: 'See all FAQs' },
  { name: 'moreUrl', type: 'url', defaultValue: '/contact', helperText: 'Where all questions are (the contact page lists every FAQ).' },
  backgroundColorInput(),
];
