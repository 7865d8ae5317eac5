import { z } from 'zod';
import { reportStorageFailure } from '@/services/store/storage-state';
import { VISITOR_ERROR_CODES, type BotCheck } from '@/services/bot-check/types';
import { clientIdentity } from '@/server/http/client-ip';
import { parseBody } from '@/server/http/parse-request';
import { retryAfterHeaders, type RateLimiter } from '@/server/http/rate-limit';
import { errorResponse, jsonResponse, withErrorBoundary } from '@/server/http/responses';
import type { LocalFormStore } from '@/services/forms/local';
import type { FormSubmitOutcome, FormValues } from '@/services/forms/types';
import { BOT_CHECK_TOKEN_HEADER } from '@/domain/bot-check-token';

/** Letters, digits, spaces, hyphens and underscores, 1 to 64 ('Contact us', 'vet-tech-signup'). */
const FORM_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/;
const FORMS_MAX_BODY_BYTES = 16 * 1024;
const FORM_LIMITS = { fields: 50, keyLength: 100, valueLength: 5000, listItems: 50 } as const;

const FORMS_MESSAGES = {
  badName: 'Form names are 1 to 64 letters, digits, spaces, hyphens or underscores.',
  tooMany: 'Too many form submissions from your address; please wait a minute and try again.',
  tooManyFields: `A form may have at most ${FORM_LIMITS.fields} fields.`,
  storeUnavailable: 'Your submission could not be saved right now; please try again shortly.',
  badRouting: 'This form is not set up to send its answers there; please tell the site owner.',
  botCheckMissing: 'Complete the check that you are human, then send the form again.',
  botCheckRefused: 'The check that you are human did not pass; please try again.',
  botCheckUnavailable: 'The bot check is unavailable right now; please try again shortly.',
} as const;

/** Where the form sits: the page path the browser was on (`?page=/contact`), at most 1 kB. */
const pageSchema = z
  .string()
  .max(1024)
  .regex(/^\/(?!\/)[^\\\s]*$/);

/** The form a submission came from, as the visitor named it; the destination is looked up in content. */
type FormLocation = {
  readonly formName: string;
  /** The request's Host (theme), as the page router reads it. */
  readonly host: string | null;
  /** The page path, or null when none (or a malformed one) was given. */
  readonly page: string | null;
};

/**
 * Forwards a submission to the destination its Form block's content names (Builder's form-submit or
 * the block's custom action), or answers null when the submission stays local (no such block, or a
 * block that sends nowhere else). Rejects for a content destination that may not be used.
 */
export type FormForwarder = (location: FormLocation, values: FormValues) => Promise<FormSubmitOutcome | null>;


const key = z.string().min(1).max(FORM_LIMITS.keyLength);
const primitive = z.union([z.string().max(FORM_LIMITS.valueLength), z.number(), z.boolean(), z.null()]);
const list = z.array(primitive).max(FORM_LIMITS.listItems);
const fieldCount = (value: Record<string, unknown>) => Object.keys(value).length <= FORM_LIMITS.fields;

/**
 * A submission: fields holding text, numbers, booleans or null, lists of those, or one level of
 * nesting (the Form block builds `{ address: { city } }` from a field named `address.city`).
 * The schema is not recursive, so a deeply nested hostile body fails at the first level.
 */
const formValuesSchema = z
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
  /** The visitor's identity for the rate limit (src/server/http/client-ip.ts). */
  readonly clientKey?: (request: Request) => string;
  /** Verifies the token in the x-bot-check-token header, like the newsletter signup. */
  readonly botCheck: BotCheck;
  /** Builder form-submit or a custom action URL, when the form's content says so; absent: always local. */
  readonly forward?: FormForwarder;
  readonly logError?: (message: string, detail: unknown) => void;
};

function locationOf(request: Request, formName: string): FormLocation {
  const page = pageSchema.safeParse(new URL(request.url).searchParams.get('page') ?? undefined);
  return { formName, host: request.headers.get('host'), page: page.success ? page.data : null };
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
 * Retry-After; 403 when the bot check refuses the token (x-bot-check-token); 503 when the bot
 * check or the store fails. When the Form block named `name` on the page `?page=` sends elsewhere
 * (its content, never the query, decides: see content-routing.ts), the submission goes to
 * Builder's form-submit or the block's action URL and that answer is relayed.
 */
export function createFormsHandler(deps: FormsHandlerDeps): (request: Request, formName: string) => Promise<Response> {
  const logError = deps.logError ?? ((message, detail) => console.error(message, detail));

  return withErrorBoundary(
    'POST /api/forms/[name]',
    async (request: Request, formName: string) => {
      const ip = (deps.clientKey ?? ((r: Request) => clientIdentity(r.headers, 0)))(request);
      const verdict = deps.rateLimiter.hit(ip, deps.now());
      if (!verdict.allowed) return errorResponse(429, FORMS_MESSAGES.tooMany, retryAfterHeaders(verdict));
      if (!FORM_NAME_PATTERN.test(formName)) return errorResponse(400, FORMS_MESSAGES.badName);

      const parsed = await parseBody(request, formValuesSchema, {
        maxBytes: FORMS_MAX_BODY_BYTES,
        accept: ['json', 'urlencoded', 'multipart'],
      });
      if (!parsed.ok) return parsed.response;

      const token = request.headers.get(BOT_CHECK_TOKEN_HEADER) ?? '';
      const check = token === '' ? null : await deps.botCheck.verify(token, { remoteIp: ip, now: deps.now() });
      if (check === null) return errorResponse(403, FORMS_MESSAGES.botCheckMissing);
      if (!check.success) {
        if (check.errorCodes.some((code) => !VISITOR_ERROR_CODES.has(code))) {
          logError('Form bot check unavailable', check.errorCodes.join(', '));
          return errorResponse(503, FORMS_MESSAGES.botCheckUnavailable);
        }
        return errorResponse(403, FORMS_MESSAGES.botCheckRefused);
      }

      if (deps.forward) {
        let forwarded: FormSubmitOutcome | null;
        try {
          forwarded = await deps.forward(locationOf(request, formName), parsed.data);
        } catch (error) {
          // The block's content names a destination that may not be used: the editor's setup, not
          // the visitor's answers. One line, no stack: a visitor can repeat this at will.
          logError(`Form "${formName}" is set to send its submissions somewhere not allowed`, error instanceof Error ? error.message : String(error));
          return errorResponse(400, FORMS_MESSAGES.badRouting);
        }
        if (forwarded) return relay(forwarded);
      }

      let results;
      try {
        results = deps.store.save(formName, parsed.data);
      } catch (error) {
        if (!reportStorageFailure('storing a form submission', error)) logError('Storing a form submission failed', error);
        return errorResponse(503, FORMS_MESSAGES.storeUnavailable);
      }
      return jsonResponse({ results });
    },
    logError,
    FORMS_MESSAGES.storeUnavailable,
  );
}
