import { defineBlock } from '@/page-builder/runtime/block-guard';
import { backgroundColorInput } from '@/page-builder/kit/shared-inputs';
import { FAQ_CATEGORY_INPUT, FAQ_SECTION_MAX, OPEN_FAQ_ID_INPUT, faqPicksInput } from '@/page-builder/kit/faq-references';
import { FaqSection } from './faq-section';
import { faqSectionSchema } from './schema';

export const faqSectionBlock = defineBlock({
  name: 'FAQ Section',
  inputs: [
    { name: 'heading', type: 'string', defaultValue: 'Frequently asked questions', helperText: 'The section heading (an h2).' },
    { name: 'body', type: 'longText' },
    FAQ_CATEGORY_INPUT,
    faqPicksInput(FAQ_SECTION_MAX),
    OPEN_FAQ_ID_INPUT,
    { name: 'showMoreLink', type: 'boolean', defaultValue: true },
    { name: 'moreLabel', type: 'string', defaultValue: 'See all FAQs' },
    { name: 'moreUrl', type: 'url', defaultValue: '/contact', helperText: 'Where all questions are (the contact page lists every FAQ).' },
    backgroundColorInput(),
  ],
  schema: faqSectionSchema,
  component: FaqSection,
});
