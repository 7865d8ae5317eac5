'use client';

/**
 * CONTRACT (owned by the newsletter issue): the footer's newsletter form, with the klaviyoSource
 * from footer data. This placeholder renders nothing.
 */
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';

export type FooterNewsletterProps = {
  readonly locale: Locale;
  readonly theme: Theme;
  readonly klaviyoSource: string;
};

export function FooterNewsletter(_props: FooterNewsletterProps) {
  return null;
}
