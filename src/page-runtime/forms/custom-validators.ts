/**
 * The named custom validators an editor may pick for a Form:Input (§5 "custom validate"). Content
 * cannot carry code, so the custom rule is a choice among these.
 */
import { isValidNewsletterEmail, NEWSLETTER_MESSAGES } from '@/machines/newsletter';

export const CUSTOM_VALIDATORS = {
  none: undefined,
  email: (value: string) => value === '' || isValidNewsletterEmail(value) || NEWSLETTER_MESSAGES.invalidEmail,
  phone: (value: string) => value === '' || /^\+?[0-9 ().-]{7,20}$/.test(value) || 'Enter a phone number, digits and spaces only.',
  postalCode: (value: string) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value) || 'Enter a ZIP or postal code.',
} as const satisfies Record<string, ((value: string) => true | string) | undefined>;
