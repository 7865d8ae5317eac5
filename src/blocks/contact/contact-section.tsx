'use client';

import { useId } from 'react';
import type { Locale } from '@/config/constants';
import { Section } from '@/ui/section';
import type { ContactCopy, ContactFaq } from './contact-copy';
import { ContactForm, ContactIntro } from './contact-form';
import { FaqList } from './faq-list';
import styles from './contact.module.css';

export type ContactSectionProps = {
  readonly copy: ContactCopy;
  readonly locale: Locale;
  /** FAQs from the faq content model; the /contact page passes them, a block elsewhere may have none. */
  readonly faqs?: readonly ContactFaq[] | undefined;
  /** The FAQ to open and scroll to (`?faq=`). */
  readonly openFaqId?: string | undefined;
  readonly headingLevel?: 'h1' | 'h2';
};

/** The Contact block's content: heading texts, the contact form, and the FAQ list. */
export function ContactSection({ copy, locale, faqs = [], openFaqId, headingLevel = 'h2' }: ContactSectionProps) {
  const headingId = useId();
  return (
    <Section backgroundColor="Transparent" labelledBy={headingId}>
      <div className={styles.layout}>
        <ContactIntro copy={copy} headingId={headingId} headingLevel={headingLevel} />
        <ContactForm copy={copy} locale={locale} />
        <FaqList heading={copy.faqHeading} faqs={faqs} openId={openFaqId} />
      </div>
    </Section>
  );
}
