'use client';

import { createContext, useContext, useId, type ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { cx } from '@/ui/class-names';
import { nativeAttributes, registerRules, type FieldRules } from './field-rules';
import styles from './form.module.css';

/** Whether the surrounding form lets the browser validate natively (the validate option, §5). */
export const NativeValidationContext = createContext(false);

type Common = {
  readonly name: string;
  /** Visible label; without one the placeholder (or name) becomes the accessible name. */
  readonly label?: string | undefined;
  readonly rules?: FieldRules | undefined;
  readonly className?: string | undefined;
  readonly hint?: ReactNode;
};

/** react-hook-form allows no pattern on numeric fields (a number has no text to match). */
function numericRules(rules: FieldRules): RegisterOptions {
  const { required, min, max, validate } = registerRules(rules);
  return { required, min, max, validate, valueAsNumber: true };
}

function useField(name: string, rules: FieldRules = {}, valueAsNumber = false) {
  const { register, formState } = useFormContext();
  const native = useContext(NativeValidationContext);
  const id = useId();
  const error = formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return {
    id,
    errorId,
    hintId,
    message,
    registration: register(name, valueAsNumber ? numericRules(rules) : registerRules(rules)),
    a11y: (hasHint: boolean) => ({
      'aria-invalid': message ? true : undefined,
      'aria-describedby': [message ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ') || undefined,
      // `required` always reaches assistive technology; it only blocks submission when noValidate is off.
      required: rules.required || undefined,
    }),
    native: nativeAttributes(rules, native),
  };
}

/** The label with its asterisk after required fields (§5). The asterisk is decoration; `required` tells screen readers. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.asterisk} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  );
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  );
}

export type TextFieldProps = Common & {
  readonly type?: string | undefined;
  readonly placeholder?: string | undefined;
  readonly autoComplete?: string | undefined;
  readonly defaultValue?: string | undefined;
};

const NUMERIC_TYPES: ReadonlySet<string> = new Set(['number', 'range']);

export function TextField({ name, label, rules, type = 'text', placeholder, autoComplete, defaultValue, className, hint }: TextFieldProps) {
  const field = useField(name, rules, NUMERIC_TYPES.has(type));
  return (
    <div className={cx(styles.field, className)}>
      {label ? <FieldLabel htmlFor={field.id} label={label} required={rules?.required} /> : null}
      <input
        id={field.id}
        className={styles.input}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-label={label ? undefined : (placeholder ?? name)}
        {...field.a11y(Boolean(hint))}
        {...field.native}
        {...field.registration}
      />
      <Hint id={field.hintId} hint={hint} />
      <FieldMessage id={field.errorId} message={field.message} />
    </div>
  );
}

export type TextAreaFieldProps = Common & { readonly placeholder?: string | undefined; readonly rows?: number | undefined };

export function TextAreaField({ name, label, rules, placeholder, rows = 5, className, hint }: TextAreaFieldProps) {
  const field = useField(name, rules);
  const { min: _min, max: _max, ...native } = field.native;
  return (
    <div className={cx(styles.field, className)}>
      {label ? <FieldLabel htmlFor={field.id} label={label} required={rules?.required} /> : null}
      <textarea
        id={field.id}
        className={styles.input}
        rows={rows}
        placeholder={placeholder}
        aria-label={label ? undefined : (placeholder ?? name)}
        {...field.a11y(Boolean(hint))}
        minLength={native.minLength}
        maxLength={native.maxLength}
        {...field.registration}
      />
      <Hint id={field.hintId} hint={hint} />
      <FieldMessage id={field.errorId} message={field.message} />
    </div>
  );
}

type SelectOption = { readonly value: string; readonly label: string };
export type SelectFieldProps = Common & {
  readonly options: readonly SelectOption[];
  readonly placeholder?: string | undefined;
  /** The option chosen in the server HTML too (react-hook-form's defaultValues reach only the hydrated field). */
  readonly defaultValue?: string | undefined;
};

export function SelectField({ name, label, rules, options, placeholder, defaultValue, className, hint }: SelectFieldProps) {
  const field = useField(name, rules);
  return (
    <div className={cx(styles.field, className)}>
      {label ? <FieldLabel htmlFor={field.id} label={label} required={rules?.required} /> : null}
      <select
        id={field.id}
        className={styles.input}
        defaultValue={defaultValue}
        aria-label={label ? undefined : (placeholder ?? name)}
        {...field.a11y(Boolean(hint))}
        {...field.registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Hint id={field.hintId} hint={hint} />
      <FieldMessage id={field.errorId} message={field.message} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<Common, 'label'> & { readonly label: ReactNode };

/** A single checkbox (terms, consent). Its label may hold a link, so it wraps the box. */
export function CheckboxField({ name, label, rules, className, hint }: CheckboxFieldProps) {
  const { register, formState } = useFormContext();
  const id = useId();
  const error = formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={cx(styles.checkboxField, className)}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        required={rules?.required || undefined}
        {...register(name, rules?.required ? { required: rules.message ?? 'Please tick this box to continue.' } : {})}
      />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
        {rules?.required ? (
          <span className={styles.asterisk} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint}
      <FieldMessage id={errorId} message={message} />
    </div>
  );
}

/** The §8 form status line: 'Sending...', 'Thanks!' or the error, announced politely (errors assertively). */
export function FormStatusMessage({ status, message }: { readonly status: string; readonly message: string | null }) {
  return (
    <p role={status === 'error' ? 'alert' : 'status'} className={cx(styles.status, status === 'error' ? styles.statusError : undefined)} data-form-status={status}>
      {message ?? ''}
    </p>
  );
}
