/**
 * The options the page builder stores for its Form block and inputs ('Form:Form', 'Form:Input', …),
 * parsed with zod before our components use them (vendor shapes stop at the boundary).
 */
import { z } from 'zod';
import type { FormMessages } from '@/machines/form';

const uiText = z.array(z.unknown()).optional();

export const builderFormOptionsSchema = z.object({
  name: z.string().trim().min(1).max(64).catch('My form').default('My form'),
  sendSubmissionsTo: z.enum(['email', 'custom', 'zapier']).optional().catch(undefined),
  sendSubmissionsToEmail: z.string().trim().max(254).optional().catch(undefined),
  action: z.string().trim().max(2048).optional().catch(undefined),
  contentType: z.string().optional().catch(undefined),
  successUrl: z.string().trim().max(2048).optional().catch(undefined),
  resetFormOnSubmit: z.boolean().optional().catch(undefined),
  /** Builder's default is on; §5 says native validation only when this is on. */
  validate: z.boolean().default(true).catch(true),
  errorMessagePath: z.string().trim().max(200).optional().catch(undefined),
  successMessage: uiText.catch(undefined),
  errorMessage: uiText.catch(undefined),
  sendingMessage: uiText.catch(undefined),
});
export type BuilderFormOptions = z.infer<typeof builderFormOptionsSchema>;

const TAGS = /<[^>]*>/g;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The text of the first Text block of a message slot (the Form block stores its success, error and
 * sending messages as blocks). Rendered as plain text: no editor HTML reaches the DOM.
 *
 * @example
 * messageText([{ component: { name: 'Text', options: { text: '<span>Thanks!</span>' } } }]); // 'Thanks!'
 */
function messageText(blocks: readonly unknown[] | undefined): string | undefined {
  for (const block of blocks ?? []) {
    const parsed = z.object({ component: z.object({ options: z.object({ text: z.string() }) }) }).safeParse(block);
    if (!parsed.success) continue;
    const text = parsed.data.component.options.text
      .replace(TAGS, '')
      .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
      .trim();
    if (text) return text;
  }
  return undefined;
}

/** The editor's messages, where it changed them; the §8 defaults fill the rest. */
function builderFormMessages(options: BuilderFormOptions): Partial<FormMessages> {
  const success = messageText(options.successMessage);
  const error = messageText(options.errorMessage);
  const sending = messageText(options.sendingMessage);
  return { ...(success ? { success } : {}), ...(error ? { error } : {}), ...(sending ? { sending } : {}) };
}

/**
 * What the Form view needs, worked out from the editor's options where the options are parsed
 * (the server for published pages): plain data, so the browser gets no schema with a form.
 */
export type BuilderFormSettings = {
  readonly name: string;
  readonly messages: Partial<FormMessages>;
  readonly validate: boolean;
  readonly errorMessagePath?: string | undefined;
  readonly successUrl?: string | undefined;
  readonly resetOnSuccess?: boolean | undefined;
};

/** @example builderFormSettings(builderFormOptionsSchema.parse({ name: 'Contact' })).validate // true */
export function builderFormSettings(options: BuilderFormOptions): BuilderFormSettings {
  return {
    name: options.name,
    messages: builderFormMessages(options),
    validate: options.validate,
    ...(options.errorMessagePath ? { errorMessagePath: options.errorMessagePath } : {}),
    ...(options.successUrl ? { successUrl: options.successUrl } : {}),
    ...(options.resetFormOnSubmit !== undefined ? { resetOnSuccess: options.resetFormOnSubmit } : {}),
  };
}

/** The submit button's text: the editor's, or 'Submit' when it left it empty. */
export function submitButtonText(options: Readonly<Record<string, unknown>>): string {
  return typeof options.text === 'string' && options.text.trim() !== '' ? options.text : 'Submit';
}

/** A label's caption as plain text (editor HTML is not rendered); empty means no label. */
export function labelText(options: Readonly<Record<string, unknown>>): string {
  return typeof options.text === 'string' ? options.text.replace(TAGS, '').trim() : '';
}

const optionalNumber = z.coerce.number().finite().optional().catch(undefined);
const optionalText = z.string().optional().catch(undefined);

/** Options of our Form:Input, Form:TextArea and Form:Select (Builder's plus label and the §5 rules). */
export const builderInputOptionsSchema = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.string().default('text').catch('text'),
  label: optionalText,
  placeholder: optionalText,
  defaultValue: z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined),
  required: z.boolean().default(false).catch(false),
  min: optionalNumber,
  max: optionalNumber,
  minLength: optionalNumber,
  maxLength: optionalNumber,
  pattern: optionalText,
  validate: z.enum(['none', 'email', 'phone', 'postalCode']).default('none').catch('none'),
  errorMessage: optionalText,
  options: z
    .array(z.object({ value: z.string(), name: z.string().optional() }))
    .default([])
    .catch([]),
});
export type BuilderInputOptions = z.infer<typeof builderInputOptionsSchema>;
