import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

const label = (fallback: string) => z.string().trim().min(1).default(fallback);

/** §3 Newsletter block: placeholder texts, submit button labels, klaviyoSource. */
export const newsletterSignupSchema = z.object({
  heading: z.string().trim().min(1).default('Join the pack'),
  body: optionalTextSchema,
  emailLabel: label('Email address'),
  placeholder: label('enter your email'),
  submitLabel: label('sign up'),
  showNameField: z.boolean().default(false),
  nameLabel: label('First name'),
  namePlaceholder: label('first name'),
  showZipcodeField: z.boolean().default(false),
  zipcodeLabel: label('ZIP or postal code'),
  zipcodePlaceholder: label('zip code'),
  klaviyoSource: z.string().trim().min(1).max(100).default('newsletter-block'),
  backgroundColor: backgroundColorSchema('Light Beige'),
});

export const newsletterSignupInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Join the pack' },
  { name: 'body', type: 'longText' },
  { name: 'emailLabel', type: 'string', defaultValue: 'Email address', helperText: 'Read by screen readers (and shown above the field).' },
  { name: 'placeholder', type: 'string', defaultValue: 'enter your email', helperText: 'After a signup it becomes “add another email”.' },
  { name: 'submitLabel', type: 'string', defaultValue: 'sign up', helperText: 'After a signup the button reads “You’re in!”.' },
  { name: 'showNameField', type: 'boolean', defaultValue: false, helperText: 'Ask for a first name (sent as NAME).' },
  { name: 'nameLabel', type: 'string', defaultValue: 'First name' },
  { name: 'namePlaceholder', type: 'string', defaultValue: 'first name' },
  { name: 'showZipcodeField', type: 'boolean', defaultValue: false, helperText: 'Ask for a ZIP or postal code (sent as ZIPCODE).' },
  { name: 'zipcodeLabel', type: 'string', defaultValue: 'ZIP or postal code' },
  { name: 'zipcodePlaceholder', type: 'string', defaultValue: 'zip code' },
  {
    name: 'klaviyoSource',
    type: 'string',
    defaultValue: 'newsletter-block',
    helperText: 'Sent with every signup as the source, so marketing can tell where subscribers came from.',
  },
  backgroundColorInput('Light Beige'),
];
