/**
 * The limits and messages of a review written on /write-a-review, shared by the browser
 * (react-hook-form rules) and the server (submission-schema.ts), so a message the server gives is
 * one the form could have shown under the field. Free of zod, for the form's bundle.
 */
import { EMAIL_MAX_LENGTH, isValidNewsletterEmail } from '@/domain/newsletter/rules';

export const REVIEW_LIMITS = {
  titleMaxLength: 100,
  textMinLength: 50,
  textMaxLength: 2000,
  petNameMaxLength: 40,
  nameMaxLength: 80,
  emailMaxLength: EMAIL_MAX_LENGTH,
} as const;

/** One sentence for each text field, naming it, so the visitor knows where to look. */
function hiddenCharactersMessage(field: string): string {
  return `Remove the control or text-direction characters from ${field}: they would hide or reorder what you wrote.`;
}

export const REVIEW_MESSAGES = {
  product: 'Choose the recipe you are reviewing.',
  rating: 'Choose a rating from 1 to 5 stars.',
  title: 'Give your review a title.',
  titleTooLong: `Keep the title to ${REVIEW_LIMITS.titleMaxLength} characters or fewer.`,
  textTooShort: `Tell us a little more: at least ${REVIEW_LIMITS.textMinLength} characters.`,
  textTooLong: `Keep your review to ${REVIEW_LIMITS.textMaxLength} characters or fewer.`,
  nickname: 'Tell us the name to show with your review.',
  nicknameTooLong: `Keep the name to ${REVIEW_LIMITS.nameMaxLength} characters or fewer.`,
  petNameTooLong: `Keep your pet's name to ${REVIEW_LIMITS.petNameMaxLength} characters or fewer.`,
  petType: 'Tell us whether your pet is a dog or a cat.',
  email: 'Not a valid email, try again.',
  consent: 'Please agree to the review terms to send your review.',
  unknownProduct: 'That recipe is not one we can take reviews for.',
  alreadyReviewed: 'You have already sent a review of this recipe with this email address.',
  tooManyPending: 'You have several reviews waiting for moderation; please send more once they are published.',
  titleHiddenCharacters: hiddenCharactersMessage('the title'),
  textHiddenCharacters: hiddenCharactersMessage('your review'),
  nicknameHiddenCharacters: hiddenCharactersMessage('your name'),
  petNameHiddenCharacters: hiddenCharactersMessage("your pet's name"),
} as const;

/**
 * Whether a code point is one a review may not hold: C0 and C1 control characters and DEL (NUL
 * and the like reach no reader as text; a line break is allowed where the field has lines), and the
 * bidirectional embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069), which reorder
 * the text after them on the product page and in the moderators' list.
 */
function isHiddenCodePoint(codePoint: number, multiline: boolean): boolean {
  if (multiline && (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d)) return false;
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f) || (codePoint >= 0x202a && codePoint <= 0x202e) || (codePoint >= 0x2066 && codePoint <= 0x2069);
}

/**
 * Whether the value holds a control or text-direction character a review may not hold (tab and
 * line breaks pass in a `multiline` field, the review text).
 *
 * @example
 * hasHiddenCharacters('Great food\u202Edoof taerG', { multiline: true }); // true
 * hasHiddenCharacters('Two lines\nof praise', { multiline: true }); // false
 */
export function hasHiddenCharacters(value: string, { multiline }: { readonly multiline: boolean }): boolean {
  for (const char of value) if (isHiddenCodePoint(char.codePointAt(0) ?? 0, multiline)) return true;
  return false;
}

/**
 * The value with every character `hasHiddenCharacters` refuses written as a visible `<U+202E>`, for
 * moderators reading text that was stored before the rule (or arrived from elsewhere).
 *
 * @example
 * showHiddenCharacters('ok\u0000'); // 'ok<U+0000>'
 */
export function showHiddenCharacters(value: string, { multiline }: { readonly multiline: boolean }): string {
  let shown = '';
  for (const char of value) {
    const codePoint = char.codePointAt(0) ?? 0;
    shown += isHiddenCodePoint(codePoint, multiline) ? `<U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}>` : char;
  }
  return shown;
}

/** The site's one address rule (§5, the newsletter's), which the server applies too. */
export const isValidReviewEmail = isValidNewsletterEmail;
