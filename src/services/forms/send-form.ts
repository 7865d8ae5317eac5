import { outboundFetch, type OutboundAnswer, type OutboundFetch } from '@/services/http/outbound';
import type { FormContentType, FormSubmitOutcome, FormValues } from './types';

export type FetchLike = OutboundFetch;

/** A form service's answer is a short confirmation; anything longer is not read. */
const FORM_ANSWER_MAX_BYTES = 64 * 1024;

const REMOTE_FORM_FAILURE: FormSubmitOutcome = {
  ok: false,
  status: 502,
  body: { error: 'The form service could not be reached; please try again shortly.' },
};

/** Flattens values into form pairs the way the page builder's Form block does (arrays repeat the key). */
function formPairs(values: FormValues): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const add = (key: string, value: unknown): void => {
    if (value === null || value === undefined) pairs.push([key, '']);
    else if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => add(`${key}.${k}`, v));
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') pairs.push([key, String(value)]);
  };
  Object.entries(values).forEach(([key, value]) => add(key, value));
  return pairs;
}

/** The request body for a content type (a FormData body sets its own multipart boundary header). */
export function encodeFormBody(values: FormValues, contentType: FormContentType): { body: BodyInit; headers: Record<string, string> } {
  switch (contentType) {
    case 'application/json':
      return { body: JSON.stringify(values), headers: { 'content-type': contentType } };
    case 'application/x-www-form-urlencoded':
      return { body: new URLSearchParams(formPairs(values)).toString(), headers: { 'content-type': contentType } };
    case 'multipart/form-data': {
      const form = new FormData();
      formPairs(values).forEach(([key, value]) => form.append(key, value));
      return { body: form, headers: {} };
    }
  }
}

/** A redirect from the form service: refused, since following it could leave the allowed hosts. */
const REMOTE_FORM_REDIRECTED: FormSubmitOutcome = {
  ok: false,
  status: 502,
  body: { error: 'The form service answered with a redirect, which is not followed; please tell the site owner.' },
};

/** Reads an answer the way the Form block does: JSON when it says JSON, else text. */
function readOutcome(answer: OutboundAnswer): FormSubmitOutcome {
  const { text } = answer;
  let body: unknown = text;
  if ((answer.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text; // a JSON label on a non-JSON body: keep the text for the error message path
    }
  }
  return { ok: answer.ok, status: answer.status, body };
}

export type SendFormOptions = {
  readonly fetch: FetchLike;
  /** Hosts the submission may go to; checked before sending (redirects are never followed). */
  readonly allowedHosts: readonly string[];
  readonly timeoutMs: number;
  readonly logError: (message: string, detail: unknown) => void;
};

/**
 * Sends once (src/services/http/outbound.ts: allowlist, no redirects, deadline, capped answer).
 * A failure is logged in one line and answered as a 502 outcome.
 */
export async function sendForm(url: string, init: RequestInit, options: SendFormOptions): Promise<FormSubmitOutcome> {
  const result = await outboundFetch(url, init, {
    allowedHosts: options.allowedHosts,
    timeoutMs: options.timeoutMs,
    maxBytes: FORM_ANSWER_MAX_BYTES,
    fetch: options.fetch,
  });
  if (result.ok) return readOutcome(result.answer);
  options.logError('Form submission not delivered', `${result.reason}: ${result.message}`);
  return result.reason === 'redirect' ? REMOTE_FORM_REDIRECTED : REMOTE_FORM_FAILURE;
}
