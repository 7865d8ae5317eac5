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
} as const;

/** The site's one address rule (§5, the newsletter's), which the server applies too. */
export const isValidReviewEmail = isValidNewsletterEmail;
