'use client';

import { useId } from 'react';
import type { Locale } from '@/config/constants';
import { Section } from '@/ui/section';
import type { ContactCopy } from './contact-copy';
import { ContactForm, ContactIntro } from './contact-form';
import styles from './contact.module.css';

export type ContactSectionProps = {
  readonly copy: ContactCopy;
  readonly locale: Locale;
  readonly headingLevel?: 'h1' | 'h2';
};

/**
 * The Contact block's content: heading texts and the contact form. The FAQs are a FAQ Section
 * block of their own (server-rendered from the faq model), so none of their code ships with the form.
 */
export function ContactSection({ copy, locale, headingLevel = 'h2' }: ContactSectionProps) {
  const headingId = useId();
  return (
    <Section backgroundColor="Transparent" labelledBy={headingId}>
      <div className={styles.layout}>
        <ContactIntro copy={copy} headingId={headingId} headingLevel={headingLevel} />
        <ContactForm copy={copy} locale={locale} />
      </div>
    </Section>
  );
}
