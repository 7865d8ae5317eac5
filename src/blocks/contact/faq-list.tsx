'use client';

import { useEffect, useId } from 'react';
import { BlockHeading } from '@/ui/typography';
import { faqElementId } from '@/domain/faq/faq';
import { FaqAccordion } from '@/features/faq/faq-accordion';
import type { ContactFaq } from './contact-copy';
import styles from './contact.module.css';

/**
 * The FAQ list of the contact page. Each FAQ is a disclosure (details/summary: keyboard and screen
 * reader support for free). `openId` (from `?faq=`) is rendered open on the server, then scrolled
 * to and focused once the page runs; an unknown id simply leaves the list as it is.
 */
export function FaqList({ heading, faqs, openId }: { readonly heading: string; readonly faqs: readonly ContactFaq[]; readonly openId?: string | undefined }) {
  const headingId = useId();
  const target = openId && faqs.some((f) => f.id === openId) ? openId : undefined;

  useEffect(() => {
    if (!target) return;
    const details = document.getElementById(faqElementId(target));
    if (!(details instanceof HTMLDetailsElement)) return;
    details.open = true;
    details.scrollIntoView({ block: 'start' });
    details.querySelector('summary')?.focus({ preventScroll: true });
  }, [target]);

  if (faqs.length === 0) return null;
  return (
    <section className={styles.faqs} aria-labelledby={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <FaqAccordion faqs={faqs} openId={target} />
    </section>
  );
}
