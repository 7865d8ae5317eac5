export {
  newsletterMachine,
  type NewsletterContext,
  
  type NewsletterEvent,
  
  type NewsletterSnapshot,
  
} from './newsletter.machine';
export {
  
  
  isValidNewsletterEmail,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SUCCESS_COPY,
  
  
  
  QUIZ_SIGNUP_SOURCE,
  type SignupAnswer,
  type SignupProfileFields,
  type SignupRequestBody,
} from '@/domain/newsletter/rules';
export {
  selectButton,
  selectCanSubmit,
  selectEmailError,
  selectFormMessage,
  selectPlaceholder,
  selectStatus,
  
  
  
} from './selectors';
