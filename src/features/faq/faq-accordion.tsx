/**
 * FAQs as accordions: each a native disclosure (details/summary), so it opens with Enter or Space
 * and screen readers announce it as expanded or collapsed, with no JavaScript. Server-rendered.
 * The FAQ a link asked for (`openId`, from `?faq=`) is rendered open with its question autofocused:
 * the browser focuses it and scrolls it into view as the page loads, so a deep link needs no script.
 */
import { faqElementId, faqPageJsonLd, type Faq } from '@/domain/faq/faq';
import { paragraphs } from '@/ui/typography';
import styles from './faq.module.css';

export function FaqAccordion({ faqs, openId }: { readonly faqs: readonly Faq[]; readonly openId?: string | undefined }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq.id} id={faqElementId(faq.id)} className={styles.faq} open={faq.id === openId} data-faq-id={faq.id}>
          {/* Autofocus only when the visitor followed a link to this very question: focus belongs there. */}
          <summary className={styles.question} autoFocus={faq.id === openId}>
            {faq.question}
          </summary>
          <div className={styles.answer}>
            {paragraphs(faq.answer).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/** FAQPage structured data, escaped so no answer can end the script element. */
export function FaqJsonLd({ faqs }: { readonly faqs: readonly Faq[] }) {
  const json = JSON.stringify(faqPageJsonLd(faqs)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
