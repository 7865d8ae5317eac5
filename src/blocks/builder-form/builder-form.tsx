'use client';

import { BuilderBlocks, type BuilderElement } from '@builder.io/react';
import { createContext, useContext, useRef, type HTMLAttributes } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { PrivacyNote } from '@/shell/forms/privacy-note';
import { useBlockEnvironment } from '../block-environment';
import { blockOptions } from '../block-guard';
import type { BlockHostProps } from '../types';
import { CheckboxField, FormStatusMessage, NativeValidationContext, SelectField, TextAreaField, TextField } from '../ui/form/form-fields';
import formStyles from '../ui/form/form.module.css';
import { usePageForm } from '../ui/form/use-page-form';
import { builderFormMessages, builderFormOptionsSchema, builderInputOptionsSchema, type BuilderInputOptions } from './builder-form-options';
import { CUSTOM_VALIDATORS } from './custom-validators';

/** Whether the surrounding Form may be submitted now (not while sending). */
const CanSubmitContext = createContext(true);

function isBuilderElement(value: unknown): value is BuilderElement {
  return typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === '@builder.io/sdk:Element';
}

/**
 * With `noWrap` the SDK hands the block's own attributes (class names, builder-id for the editor)
 * to the component to put on its root element. They are the SDK's, not the editor's free input.
 */
function rootAttributes(props: BlockHostProps): HTMLAttributes<HTMLElement> {
  const attributes = props.attributes;
  if (typeof attributes !== 'object' || attributes === null) return {};
  const { className, style, ...rest } = attributes as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (typeof className === 'string') out.className = className;
  if (typeof style === 'object' && style !== null) out.style = style;
  if (typeof rest['builder-id'] === 'string') out['builder-id'] = rest['builder-id'];
  return out;
}

/**
 * 'Form:Form', replacing the SDK's own Form block under the same name: the same editor options, but
 * react-hook-form for the values, the form machine for the states (§4, §8), submissions through
 * /api/forms/[name] with a bot-check token (the server reads the destination from the page's content:
 * local store, Builder form-submit or an allowlisted action URL), native
 * validation only with the validate option (§5), and the privacy note under the form.
 */
export function BuilderForm(props: BlockHostProps) {
  const options = builderFormOptionsSchema.parse(blockOptions(props));
  const { locale } = useBlockEnvironment();
  const form = useForm({ mode: 'onTouched', shouldUnregister: true });
  const formRef = useRef<HTMLFormElement | null>(null);
  const page = usePageForm(form, {
    formRef,
    formName: options.name,
    messages: builderFormMessages(options),
    ...(options.errorMessagePath ? { errorMessagePath: options.errorMessagePath } : {}),
    ...(options.successUrl ? { successUrl: options.successUrl } : {}),
    ...(options.resetFormOnSubmit !== undefined ? { resetOnSuccess: options.resetFormOnSubmit } : {}),
  });
  const block = isBuilderElement(props.builderBlock) ? props.builderBlock : undefined;
  const { className, ...attributes } = rootAttributes(props);

  return (
    <FormProvider {...form}>
      <NativeValidationContext value={options.validate}>
        <CanSubmitContext value={page.canSubmit}>
          <form
            {...attributes}
            ref={formRef}
            name={options.name}
            noValidate={!options.validate}
            className={[formStyles.form, className].filter(Boolean).join(' ')}
            aria-busy={page.status === 'sending'}
            onChange={page.edited}
            onSubmit={(event) => void form.handleSubmit(page.submit)(event)}
          >
            <BuilderBlocks parentElementId={block?.id} dataPath="this.children" blocks={block?.children ?? []} child />
            <FormStatusMessage status={page.status} message={page.message} />
            <PrivacyNote locale={locale} className={formStyles.privacy} />
          </form>
        </CanSubmitContext>
      </NativeValidationContext>
    </FormProvider>
  );
}

function parseInput(props: BlockHostProps): BuilderInputOptions | null {
  const parsed = builderInputOptionsSchema.safeParse(blockOptions(props));
  if (parsed.success) return parsed.data;
  console.error('A form input has no usable name; it is not rendered', parsed.error.issues);
  return null;
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
export function BuilderFormInput(props: BlockHostProps) {
  const inside = useInsideForm();
  const o = parseInput(props);
  if (!o) return null;
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
export function BuilderFormTextArea(props: BlockHostProps) {
  const inside = useInsideForm();
  const o = parseInput(props);
  if (!o) return null;
  if (!inside) return <textarea name={o.name} placeholder={o.placeholder} aria-label={o.label ?? o.placeholder ?? o.name} />;
  return <TextAreaField name={o.name} label={o.label} placeholder={o.placeholder} rules={rulesOf(o)} />;
}

/** 'Form:Select'. */
export function BuilderFormSelect(props: BlockHostProps) {
  const inside = useInsideForm();
  const o = parseInput(props);
  if (!o) return null;
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
export function BuilderFormSubmitButton(props: BlockHostProps) {
  const canSubmit = useContext(CanSubmitContext);
  const text = typeof props.text === 'string' && props.text.trim() !== '' ? props.text : 'Submit';
  return (
    <button type="submit" className={formStyles.submit} disabled={!canSubmit}>
      {text}
    </button>
  );
}

/** 'Form:Label': a caption as plain text (editor HTML is not rendered). Inputs carry their own labels. */
export function BuilderFormLabel(props: BlockHostProps) {
  const text = typeof props.text === 'string' ? props.text.replace(/<[^>]*>/g, '').trim() : '';
  if (!text) return null;
  return <p className={formStyles.label}>{text}</p>;
}
