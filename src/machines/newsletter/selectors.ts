import type { NewsletterSnapshot } from './newsletter.machine';
import { isValidNewsletterEmail, NEWSLETTER_MESSAGES, NEWSLETTER_SUCCESS_COPY } from '@/domain/newsletter/rules';

/** The §4 status of the form. */
export type NewsletterStatus = 'input' | 'pending' | 'success' | 'error';

export function selectStatus(snapshot: NewsletterSnapshot): NewsletterStatus {
  if (snapshot.matches('pending')) return 'pending';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('error')) return 'error';
  return 'input';
}

/**
 * Whether the submit button is enabled: never while pending, never with an invalid email, never
 * without a bot-check token (§4, §5).
 */
export function selectCanSubmit(snapshot: NewsletterSnapshot): boolean {
  return !snapshot.matches('pending') && snapshot.context.botToken !== null && isValidNewsletterEmail(snapshot.context.email);
}

/** The §5 message under the field, once the visitor has left it filled in or tried to submit. */
export function selectEmailError(snapshot: NewsletterSnapshot): string | null {
  const { email, emailTouched } = snapshot.context;
  return emailTouched && !isValidNewsletterEmail(email) ? NEWSLETTER_MESSAGES.invalidEmail : null;
}

/** The form-level message: the §8 text of a failed signup, or the widget's load failure. */
export function selectFormMessage(snapshot: NewsletterSnapshot): string | null {
  if (snapshot.matches('error')) return snapshot.context.errorMessage ?? NEWSLETTER_MESSAGES.generic;
  if (snapshot.context.botCheckFailed) return NEWSLETTER_MESSAGES.botCheckFailedToLoad;
  return null;
}

/** Editor copy of the block (placeholder texts, submit button label). */
export type NewsletterCopy = {
  readonly placeholder: string;
  readonly submitLabel: string;
};

/** After a signup the placeholder invites another address (§4). */
export function selectPlaceholder(snapshot: NewsletterSnapshot, copy: Pick<NewsletterCopy, 'placeholder'>): string {
  return snapshot.context.signups > 0 ? NEWSLETTER_SUCCESS_COPY.placeholder : copy.placeholder;
}

export type NewsletterButton = {
  readonly label: string;
  readonly style: 'Solid' | 'Outline';
  readonly disabled: boolean;
};

/** The submit button: 'You’re in!' in outline style on success, the editor's label otherwise. */
export function selectButton(snapshot: NewsletterSnapshot, copy: Pick<NewsletterCopy, 'submitLabel'>): NewsletterButton {
  const disabled = !selectCanSubmit(snapshot);
  if (snapshot.matches('success')) {
    return { label: NEWSLETTER_SUCCESS_COPY.buttonLabel, style: NEWSLETTER_SUCCESS_COPY.buttonStyle, disabled };
  }
  return { label: copy.submitLabel, style: 'Solid', disabled };
}
