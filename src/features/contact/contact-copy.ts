/**
 * The Contact block's editor copy (§3 Contact block: formTopics, heading texts, formSuccessMessage,
 * formErrorMessage, careers and marketing copy) and its defaults, shared by the block and /contact.
 */
import { CONTACT_TOPICS } from '@/config/constants';
import { FORM_MESSAGES } from '@/machines/form';

export const CONTACT_FORM_NAME = 'contact';

/** The topics whose choice shows extra copy instead of sending the visitor elsewhere. */
export const CAREERS_TOPIC = 'careers';
export const MARKETING_TOPIC = 'reach marketing team';

export const CONTACT_DEFAULTS = {
  heading: 'Contact us',
  subheading: 'Questions about feeding, ingredients or where to find us? We read every message and reply within two business days.',
  formHeading: 'Send us a message',
  topicLabel: 'Topic',
  topicPlaceholder: 'Choose a topic',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  emailLabel: 'Email',
  phoneLabel: 'Phone (optional)',
  messageLabel: 'Message',
  submitLabel: 'send message',
  formSuccessMessage: FORM_MESSAGES.success,
  formErrorMessage: FORM_MESSAGES.error,
  careersCopy: 'Interested in joining the team? Tell us about yourself and the kind of role you are looking for, and our people team will be in touch.',
  marketingCopy: 'Press, partnership or sponsorship request? Share the details and our marketing team will reply.',
  formTopics: [...CONTACT_TOPICS] as string[],
} as const;

export type ContactCopy = {
  readonly heading: string;
  readonly subheading?: string | undefined;
  readonly formHeading: string;
  readonly topicLabel: string;
  readonly topicPlaceholder: string;
  readonly firstNameLabel: string;
  readonly lastNameLabel: string;
  readonly emailLabel: string;
  readonly phoneLabel: string;
  readonly messageLabel: string;
  readonly submitLabel: string;
  readonly formSuccessMessage: string;
  readonly formErrorMessage: string;
  readonly careersCopy?: string | undefined;
  readonly marketingCopy?: string | undefined;
  readonly formTopics: readonly string[];
};
