import type { FormContentType, FormSubmitOutcome, FormValues } from './types';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const REMOTE_FORM_FAILURE: FormSubmitOutcome = {
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

/** Reads an answer the way the Form block does: JSON when it says JSON, else text. */
export async function readOutcome(response: Response): Promise<FormSubmitOutcome> {
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text; // a JSON label on a non-JSON body: keep the text for the error message path
    }
  }
  return { ok: response.ok, status: response.status, body };
}

/** Sends once with a timeout; a network failure is logged and answered as a 502 outcome. */
export async function sendForm(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  logError: (message: string, detail: unknown) => void,
): Promise<FormSubmitOutcome> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return await readOutcome(response);
  } catch (error) {
    logError(`Form submission to ${new URL(url).origin} failed`, error);
    return REMOTE_FORM_FAILURE;
  }
}
