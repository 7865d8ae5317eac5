import { z } from 'zod';
import { FORM_MESSAGES } from '@/machines/form';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** §2 vet custom component: every configurable label, with the terms URL defaulting to /terms. */
const VET_SIGNUP_DEFAULTS = {
  title: 'Join the vet tech program',
  subtitle: 'Free samples, continuing-education webinars and clinic resources for veterinary technicians.',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  memberNumberLabel: 'Professional association member number',
  emailLabel: 'Work email',
  termsLabel: 'I agree to the program terms',
  consentLabel: 'Send me clinical nutrition updates and event invitations by email',
  termsUrl: '/terms',
  callToAction: 'sign up',
  successMessage: FORM_MESSAGES.success,
  errorMessage: FORM_MESSAGES.error,
} as const;

const D = VET_SIGNUP_DEFAULTS;
const label = (fallback: string) => z.string().trim().min(1).default(fallback);

/** The terms link is content: the shared link rule keeps `javascript:` and `//host` out of the href. */
const termsUrlSchema = linkUrlSchema.default(D.termsUrl);

export const vetTechSignupFormSchema = z.object({
  title: label(D.title),
  subtitle: optionalTextSchema.default(D.subtitle),
  firstNameLabel: label(D.firstNameLabel),
  lastNameLabel: label(D.lastNameLabel),
  memberNumberLabel: label(D.memberNumberLabel),
  emailLabel: label(D.emailLabel),
  termsLabel: label(D.termsLabel),
  consentLabel: label(D.consentLabel),
  termsUrl: termsUrlSchema,
  callToAction: label(D.callToAction),
  successMessage: label(D.successMessage),
  errorMessage: label(D.errorMessage),
  backgroundColor: backgroundColorSchema('Light Blue'),
});

const text = (name: keyof typeof D, helperText?: string, type: BlockInput['type'] = 'string'): BlockInput => ({
  name,
  type,
  defaultValue: D[name],
  ...(helperText ? { helperText } : {}),
});

export const vetTechSignupFormInputs: readonly BlockInput[] = [
  text('title'),
  text('subtitle', undefined, 'longText'),
  text('firstNameLabel'),
  text('lastNameLabel'),
  text('memberNumberLabel', 'Label of the professional-association member number field.'),
  text('emailLabel'),
  text('termsLabel', 'Label of the required terms checkbox; the terms link follows it.'),
  text('consentLabel', 'Label of the optional marketing-consent checkbox.'),
  text('termsUrl', 'Where the terms link goes (default /terms).', 'url'),
  text('callToAction', 'The submit button label.'),
  text('successMessage', 'Shown after a successful signup.'),
  text('errorMessage', 'Shown when the signup could not be sent.'),
  backgroundColorInput('Light Blue'),
];
