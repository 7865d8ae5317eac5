/**
 * Where a page-builder form sends its answers from the browser (§7 form-submit). Every target goes
 * through the site's own POST /api/forms/[name] (the CSP allows the browser to call only its own
 * origin): with no routing the server stores the submission (SQLite); with `email` it forwards to
 * Builder's form-submit (api key, recipient, form name) when a key is configured; with `custom`
 * it forwards to the block's action URL if that host is on the server's allowlist.
 */
import type { FormFieldValues, FormSubmitAnswer } from '@/machines/form';

export type FormTargetSpec =
  | { readonly kind: 'local' }
  | { readonly kind: 'email'; readonly recipient: string }
  | { readonly kind: 'action'; readonly url: string; readonly contentType?: string | undefined };

/** The local route for a form name and target. */
export function formSubmitUrl(formName: string, target: FormTargetSpec): string {
  const path = `/api/forms/${encodeURIComponent(formName)}`;
  const query = new URLSearchParams();
  if (target.kind === 'email') {
    query.set('sendSubmissionsTo', 'email');
    query.set('to', target.recipient);
  } else if (target.kind === 'action') {
    query.set('sendSubmissionsTo', 'custom');
    query.set('action', target.url);
    if (target.contentType) query.set('contentType', target.contentType);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Posts the values as JSON and reads the answer the way the page builder's Form block does: JSON
 * when the answer says JSON, else text. Rejects only when nothing was answered (network failure).
 */
export async function postForm(formName: string, values: FormFieldValues, target: FormTargetSpec, fetchImpl: typeof fetch = fetch): Promise<FormSubmitAnswer> {
  const response = await fetchImpl(formSubmitUrl(formName, target), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text; // labelled JSON but not JSON: keep the text for the error message path
    }
  }
  return { ok: response.ok, status: response.status, body };
}
