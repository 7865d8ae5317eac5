import { z } from 'zod';
import { headingLevelInput, headingLevelSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';
import { CONTACT_DEFAULTS } from '@/features/contact/contact-copy';

const text = (fallback: string) => z.string().trim().min(1).default(fallback);
const D = CONTACT_DEFAULTS;

/** §3 Contact block: formTopics, heading texts, formSuccessMessage, formErrorMessage, careers and marketing copy. */
export const contactSchema = z.object({
  heading: text(D.heading),
  subheading: optionalTextSchema.default(D.subheading),
  formHeading: text(D.formHeading),
  formTopics: z
    .array(z.object({ topic: z.string().trim().min(1).max(100) }))
    .default(D.formTopics.map((topic) => ({ topic }))),
  topicLabel: text(D.topicLabel),
  topicPlaceholder: text(D.topicPlaceholder),
  firstNameLabel: text(D.firstNameLabel),
  lastNameLabel: text(D.lastNameLabel),
  emailLabel: text(D.emailLabel),
  phoneLabel: text(D.phoneLabel),
  messageLabel: text(D.messageLabel),
  submitLabel: text(D.submitLabel),
  formSuccessMessage: text(D.formSuccessMessage),
  formErrorMessage: text(D.formErrorMessage),
  careersCopy: optionalTextSchema.default(D.careersCopy),
  marketingCopy: optionalTextSchema.default(D.marketingCopy),
  headingLevel: headingLevelSchema('h2'),
});

const input = (name: keyof typeof D, type: BlockInput['type'] = 'string', helperText?: string): BlockInput => {
  const value = D[name];
  return { name, type, ...(typeof value === 'string' ? { defaultValue: value } : {}), ...(helperText ? { helperText } : {}) };
};

export const contactInputs: readonly BlockInput[] = [
  input('heading'),
  input('subheading', 'longText'),
  input('formHeading'),
  {
    name: 'formTopics',
    type: 'list',
    subFields: [{ name: 'topic', type: 'string', required: true }],
    defaultValue: D.formTopics.map((topic) => ({ topic })),
    helperText: 'Topics of the topic dropdown, in order. Keep “careers” and “reach marketing team” to show their copy.',
  },
  input('topicLabel'),
  input('topicPlaceholder'),
  input('firstNameLabel'),
  input('lastNameLabel'),
  input('emailLabel'),
  input('phoneLabel'),
  input('messageLabel'),
  input('submitLabel'),
  input('formSuccessMessage', 'string', 'Shown after the message was sent.'),
  input('formErrorMessage', 'string', 'Shown when sending failed.'),
  input('careersCopy', 'longText', 'Shown when the visitor picks the careers topic.'),
  input('marketingCopy', 'longText', 'Shown when the visitor picks “reach marketing team”.'),
  headingLevelInput('h2'),
];
