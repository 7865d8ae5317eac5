'use client';

/**
 * CONTRACT: the footer's newsletter form (§2 page shell), with the klaviyoSource from footer data.
 * Props are the shell's contract; `botCheck` is optional so the footer may pass the public bot-check
 * config it read on the server (without it, the form asks /api/bot-check when first used).
 */
import { useId } from 'react';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import type { BotCheckPublicConfig } from '@/services/bot-check/types';
import { NewsletterForm } from './newsletter-form';
import styles from './footer-newsletter.module.css';

export type FooterNewsletterProps = {
  readonly locale: Locale;
  readonly theme: Theme;
  readonly klaviyoSource: string;
  readonly botCheck?: BotCheckPublicConfig | undefined;
};

/** Footer copy per theme: pet parents get recipes and offers, vet professionals clinical updates. */
export const FOOTER_NEWSLETTER_COPY: Readonly<Record<Theme, { heading: string; intro: string }>> = {
  main: { heading: 'Get the fresh scoop', intro: 'Recipes, feeding tips and offers, straight to your inbox.' },
  vet: { heading: 'Stay in the clinical loop', intro: 'Nutrition research, product updates and events for veterinary teams.' },
};

export const FOOTER_NEWSLETTER_FIELDS = {
  emailLabel: 'Email address',
  placeholder: 'enter your email',
  submitLabel: 'sign up',
} as const;

export function FooterNewsletter({ locale, theme, klaviyoSource, botCheck }: FooterNewsletterProps) {
  const headingId = useId();
  const copy = FOOTER_NEWSLETTER_COPY[theme];
  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <NewsletterForm
        locale={locale}
        source={klaviyoSource}
        emailLabel={FOOTER_NEWSLETTER_FIELDS.emailLabel}
        placeholder={FOOTER_NEWSLETTER_FIELDS.placeholder}
        submitLabel={FOOTER_NEWSLETTER_FIELDS.submitLabel}
        tone="onDark"
        labelledBy={headingId}
        botCheck={botCheck}
      />
    </section>
  );
}
