import { FaqAccordion, FaqJsonLd } from '@/features/faq/faq-accordion';
import faqStyles from '@/features/faq/faq.module.css';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import { shownFaqs } from '@/block-kit/faq-references';
import type { faqSectionSchema } from './schema';

/**
 * FAQ Section (§2 reviews and help): entries of the faq model as accordions, with FAQPage
 * structured data for exactly those questions and a link to every FAQ. A server block: the
 * accordions are native disclosures, and the deep-linked one is open and autofocused, so the
 * browser scrolls to it without any JavaScript. Nothing to show renders nothing.
 */
export function FaqSection({ heading, body, faqs, openFaqId, showMoreLink, moreLabel, moreUrl, backgroundColor }: BlockProps<typeof faqSectionSchema>) {
  const items = shownFaqs(faqs);
  if (items.length === 0) return null;
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <FaqJsonLd faqs={items} />
      <FaqAccordion faqs={items} openId={openFaqId} />
      {showMoreLink ? (
        <p className={faqStyles.more}>
          <SmartLink url={moreUrl}>{moreLabel}</SmartLink>
        </p>
      ) : null}
    </HeadedSection>
  );
}
