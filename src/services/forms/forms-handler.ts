import { z } from 'zod';
import { clientIp } from '@/services/http/client-ip';
import { parseBody } from '@/services/http/parse-request';
import { retryAfterHeaders, type RateLimiter } from '@/services/http/rate-limit';
import { errorResponse, jsonResponse, withErrorBoundary } from '@/services/http/responses';
import type { LocalFormStore } from './local';

/** Letters, digits, spaces, hyphens and underscores, 1 to 64 ('Contact us', 'vet-tech-signup'). */
export const FORM_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/;
export const FORMS_MAX_BODY_BYTES = 16 * 1024;
export const FORM_LIMITS = { fields: 50, keyLength: 100, valueLength: 5000, listItems: 50 } as const;

export const FORMS_MESSAGES = {
  badName: 'Form names are 1 to 64 letters, digits, spaces, hyphens or underscores.',
  tooMany: 'Too many form submissions from your address; please wait a minute and try again.',
  tooManyFields: `A form may have at most ${FORM_LIMITS.fields} fields.`,
  storeUnavailable: 'Your submission could not be saved right now; please try again shortly.',
} as const;

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
  readonly logError?: (message: string, detail: unknown) => void;
};

/**
 * POST /api/forms/[name] (the local default of §7 form-submit). Accepts JSON, URL-encoded or
 * multipart (text fields only) up to 16 kB. Answers 200 `{ results: { id, formName, createdAt } }`
 * once stored; 400 for a bad name or body (message naming the field); 413; 415; 429 with
 * Retry-After; 503 when the store fails.
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
