/**
 * The §5 rule kinds of page-builder form inputs (required, min, max, minLength, maxLength, pattern,
 * custom validate), turned into react-hook-form rules and, when the form's validate option is on,
 * the matching native attributes. Messages show under the field.
 */
import type { RegisterOptions } from 'react-hook-form';

export type FieldRules = {
  readonly required?: boolean | undefined;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly minLength?: number | undefined;
  readonly maxLength?: number | undefined;
  /** A regular expression source, matched against the whole value. */
  readonly pattern?: string | undefined;
  /** Custom rule: answers true, or the message to show. */
  readonly validate?: ((value: string) => true | string) | undefined;
  /** One editor message for every failed rule (else the defaults below). */
  readonly message?: string | undefined;
};

const FIELD_MESSAGES = {
  required: 'This field is required.',
  min: (min: number) => `Enter ${min} or more.`,
  max: (max: number) => `Enter ${max} or less.`,
  minLength: (n: number) => `Use at least ${n} characters.`,
  maxLength: (n: number) => `Use at most ${n} characters.`,
  pattern: 'Check the format of this field.',
} as const;

/** A pattern from content compiled once, anchored; an invalid one is ignored (and logged) rather than breaking the form. */
function compilePattern(source: string | undefined): RegExp | undefined {
  if (!source) return undefined;
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch (error) {
    console.error(`Ignoring the invalid form pattern ${JSON.stringify(source)}`, error);
    return undefined;
  }
}

/** react-hook-form rules for a field. */
export function registerRules(rules: FieldRules): RegisterOptions {
  const m = rules.message;
  const pattern = compilePattern(rules.pattern);
  const options: RegisterOptions = {};
  if (rules.required) options.required = m ?? FIELD_MESSAGES.required;
  if (rules.min !== undefined) options.min = { value: rules.min, message: m ?? FIELD_MESSAGES.min(rules.min) };
  if (rules.max !== undefined) options.max = { value: rules.max, message: m ?? FIELD_MESSAGES.max(rules.max) };
  if (rules.minLength !== undefined) options.minLength = { value: rules.minLength, message: m ?? FIELD_MESSAGES.minLength(rules.minLength) };
  if (rules.maxLength !== undefined) options.maxLength = { value: rules.maxLength, message: m ?? FIELD_MESSAGES.maxLength(rules.maxLength) };
  if (pattern) options.pattern = { value: pattern, message: m ?? FIELD_MESSAGES.pattern };
  const custom = rules.validate;
  if (custom) options.validate = (value: unknown) => (typeof value === 'string' ? custom(value) : true);
  return options;
}

/** Native constraint attributes, set only when the form's validate option is on (§5). */
export function nativeAttributes(rules: FieldRules, native: boolean) {
  if (!native) return {};
  return {
    min: rules.min,
    max: rules.max,
    minLength: rules.minLength,
    maxLength: rules.maxLength,
    pattern: compilePattern(rules.pattern) ? rules.pattern : undefined,
  };
}
