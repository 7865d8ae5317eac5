import { createContext, useContext, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { PrivacyNote } from '@/features/forms/privacy-note';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import { CheckboxField, FormStatusMessage, NativeValidationContext, SelectField, TextAreaField, TextField } from '@/features/forms/form-fields';
import formStyles from '@/features/forms/form.module.css';
import { usePageForm } from '@/features/forms/use-page-form';
import type { BuilderFormSettings, BuilderInputOptions } from './builder-form-options';
import { CUSTOM_VALIDATORS } from './custom-validators';

/**
 * The page builder's Form components ('Form:Form', 'Form:Input', …) as our own: react-hook-form
 * for the values, the form machine for the states (§4, §8), submissions through /api/forms/[name]
 * with a bot-check token (the server reads the destination from the page's content: local store,
 * Builder form-submit or an allowlisted action URL), native validation only with the validate
 * option (§5), and the privacy note under the form. These views take options already
 * parsed (on the server for published pages, by sdk-builder-form.tsx in the editor), so no schema
 * ships to the browser with a form.
 */

/** Whether the surrounding Form may be submitted now (not while sending). */
const CanSubmitContext = createContext(true);

export type BuilderFormViewProps = {
  readonly settings: BuilderFormSettings;
  /** The SDK's root attributes (class names, builder-id) in the editor; none on published pages. */
  readonly attributes?: HTMLAttributes<HTMLElement> | undefined;
  /** The form's child blocks (inputs, labels, the submit button). */
  readonly children?: ReactNode;
};

/** 'Form:Form'. */
export function BuilderForm({ settings, attributes = {}, children }: BuilderFormViewProps) {
  const { locale } = useBlockEnvironment();
  const form = useForm({ mode: 'onTouched', shouldUnregister: true });
  const formRef = useRef<HTMLFormElement | null>(null);
  const page = usePageForm(form, {
    formRef,
    formName: settings.name,
    messages: settings.messages,
    ...(settings.errorMessagePath ? { errorMessagePath: settings.errorMessagePath } : {}),
    ...(settings.successUrl ? { successUrl: settings.successUrl } : {}),
    ...(settings.resetOnSuccess !== undefined ? { resetOnSuccess: settings.resetOnSuccess } : {}),
  });
  const { className, ...rest } = attributes;
  const options = settings;

  return (
    <FormProvider {...form}>
      <NativeValidationContext value={options.validate}>
        <CanSubmitContext value={page.canSubmit}>
          <form
            {...rest}
            ref={formRef}
            name={options.name}
            noValidate={!options.validate}
            className={[formStyles.form, className].filter(Boolean).join(' ')}
            aria-busy={page.status === 'sending'}
            onChange={page.edited}
            onSubmit={(event) => void form.handleSubmit(page.submit)(event)}
          >
            {children}
            <FormStatusMessage status={page.status} message={page.message} />
            <PrivacyNote locale={locale} className={formStyles.privacy} />
          </form>
        </CanSubmitContext>
      </NativeValidationContext>
    </FormProvider>
  );
}

function rulesOf(o: BuilderInputOptions) {
  return {
    required: o.required,
    min: o.min,
    max: o.max,
    minLength: o.minLength,
    maxLength: o.maxLength,
    pattern: o.pattern,
    validate: CUSTOM_VALIDATORS[o.validate],
    message: o.errorMessage,
  };
}

/** Outside a Form block an input has no form to report to: it renders as a plain named field. */
function useInsideForm(): boolean {
  return useFormContext() !== null;
}

/** 'Form:Input': text-like inputs, checkboxes and hidden fields, with a label and the §5 rules. */
export function BuilderFormInput({ options: o }: { readonly options: BuilderInputOptions }) {
  const inside = useInsideForm();
  const defaultValue = o.defaultValue === undefined ? undefined : String(o.defaultValue);
  if (!inside) return <input name={o.name} type={o.type} placeholder={o.placeholder} defaultValue={defaultValue} aria-label={o.label ?? o.placeholder ?? o.name} />;
  if (o.type === 'checkbox') return <CheckboxField name={o.name} label={o.label ?? o.name} rules={rulesOf(o)} />;
  if (o.type === 'hidden') return <HiddenInput name={o.name} value={defaultValue ?? ''} />;
  return <TextField name={o.name} type={o.type} label={o.label} placeholder={o.placeholder} defaultValue={defaultValue} rules={rulesOf(o)} />;
}

function HiddenInput({ name, value }: { name: string; value: string }) {
  const { register } = useFormContext();
  return <input type="hidden" value={value} {...register(name)} />;
}

/** 'Form:TextArea'. */
export function BuilderFormTextArea({ options: o }: { readonly options: BuilderInputOptions }) {
  const inside = useInsideForm();
  if (!inside) return <textarea name={o.name} placeholder={o.placeholder} aria-label={o.label ?? o.placeholder ?? o.name} />;
  return <TextAreaField name={o.name} label={o.label} placeholder={o.placeholder} rules={rulesOf(o)} />;
}

/** 'Form:Select'. */
export function BuilderFormSelect({ options: o }: { readonly options: BuilderInputOptions }) {
  const inside = useInsideForm();
  const options = o.options.map((opt) => ({ value: opt.value, label: opt.name ?? opt.value }));
  if (!inside) {
    return (
      <select name={o.name} aria-label={o.label ?? o.name}>
        {options.map((opt) => (
          <option key={opt.value} value={opt.value}>
            {opt.label}
          </option>
        ))}
      </select>
    );
  }
  return <SelectField name={o.name} label={o.label} placeholder={o.placeholder} options={options} rules={rulesOf(o)} />;
}

/** 'Form:SubmitButton': off while the form is sending (one submission at a time). */
export function BuilderFormSubmitButton({ text }: { readonly text: string }) {
  const canSubmit = useContext(CanSubmitContext);
  return (
    <button type="submit" className={formStyles.submit} disabled={!canSubmit}>
      {text}
    </button>
  );
}

/** 'Form:Label': a caption as plain text (editor HTML is not rendered). Inputs carry their own labels. */
export function BuilderFormLabel({ text }: { readonly text: string }) {
  return <p className={formStyles.label}>{text}</p>;
}
