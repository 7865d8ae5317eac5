import type { Faq } from '@/domain/faq/faq';
import { FaqAccordion, FaqJsonLd } from '@/features/faq/faq-accordion';
import faqStyles from '@/features/faq/faq.module.css';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import { shownFaqs } from '@/block-kit/faq-references';
import type { faqFullSchema } from './schema';

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
 * FAQ Full (§2 reviews and help): every entry of the faq model (or of one category, or the picked
 * entries), grouped under its category (an h3 when there is more than one), as accordions, with
 * FAQPage structured data for exactly those questions. A server block, no JavaScript; nothing to
 * show renders nothing.
 */
export function FaqFull({ heading, body, faqs, openFaqId, backgroundColor }: BlockProps<typeof faqFullSchema>) {
  const items = shownFaqs(faqs);
  if (items.length === 0) return null;
  const groups = groupByCategory(items);
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <FaqJsonLd faqs={items} />
      {groups.length === 1 ? (
        <FaqAccordion faqs={items} openId={openFaqId} />
      ) : (
        groups.map((g) => (
          <div key={g.category} className={faqStyles.group}>
            {g.category ? <h3>{g.category}</h3> : null}
            <FaqAccordion faqs={g.faqs} openId={openFaqId} />
          </div>
        ))
      )}
    </HeadedSection>
  );
}
