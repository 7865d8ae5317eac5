import { defineBlock } from '@/block-kit/define-block';
import { FaqFull } from './faq-full';
import { faqFullInputs, faqFullSchema } from './schema';

export const faqFullBlock = defineBlock({
  name: 'FAQ Full',
  group: 'reviewsAndHelp',
  inputs: faqFullInputs,
  schema: faqFullSchema,
  component: FaqFull,
});
