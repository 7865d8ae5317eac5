/**
 * How /write-a-review sends a review from the browser: POST /api/reviews with the bot-check token
 * in a header (like every form on the site) and the page's locale, answering the form machine's
 * `{ ok, status, body }` whatever the status.
 */
import type { Locale } from '@/config/constants';
import type { FormFieldValues, FormSubmitAnswer } from '@/machines/form';
import { BOT_CHECK_TOKEN_HEADER } from '@/domain/bot-check-token';

/** Where POST /api/reviews puts the message of every refusal (`{ error, field? }`). */
export const REVIEW_ERROR_MESSAGE_PATH = 'error';

export async function postReview(values: FormFieldValues, token: string, locale: Locale, fetchImpl: typeof fetch = fetch): Promise<FormSubmitAnswer> {
  const response = await fetchImpl(`/api/reviews?${new URLSearchParams({ locale }).toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [BOT_CHECK_TOKEN_HEADER]: token },
    body: JSON.stringify(values),
  });
  let body: unknown;
  try {
    body = (await response.json()) as unknown;
  } catch {
    body = null; // not JSON (a proxy's error page): the form shows its generic error message
  }
  return { ok: response.ok, status: response.status, body };
}

/** The field a 400 names (`{ error, field }`), so its message can show under that field. */
export function fieldError(body: unknown): { readonly field: string; readonly message: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { field, error } = body as Record<string, unknown>;
  return typeof field === 'string' && typeof error === 'string' ? { field, message: error } : null;
}
