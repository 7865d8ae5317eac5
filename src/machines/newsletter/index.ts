export {
  newsletterMachine,
  type NewsletterContext,
  type NewsletterEmitted,
  type NewsletterEvent,
  type NewsletterInput,
  type NewsletterSnapshot,
  type SubmitSignupLogic,
} from './newsletter.machine';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isValidNewsletterEmail,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SUCCESS_COPY,
  SIGNUP_ERRORS,
  signupErrorMessage,
  type KnownSignupError,
  type SignupAnswer,
  type SignupRequestBody,
} from '@/domain/newsletter/rules';
export {
  selectButton,
  selectCanSubmit,
  selectEmailError,
  selectFormMessage,
  selectPlaceholder,
  selectStatus,
  type NewsletterButton,
  type NewsletterCopy,
  type NewsletterStatus,
} from './selectors';
