/**
 * FAQs as accordions: each a native disclosure (details/summary), so it opens with Enter or Space
 * and screen readers announce it as expanded or collapsed, with no JavaScript. Server-rendered.
 */
import { faqElementId, faqPageJsonLd, type Faq } from '@/domain/faq/faq';
import { paragraphs } from '@/ui/typography';
import styles from './faq.module.css';


export function FaqAccordion({ faqs, openId }: { readonly faqs: readonly Faq[]; readonly openId?: string | undefined }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq.id} id={faqElementId(faq.id)} className={styles.faq} open={faq.id === openId} data-faq-id={faq.id}>
          <summary className={styles.question}>{faq.question}</summary>
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
