'use client';

import type { ReactNode, RefObject } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { Locale } from '@/config/constants';
import { isValidNewsletterEmail, NEWSLETTER_MESSAGES } from '@/machines/newsletter';
import { PrivacyNote } from '@/features/forms/privacy-note';
import { FormStatusMessage, TextField } from './form-fields';
import type { PageForm } from './use-page-form';
import formStyles from './form.module.css';

/** A person's name fits a line (the server caps fields at 5000). */
export const NAME_MAX_LENGTH = 80;

/** The email rule of the site's own forms: the newsletter's address check and message. */
const emailRule = (value: string) => isValidNewsletterEmail(value) || NEWSLETTER_MESSAGES.invalidEmail;

/** Required first and last name fields, with their autofill tokens. */
export function NameFields({ firstNameLabel, lastNameLabel }: { readonly firstNameLabel: string; readonly lastNameLabel: string }) {
  return (
    <>
      <TextField name="firstName" label={firstNameLabel} autoComplete="given-name" rules={{ required: true, maxLength: NAME_MAX_LENGTH }} />
      <TextField name="lastName" label={lastNameLabel} autoComplete="family-name" rules={{ required: true, maxLength: NAME_MAX_LENGTH }} />
    </>
  );
}

/** A required email field checked with the site's email rule. */
export function EmailField({ label }: { readonly label: string }) {
  return <TextField name="email" type="email" label={label} autoComplete="email" rules={{ required: true, validate: emailRule }} />;
}

/**
 * The frame of a coded page form (Contact, Vet Tech Signup): the <form> labelled by its heading and
 * wired to usePageForm, then after the fields the submit button, the status message and the privacy
 * note, in that order.
 */
export function PageFormFrame<V extends FieldValues>({
  form,
  page,
  formRef,
  labelledBy,
  submitLabel,
  locale,
  children,
}: {
  readonly form: UseFormReturn<V>;
  readonly page: PageForm;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly labelledBy: string;
  readonly submitLabel: string;
  readonly locale: Locale;
  /** The heading and the fields. */
  readonly children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        className={formStyles.form}
        aria-labelledby={labelledBy}
        aria-busy={page.status === 'sending'}
        onChange={page.edited}
        onSubmit={(event) => void form.handleSubmit(page.submit)(event)}
      >
        {children}
        <button type="submit" className={formStyles.submit} disabled={!page.canSubmit}>
          {submitLabel}
        </button>
        <FormStatusMessage status={page.status} message={page.message} />
        <PrivacyNote locale={locale} className={formStyles.privacy} />
      </form>
    </FormProvider>
  );
}
