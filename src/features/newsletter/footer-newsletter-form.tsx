'use client';

/**
 * The footer's real newsletter form, rendered by FooterNewsletter on first use. It renders in place of the stand-in form and takes over what the visitor already
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
      // Left the field: seen by the stand-in's blur handler, or, for an address typed and left before
      // the page was interactive (no handler ran), a typed address the focus is no longer in.
      emailTouched={standIn !== null && (standIn.dataset.touched !== undefined || (standIn.value !== '' && standIn !== document.activeElement))}
    />
  );
}
