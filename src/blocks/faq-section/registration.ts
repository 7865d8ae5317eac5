import { defineBlock } from '@/block-kit/define-block';
import { FaqSection } from './faq-section';
import { faqSectionInputs, faqSectionSchema } from './schema';

export const faqSectionBlock = defineBlock({
  name: 'FAQ Section',
  group: 'reviewsAndHelp',
  inputs: faqSectionInputs,
  schema: faqSectionSchema,
  component: FaqSection,
});
