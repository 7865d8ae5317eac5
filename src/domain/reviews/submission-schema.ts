/** What a visitor sends from /write-a-review, as the server checks it (POST /api/reviews). */
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/domain/newsletter/rules';
import { PET_TYPES } from './review';
import { hasHiddenCharacters, REVIEW_LIMITS, REVIEW_MESSAGES } from './submission';

/**
 * Text fields arrive as strings; a number or a list where text belongs is refused, not coerced.
 * Control and text-direction characters are refused with the field's own message.
 */
const text = (max: number, tooLong: string, hidden: string, multiline = false) =>
  z
    .string({ error: 'Expected text.' })
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasHiddenCharacters(value, { multiline }), hidden);

export const reviewSubmissionSchema = z.strictObject({
  productId: z.string({ error: REVIEW_MESSAGES.product }).trim().min(1, REVIEW_MESSAGES.product).max(64, REVIEW_MESSAGES.product),
  rating: z.coerce.number({ error: REVIEW_MESSAGES.rating }).int(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating),
  title: text(REVIEW_LIMITS.titleMaxLength, REVIEW_MESSAGES.titleTooLong, REVIEW_MESSAGES.titleHiddenCharacters).min(1, REVIEW_MESSAGES.title),
  text: text(REVIEW_LIMITS.textMaxLength, REVIEW_MESSAGES.textTooLong, REVIEW_MESSAGES.textHiddenCharacters, true).min(REVIEW_LIMITS.textMinLength, REVIEW_MESSAGES.textTooShort),
  nickname: text(REVIEW_LIMITS.nameMaxLength, REVIEW_MESSAGES.nicknameTooLong, REVIEW_MESSAGES.nicknameHiddenCharacters).min(1, REVIEW_MESSAGES.nickname),
  petName: text(REVIEW_LIMITS.petNameMaxLength, REVIEW_MESSAGES.petNameTooLong, REVIEW_MESSAGES.petNameHiddenCharacters).default(''),
  petType: z.enum(PET_TYPES, { error: REVIEW_MESSAGES.petType }),
  email: z.string({ error: REVIEW_MESSAGES.email }).trim().max(REVIEW_LIMITS.emailMaxLength, REVIEW_MESSAGES.email).regex(EMAIL_PATTERN, REVIEW_MESSAGES.email),
  consent: z.literal(true, { error: REVIEW_MESSAGES.consent }),
});

export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;
