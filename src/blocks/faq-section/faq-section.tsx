import { useId } from 'react';
import { faqIdFromQuestion } from '@/domain/faq/faq';
import { FaqAccordion, FaqJsonLd } from '@/features/faq/faq-accordion';
import faqStyles from '@/features/faq/faq.module.css';
import type { BlockProps } from '../types';
import { Section } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import { BlockHeading, TextBody } from '@/ui/typography';
import type { faqSectionSchema } from './registration';

/**
 * FAQ Section (§2 reviews and help): a few questions as accordions with FAQPage structured data and
 * a link to every FAQ. A server block: the accordions are native disclosures, no JavaScript.
 */
export function FaqSection({ heading, body, faqs, showMoreLink, moreLabel, moreUrl, backgroundColor }: BlockProps<typeof faqSectionSchema>) {
  const headingId = useId();
  const items = faqs.map((f) => ({ ...f, id: f.id || faqIdFromQuestion(f.question) }));
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <FaqJsonLd faqs={items} />
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
      <FaqAccordion faqs={items} />
      {showMoreLink ? (
        <p className={faqStyles.more}>
          <SmartLink url={moreUrl}>{moreLabel}</SmartLink>
        </p>
      ) : null}
    </Section>
  );
}
