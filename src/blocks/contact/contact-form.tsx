'use client';

import { useId, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Locale } from '@/config/constants';
import { isValidNewsletterEmail, NEWSLETTER_MESSAGES } from '@/machines/newsletter';
import { PrivacyNote } from '@/shell/forms/privacy-note';
import { FormStatusMessage, SelectField, TextAreaField, TextField } from '../ui/form/form-fields';
import { usePageForm } from '../ui/form/use-page-form';
import formStyles from '../ui/form/form.module.css';
import { BlockHeading, TextBody } from '../ui/typography';
import { CAREERS_TOPIC, CONTACT_FORM_NAME, MARKETING_TOPIC, type ContactCopy } from './contact-copy';

type ContactValues = { topic: string; firstName: string; lastName: string; email: string; phone: string; message: string };

const EMPTY: ContactValues = { topic: '', firstName: '', lastName: '', email: '', phone: '', message: '' };

/** Contact form limits: a name fits a line, a message a few paragraphs (the server caps fields at 5000). */
export const CONTACT_LIMITS = { nameMaxLength: 80, phoneMaxLength: 30, messageMaxLength: 2000 } as const;

const emailRule = (value: string) => isValidNewsletterEmail(value) || NEWSLETTER_MESSAGES.invalidEmail;

/**
 * The contact form: §9 topics (or the editor's formTopics), the careers or marketing copy when
 * those topics are chosen, and the generic form's states with the editor's success/error messages.
 * Stored through POST /api/forms/contact.
 */
export function ContactForm({ copy, locale }: { readonly copy: ContactCopy; readonly locale: Locale }) {
  const form = useForm<ContactValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const formRef = useRef<HTMLFormElement | null>(null);
  const page = usePageForm(form, {
    formRef,
    formName: CONTACT_FORM_NAME,
    target: { kind: 'local' },
    messages: { success: copy.formSuccessMessage, error: copy.formErrorMessage },
  });
  const topic = useWatch({ control: form.control, name: 'topic' });
  const headingId = useId();
  const topicNote = topic === CAREERS_TOPIC ? copy.careersCopy : topic === MARKETING_TOPIC ? copy.marketingCopy : undefined;

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        className={formStyles.form}
        aria-labelledby={headingId}
        aria-busy={page.status === 'sending'}
        onChange={page.edited}
        onSubmit={(event) => void form.handleSubmit(page.submit)(event)}
      >
        <BlockHeading level="h2" size="subtitle" id={headingId}>
          {copy.formHeading}
        </BlockHeading>
        <SelectField
          name="topic"
          label={copy.topicLabel}
          placeholder={copy.topicPlaceholder}
          options={copy.formTopics.map((t) => ({ value: t, label: t }))}
          rules={{ required: true }}
          hint={topicNote}
        />
        <TextField name="firstName" label={copy.firstNameLabel} autoComplete="given-name" rules={{ required: true, maxLength: CONTACT_LIMITS.nameMaxLength }} />
        <TextField name="lastName" label={copy.lastNameLabel} autoComplete="family-name" rules={{ required: true, maxLength: CONTACT_LIMITS.nameMaxLength }} />
        <TextField name="email" type="email" label={copy.emailLabel} autoComplete="email" rules={{ required: true, validate: emailRule }} />
        <TextField name="phone" type="tel" label={copy.phoneLabel} autoComplete="tel" rules={{ maxLength: CONTACT_LIMITS.phoneMaxLength }} />
        <TextAreaField name="message" label={copy.messageLabel} rules={{ required: true, maxLength: CONTACT_LIMITS.messageMaxLength }} />
        <button type="submit" className={formStyles.submit} disabled={!page.canSubmit}>
          {copy.submitLabel}
        </button>
        <FormStatusMessage status={page.status} message={page.message} />
        <PrivacyNote locale={locale} className={formStyles.privacy} />
      </form>
    </FormProvider>
  );
}

/** The copy above the form. */
export function ContactIntro({ copy, headingId, headingLevel }: { readonly copy: ContactCopy; readonly headingId: string; readonly headingLevel: 'h1' | 'h2' }) {
  return (
    <div>
      <BlockHeading level={headingLevel} size="display" id={headingId}>
        {copy.heading}
      </BlockHeading>
      <TextBody text={copy.subheading} lead />
    </div>
  );
}
