'use client';

/**
 * The footer's real newsletter form, loaded by FooterNewsletter on first use or as the footer nears
 * the viewport. It renders in place of the stand-in form and takes over what the visitor already
 * did there: the typed address (even one typed before hydration) and the focus.
 */
import type { RefObject } from 'react';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';

export type FooterNewsletterFormProps = Omit<NewsletterFormProps, 'initialEmail' | 'focusEmailOnMount' | 'emailTouched'> & {
  /** The stand-in form's email input, still in the document while this first renders. */
  readonly standInEmail: RefObject<HTMLInputElement | null>;
};

export function FooterNewsletterForm({ standInEmail, ...props }: FooterNewsletterFormProps) {
  // Read during the first render, before React swaps the stand-in out of the document.
  const standIn = standInEmail.current;
  return (
    <NewsletterForm
      {...props}
      initialEmail={standIn?.value ?? ''}
      focusEmailOnMount={standIn !== null && standIn === document.activeElement}
      emailTouched={standIn?.dataset.touched !== undefined}
    />
  );
}
