import { withFaqIds } from '@/domain/faq/faq';
import { FaqAccordion, FaqJsonLd } from '@/features/faq/faq-accordion';
import faqStyles from '@/features/faq/faq.module.css';
import type { BlockProps } from '../types';
import { HeadedSection } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import type { faqSectionSchema } from './registration';

/**
 * FAQ Section (§2 reviews and help): a few questions as accordions with FAQPage structured data and
 * a link to every FAQ. A server block: the accordions are native disclosures, no JavaScript.
 */
export function FaqSection({ heading, body, faqs, showMoreLink, moreLabel, moreUrl, backgroundColor }: BlockProps<typeof faqSectionSchema>) {
  const items = withFaqIds(faqs);
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <FaqJsonLd faqs={items} />
      <FaqAccordion faqs={items} />
      {showMoreLink ? (
        <p className={faqStyles.more}>
          <SmartLink url={moreUrl}>{moreLabel}</SmartLink>
        </p>
      ) : null}
    </HeadedSection>
  );
}
