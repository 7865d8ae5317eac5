import { useId } from 'react';
import { faqIdFromQuestion, type Faq } from '@/domain/faq/faq';
import { FaqAccordion, FaqJsonLd } from '@/features/faq/faq-accordion';
import faqStyles from '@/features/faq/faq.module.css';
import type { BlockProps } from '../types';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import type { faqFullSchema } from './registration';

/** Questions grouped by category, categories in the order they first appear. */
function groupByCategory(faqs: readonly Faq[]): { category: string; faqs: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const key = faq.category ?? '';
    groups.set(key, [...(groups.get(key) ?? []), faq]);
  }
  return [...groups].map(([category, list]) => ({ category, faqs: list }));
}

/**
 * FAQ Full (§2 reviews and help): every question, grouped under its category (an h3 when there is
 * more than one), as accordions, with FAQPage structured data. A server block, no JavaScript.
 */
export function FaqFull({ heading, body, faqs, backgroundColor }: BlockProps<typeof faqFullSchema>) {
  const headingId = useId();
  const items: Faq[] = faqs.map((f) => ({ ...f, id: f.id || faqIdFromQuestion(f.question) }));
  const groups = groupByCategory(items);
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <FaqJsonLd faqs={items} />
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
      {groups.length === 1 ? (
        <FaqAccordion faqs={items} />
      ) : (
        groups.map((g) => (
          <div key={g.category} className={faqStyles.group}>
            {g.category ? <h3>{g.category}</h3> : null}
            <FaqAccordion faqs={g.faqs} />
          </div>
        ))
      )}
    </Section>
  );
}
