/** §8 generic page-builder form messages, verbatim. */
export const FORM_MESSAGES = {
  sending: 'Sending...',
  success: 'Thanks!',
  error: 'Form submission error :( Please check your answers and try again',
} as const;

export type FormMessages = { readonly [K in keyof typeof FORM_MESSAGES]: string };

/** What a submission answered (§7 form-submit): 2xx or not, the status, and the parsed body. */
export type FormSubmitAnswer = {
  readonly ok: boolean;
  readonly status: number;
  readonly body: unknown;
};

const PATH_SEGMENT = /[^.[\]]+/g;

/**
 * The value at a dotted path (`error.message`, `errors[0].detail`) inside a response body, as the
 * page builder's `errorMessagePath` option reads it. Only own properties are followed.
 *
 * @example
 * valueAtPath({ errors: [{ detail: 'Email taken' }] }, 'errors[0].detail'); // 'Email taken'
 */
export function valueAtPath(body: unknown, path: string): unknown {
  let current: unknown = body;
  for (const segment of path.match(PATH_SEGMENT) ?? []) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * The message for a failed submission: the text at the block's error path when the answer has
 * one (non-text values are shown as JSON, as the page builder does), else the editor's or the §8
 * default message.
 *
 * @example
 * formErrorMessage({ error: 'Try later' }, 'error', FORM_MESSAGES.error); // 'Try later'
 * formErrorMessage('<html>', 'error', FORM_MESSAGES.error); // FORM_MESSAGES.error
 */
export function formErrorMessage(body: unknown, errorMessagePath: string | undefined, fallback: string): string {
  if (!errorMessagePath) return fallback;
  const value = valueAtPath(body, errorMessagePath);
  if (value === undefined || value === null || value === '' || value === false) return fallback;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
