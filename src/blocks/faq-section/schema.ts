/**
 * FAQ Section's options schema, apart from its registration: the /contact route parses the block's
 * options itself and must not import defineBlock (whose island loader is client code the page
 * would then ship).
 */
import { z } from 'zod';
import { backgroundColorSchema, linkUrlSchema, optionalTextSchema } from '@/page-builder/kit/shared-inputs';
import { FAQ_SECTION_MAX, faqCategorySchema, faqPicksSchema, openFaqIdSchema } from '@/page-builder/kit/faq-references';

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
