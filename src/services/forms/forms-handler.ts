import { z } from '@/config/zod';
import { clientIp } from '@/services/http/client-ip';
import { parseBody } from '@/services/http/parse-request';
import { retryAfterHeaders, type RateLimiter } from '@/services/http/rate-limit';
import { errorResponse, jsonResponse, withErrorBoundary } from '@/services/http/responses';
import type { LocalFormStore } from './local';
import type { FormSubmitOutcome, FormValues } from './types';

/** Letters, digits, spaces, hyphens and underscores, 1 to 64 ('Contact us', 'vet-tech-signup'). */
export const FORM_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/;
export const FORMS_MAX_BODY_BYTES = 16 * 1024;
export const FORM_LIMITS = { fields: 50, keyLength: 100, valueLength: 5000, listItems: 50 } as const;

export const FORMS_MESSAGES = {
  badName: 'Form names are 1 to 64 letters, digits, spaces, hyphens or underscores.',
  tooMany: 'Too many form submissions from your address; please wait a minute and try again.',
  tooManyFields: `A form may have at most ${FORM_LIMITS.fields} fields.`,
  storeUnavailable: 'Your submission could not be saved right now; please try again shortly.',
  badRouting: 'This form is not set up to send its answers there; please tell the site owner.',
} as const;

/**
 * Where the Form block asked its submissions to go, read from the query string of
 * POST /api/forms/[name] (`sendSubmissionsTo=email&to=…` or `sendSubmissionsTo=custom&action=…`).
 * The browser cannot reach Builder's form-submit or an editor's action URL itself under the CSP's
 * connect-src 'self', so the server forwards, and only to hosts on its allowlist.
 */
export const routingSchema = z.object({
  sendSubmissionsTo: z.enum(['email', 'custom']).optional(),
  to: z.string().max(254).optional(),
  action: z.string().max(2048).optional(),
  contentType: z.string().max(64).optional(),
});
export type FormRouting = z.infer<typeof routingSchema>;

/** Forwards a submission elsewhere, or answers null when it stays local. Throws for a target that may not be used. */
export type FormForwarder = (routing: FormRouting, formName: string, values: FormValues) => Promise<FormSubmitOutcome> | null;

const key = z.string().min(1).max(FORM_LIMITS.keyLength);
const primitive = z.union([z.string().max(FORM_LIMITS.valueLength), z.number(), z.boolean(), z.null()]);
const list = z.array(primitive).max(FORM_LIMITS.listItems);
const fieldCount = (value: Record<string, unknown>) => Object.keys(value).length <= FORM_LIMITS.fields;

/**
 * A submission: fields holding text, numbers, booleans or null, lists of those, or one level of
 * nesting (the Form block builds `{ address: { city } }` from a field named `address.city`).
 * The schema is not recursive, so a deeply nested hostile body fails at the first level.
 */
export const formValuesSchema = z
  .unknown()
  // zod's record silently drops a "__proto__" key; refuse it instead of losing a field unannounced.
  .refine((value) => !hasProtoKey(value), { message: 'A field may not be named "__proto__".' })
  .pipe(
    z
      .record(key, z.union([primitive, list, z.record(key, z.union([primitive, list])).refine(fieldCount, FORMS_MESSAGES.tooManyFields)]))
      .refine(fieldCount, FORMS_MESSAGES.tooManyFields),
  );

function hasProtoKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  return Object.hasOwn(value, '__proto__') || Object.values(value as Record<string, unknown>).some((v) => v !== null && typeof v === 'object' && Object.hasOwn(v, '__proto__'));
}

export type FormsHandlerDeps = {
  readonly store: LocalFormStore;
  readonly rateLimiter: RateLimiter;
  readonly now: () => number;
  /** Builder form-submit or a custom action URL, when the query asks for one; absent: always local. */
  readonly forward?: FormForwarder;
  readonly logError?: (message: string, detail: unknown) => void;
};

function routingOf(url: string): FormRouting | null {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return null;
  }
  const parsed = routingSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}

/** Relays a forwarded answer: JSON bodies as JSON, text as `{ error: text }` so the form can show it. */
function relay(outcome: FormSubmitOutcome): Response {
  const body = typeof outcome.body === 'string' ? (outcome.ok ? { results: outcome.body } : { error: outcome.body }) : outcome.body;
  return jsonResponse(body ?? null, outcome.status);
}

/**
 * POST /api/forms/[name] (the local default of §7 form-submit). Accepts JSON, URL-encoded or
 * multipart (text fields only) up to 16 kB. Answers 200 `{ results: { id, formName, createdAt } }`
 * once stored; 400 for a bad name or body (message naming the field); 413; 415; 429 with
 * Retry-After; 503 when the store fails. With `forward` and a routing query (see routingSchema)
 * the submission goes to Builder's form-submit or the custom action URL and its answer is relayed.
 */
export function createFormsHandler(deps: FormsHandlerDeps): (request: Request, formName: string) => Promise<Response> {
  const logError = deps.logError ?? ((message, detail) => console.error(message, detail));

  return withErrorBoundary(
    'POST /api/forms/[name]',
    async (request: Request, formName: string) => {
      const verdict = deps.rateLimiter.hit(clientIp(request.headers), deps.now());
      if (!verdict.allowed) return errorResponse(429, FORMS_MESSAGES.tooMany, retryAfterHeaders(verdict));
      if (!FORM_NAME_PATTERN.test(formName)) return errorResponse(400, FORMS_MESSAGES.badName);

      const parsed = await parseBody(request, formValuesSchema, {
        maxBytes: FORMS_MAX_BODY_BYTES,
        accept: ['json', 'urlencoded', 'multipart'],
      });
      if (!parsed.ok) return parsed.response;

      if (deps.forward) {
        const routing = routingOf(request.url);
        if (!routing) return errorResponse(400, FORMS_MESSAGES.badRouting);
        let forwarded: Promise<FormSubmitOutcome> | null;
        try {
          forwarded = deps.forward(routing, formName, parsed.data);
        } catch (error) {
          // An action URL off the allowlist (or not https): the editor's setup, not the visitor's answers.
          logError(`Form "${formName}" asked to forward its submissions somewhere not allowed`, error);
          return errorResponse(400, FORMS_MESSAGES.badRouting);
        }
        if (forwarded) return relay(await forwarded);
      }

      let results;
      try {
        results = deps.store.save(formName, parsed.data);
      } catch (error) {
        logError('Storing a form submission failed', error);
        return errorResponse(503, FORMS_MESSAGES.storeUnavailable);
      }
      return jsonResponse({ results });
    },
    logError,
  );
}
