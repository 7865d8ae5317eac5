/**
 * The browser's call to POST /api/submit-klaviyo (§7): it reads the HTTP status (200 is success)
 * and the `error` field, which the newsletter machine maps through the §8 catalogue.
 */
import type { SignupAnswer, SignupRequestBody } from '@/machines/newsletter';

const SUBMIT_KLAVIYO_PATH = '/api/submit-klaviyo';

/**
 * Sends one signup. A network failure rejects (the machine shows the generic message); an answer
 * whose body is not JSON keeps its status and no error name, which also maps to the generic message.
 */
export async function postSignup(body: SignupRequestBody, fetchImpl: typeof fetch = fetch): Promise<SignupAnswer> {
  const response = await fetchImpl(SUBMIT_KLAVIYO_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let error: string | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { error?: unknown }).error === 'string') {
      error = (parsed as { error: string }).error;
    }
  } catch {
    // Not JSON (a proxy's error page): no error name, so the visitor sees 'Oops! Something went wrong.'
    error = null;
  }
  return { status: response.status, error };
}
