/**
 * The newsletter's shared rules: the §5 email rule, the §8 message catalogue and the §7 signup
 * payload. Pure data and functions, imported by the newsletter machine (browser) and by
 * POST /api/submit-klaviyo (server) so both sides judge an address the same way.
 */
import { BOT_CHECK_LOAD_FAILED_MESSAGE } from '@/domain/bot-check-token';
import { TEXT_ANSWER_MAX_LENGTH } from '@/engine/quiz-answers';

/** Errors the newsletter service returns by name (§8 "Returned error …"). */
export const SIGNUP_ERRORS = {
  memberExists: 'Member Exists',
  forgotten: 'Forgotten Email Not Subscribed',
} as const;
export type KnownSignupError = (typeof SIGNUP_ERRORS)[keyof typeof SIGNUP_ERRORS];

/** §8 newsletter messages, verbatim. */
export const NEWSLETTER_MESSAGES = {
  forgotten: 'Provided email was permanently deleted and cannot be re-imported.',
  memberExists: 'Provided email is already subscribed to our newsletter.',
  generic: 'Oops! Something went wrong.',
  invalidEmail: 'Not a valid email, try again.',
  botCheckFailedToLoad: BOT_CHECK_LOAD_FAILED_MESSAGE,
} as const;

/** §4 copy after a successful signup (the apostrophe is U+2019). */
export const NEWSLETTER_SUCCESS_COPY = {
  buttonLabel: 'You\u2019re in!',
  buttonStyle: 'Outline',
  placeholder: 'add another email',
} as const;

/** Longest address accepted (RFC 5321 path limit); also bounds the pattern's work. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * §5: a local part of word characters, dots, plus or hyphens; then one or more domain labels each
 * followed by a dot; then a top level of 2 to 8 letters. No nested quantifier can match the same
 * text two ways, so the match is linear in the input.
 */
export const EMAIL_PATTERN = /^[\w.+-]+@(?:[\w-]+\.)+[A-Za-z]{2,8}$/;

/**
 * Whether an address passes the §5 rule (surrounding spaces are ignored, as the form trims).
 *
 * @example
 * isValidNewsletterEmail('pat.doe+pets@mail.example.com'); // true
 * isValidNewsletterEmail('pat@localhost'); // false
 */
export function isValidNewsletterEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/**
 * The §8 message for the `error` field of a failed signup answer.
 *
 * @example
 * signupErrorMessage('Member Exists'); // 'Provided email is already subscribed to our newsletter.'
 * signupErrorMessage('anything else'); // 'Oops! Something went wrong.'
 */
export function signupErrorMessage(error: string | null | undefined): string {
  switch (error) {
    case SIGNUP_ERRORS.forgotten:
      return NEWSLETTER_MESSAGES.forgotten;
    case SIGNUP_ERRORS.memberExists:
      return NEWSLETTER_MESSAGES.memberExists;
    default:
      return NEWSLETTER_MESSAGES.generic;
  }
}

/**
 * Profile fields a signup may carry beyond the §7 NAME, ZIPCODE and source: the quiz's "email me
 * my results" form sends the results link and the pet's name, kept with the subscriber (Klaviyo
 * profile properties in the cloud, columns of the local list) so the results can be sent on.
 */
export type SignupProfileFields = {
  /** The shareable link of the pet's quiz results: an absolute http(s) URL of this site. */
  RESULTS_URL?: string;
  /** The pet's name as answered in the quiz. */
  PET_NAME?: string;
};

/** The `source` of a signup from the quiz results. */
export const QUIZ_SIGNUP_SOURCE = 'quiz';

/**
 * Longest results link and pet name a signup may carry. A real results link is a few hundred
 * characters; 1,024 keeps a signup with the longest bot-check token within the route's 4 kB body.
 * The pet name's limit is the quiz's own for a text answer.
 */
export const SIGNUP_PROFILE_LIMITS = { RESULTS_URL: 1024, PET_NAME: TEXT_ANSWER_MAX_LENGTH } as const;

/** §7 JSON body of POST /api/submit-klaviyo. */
export type SignupRequestBody = {
  turnstileToken: string;
  email: string;
  fields: { NAME?: string; ZIPCODE?: string; source?: string } & SignupProfileFields;
};

/** What the browser reads back: the HTTP status (200 is success) and the `error` field. */
export type SignupAnswer = {
  status: number;
  error: string | null;
};
