'use client';

import { useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Locale } from '@/config/constants';
import { SelectField, TextAreaField, TextField } from '@/features/forms/form-fields';
import { EmailField, NAME_MAX_LENGTH, NameFields, PageFormFrame } from '@/features/forms/page-form-frame';
import { usePageForm } from '@/features/forms/use-page-form';
import { BlockHeading, TextBody } from '@/ui/typography';
import { CAREERS_TOPIC, CONTACT_FORM_NAME, MARKETING_TOPIC, type ContactCopy } from './contact-copy';

type ContactValues = { topic: string; firstName: string; lastName: string; email: string; phone: string; message: string };

const EMPTY: ContactValues = { topic: '', firstName: '', lastName: '', email: '', phone: '', message: '' };

/** Contact form limits: a name fits a line, a message a few paragraphs (the server caps fields at 5000). */
const CONTACT_LIMITS = { nameMaxLength: NAME_MAX_LENGTH, phoneMaxLength: 30, messageMaxLength: 2000 } as const;

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
    messages: { success: copy.formSuccessMessage, error: copy.formErrorMessage },
  });
  const topic = useWatch({ control: form.control, name: 'topic' });
  const headingId = useId();
  const topicNote = topic === CAREERS_TOPIC ? copy.careersCopy : topic === MARKETING_TOPIC ? copy.marketingCopy : undefined;

  return (
    <PageFormFrame form={form} page={page} formRef={formRef} labelledBy={headingId} submitLabel={copy.submitLabel} locale={locale}>
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
      <NameFields firstNameLabel={copy.firstNameLabel} lastNameLabel={copy.lastNameLabel} />
      <EmailField label={copy.emailLabel} />
      <TextField name="phone" type="tel" label={copy.phoneLabel} autoComplete="tel" rules={{ maxLength: CONTACT_LIMITS.phoneMaxLength }} />
      <TextAreaField name="message" label={copy.messageLabel} rules={{ required: true, maxLength: CONTACT_LIMITS.messageMaxLength }} />
    </PageFormFrame>
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
