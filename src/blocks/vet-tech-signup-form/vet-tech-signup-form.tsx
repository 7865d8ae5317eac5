import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { localizePath } from '@/config/locales';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import type { BlockProps } from '@/block-kit/types';
import { CheckboxField, TextField } from '@/features/forms/form-fields';
import { EmailField, NameFields, PageFormFrame } from '@/features/forms/page-form-frame';
import { usePageForm } from '@/features/forms/use-page-form';
import { PanelCard } from '@/ui/panel-card';
import { SmartLink } from '@/ui/smart-link';
import { BlockHeading, TextBody } from '@/ui/typography';
import type { vetTechSignupFormSchema } from './schema';

const VET_SIGNUP_FORM_NAME = 'vet-tech-signup';

/** Member numbers differ by association; letters, digits, spaces and hyphens, 3 to 30 characters. */
const MEMBER_NUMBER_PATTERN = '[A-Za-z0-9][A-Za-z0-9 -]{2,29}';

type VetSignupValues = { firstName: string; lastName: string; memberNumber: string; email: string; terms: boolean; consent: boolean };

const EMPTY: VetSignupValues = { firstName: '', lastName: '', memberNumber: '', email: '', terms: false, consent: false };

/**
 * The vet tech signup form (§2 vet custom component), stored through POST /api/forms/vet-tech-signup.
 * The terms link always opens in a new tab, on the site or off it: followed in this tab it would
 * throw away what the visitor has typed, and the terms are read beside the form, not instead of it.
 */
export function VetTechSignupForm(props: BlockProps<typeof vetTechSignupFormSchema>) {
  const { locale } = useBlockEnvironment();
  const headingId = useId();
  const form = useForm<VetSignupValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const formRef = useRef<HTMLFormElement | null>(null);
  const page = usePageForm(form, {
    formRef,
    formName: VET_SIGNUP_FORM_NAME,
    messages: { success: props.successMessage, error: props.errorMessage },
  });
  const termsHref = props.termsUrl.startsWith('/') ? localizePath(props.termsUrl, locale) : props.termsUrl;

  return (
    <PanelCard backgroundColor={props.backgroundColor} labelledBy={headingId}>
      <PageFormFrame form={form} page={page} formRef={formRef} labelledBy={headingId} submitLabel={props.callToAction} locale={locale}>
        <div>
          <BlockHeading level="h2" size="title" id={headingId}>
            {props.title}
          </BlockHeading>
          <TextBody text={props.subtitle} />
        </div>
        <NameFields firstNameLabel={props.firstNameLabel} lastNameLabel={props.lastNameLabel} />
        <TextField name="memberNumber" label={props.memberNumberLabel} autoComplete="off" rules={{ required: true, pattern: MEMBER_NUMBER_PATTERN }} />
        <EmailField label={props.emailLabel} />
        <CheckboxField
          name="terms"
          rules={{ required: true }}
          label={
            <>
              {props.termsLabel}{' '}
              <SmartLink url={termsHref} openInNewTab>
                (read the terms)
              </SmartLink>
            </>
          }
        />
        <CheckboxField name="consent" label={props.consentLabel} />
      </PageFormFrame>
    </PanelCard>
  );
}
