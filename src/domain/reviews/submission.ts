/**
 * What a visitor sends from /write-a-review, checked the same way in the browser (react-hook-form
 * rules built from these limits) and on the server (this schema), so a message the server gives is
 * one the form could have shown under the field.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidNewsletterEmail } from '@/machines/newsletter/rules';
import { PET_TYPES } from './review';

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
} as const;

/** Text fields arrive as strings; a number or a list where text belongs is refused, not coerced. */
const text = (max: number, tooLong: string) => z.string({ error: 'Expected text.' }).trim().max(max, tooLong);

export const reviewSubmissionSchema = z.strictObject({
  productId: z.string({ error: REVIEW_MESSAGES.product }).trim().min(1, REVIEW_MESSAGES.product).max(64, REVIEW_MESSAGES.product),
  rating: z.coerce.number({ error: REVIEW_MESSAGES.rating }).int(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating),
  title: text(REVIEW_LIMITS.titleMaxLength, REVIEW_MESSAGES.titleTooLong).min(1, REVIEW_MESSAGES.title),
  text: text(REVIEW_LIMITS.textMaxLength, REVIEW_MESSAGES.textTooLong).min(REVIEW_LIMITS.textMinLength, REVIEW_MESSAGES.textTooShort),
  nickname: text(REVIEW_LIMITS.nameMaxLength, REVIEW_MESSAGES.nicknameTooLong).min(1, REVIEW_MESSAGES.nickname),
  petName: text(REVIEW_LIMITS.petNameMaxLength, REVIEW_MESSAGES.petNameTooLong).default(''),
  petType: z.enum(PET_TYPES, { error: REVIEW_MESSAGES.petType }),
  email: z.string({ error: REVIEW_MESSAGES.email }).trim().max(REVIEW_LIMITS.emailMaxLength, REVIEW_MESSAGES.email).regex(EMAIL_PATTERN, REVIEW_MESSAGES.email),
  consent: z.literal(true, { error: REVIEW_MESSAGES.consent }),
});

export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** The site's one address rule (§5, the newsletter's), which the server applies too. */
export const isValidReviewEmail = isValidNewsletterEmail;
