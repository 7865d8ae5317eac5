import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { reportStorageFailure } from '@/services/store/storage-state';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NEWSLETTER_MESSAGES,
  SIGNUP_PROFILE_LIMITS,
  type SignupRequestBody,
} from '@/domain/newsletter/rules';
import { TURNSTILE_MAX_TOKEN_LENGTH } from '@/services/bot-check/turnstile';
import { VISITOR_ERROR_CODES, type BotCheck } from '@/services/bot-check/types';
import { clientIdentity } from '@/server/http/client-ip';
import { parseBody } from '@/server/http/parse-request';
import { requestHosts } from '@/server/http/request-hosts';
import { createTokenBucketRateLimiter, retryAfterHeaders, type RateLimiter } from '@/server/http/rate-limit';
import { errorResponse, jsonResponse, withErrorBoundary } from '@/server/http/responses';
import type { NewsletterService } from '@/services/newsletter/types';

/** A signup is a few hundred bytes; 4 kB leaves room for a long Turnstile token. */
const SIGNUP_MAX_BODY_BYTES = 4096;

const SIGNUP_FIELD_LIMITS = { NAME: 100, ZIPCODE: 16, source: 100 } as const;

const SIGNUP_HTTP_MESSAGES = {
  tooMany: 'Too many signups from your address; please wait a minute and try again.',
  botCheckUnavailable: 'The bot check is unavailable right now; please try again shortly.',
  storeUnavailable: 'Your signup could not be saved right now; please try again shortly.',
  botCheckRefused: (codes: readonly string[]) =>
    `The bot check was not passed (${codes.join(', ')}); please complete it again and resubmit.`,
  resultsUrlNotALink: '"fields.RESULTS_URL" must be an http or https link.',
  resultsUrlForeign: '"fields.RESULTS_URL" must be a link to this site.',
} as const;

// Control characters have no business in a name or a source label and break CSV exports.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const label = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: `"fields.${field}" must not contain control characters.` });

/**
 * Whether a results link is an absolute http(s) URL a visitor could open: no other scheme (a
 * `javascript:` link in an email is an attack), no credentials, no control characters or spaces.
 */
function isWebLink(value: string): boolean {
  if (CONTROL_CHARACTERS.test(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
}

/** Whether a results link points at the site the signup was posted to (either theme's host). */
function isOwnLink(link: string, request: Request): boolean {
  return requestHosts(request).includes(new URL(link).host.toLowerCase());
}

/** §7 body of POST /api/submit-klaviyo. Strict: an unknown field is refused, not ignored. */
const signupSchema = z.strictObject({
  turnstileToken: z.string().max(TURNSTILE_MAX_TOKEN_LENGTH),
  email: z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN),
  fields: z
    .strictObject({
      NAME: label(SIGNUP_FIELD_LIMITS.NAME, 'NAME').default(''),
      ZIPCODE: z
        .string()
        .trim()
        .max(SIGNUP_FIELD_LIMITS.ZIPCODE)
        .regex(/^[A-Za-z0-9 -]*$/, { message: '"fields.ZIPCODE" may hold letters, digits, spaces and hyphens only.' })
        .default(''),
      source: label(SIGNUP_FIELD_LIMITS.source, 'source').default(''),
      // From the quiz results only, so absent rather than '' for every other form.
      RESULTS_URL: z
        .string()
        .trim()
        .max(SIGNUP_PROFILE_LIMITS.RESULTS_URL)
        .refine(isWebLink, { message: SIGNUP_HTTP_MESSAGES.resultsUrlNotALink })
        .optional(),
      PET_NAME: label(SIGNUP_PROFILE_LIMITS.PET_NAME, 'PET_NAME').optional(),
    })
    .default({ NAME: '', ZIPCODE: '', source: '' }),
}) satisfies z.ZodType<SignupRequestBody, unknown>;

export type SubmitKlaviyoDeps = {
  readonly newsletter: NewsletterService;
  readonly botCheck: BotCheck;
  readonly rateLimiter: RateLimiter;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  /** The client a rate limit counts (src/server/http/client-ip.ts); the socket's peer by default. */
  readonly clientKey?: (request: Request) => string;
  readonly logError?: (message: string, detail: unknown) => void;
  /**
   * Answers that tell whether an address is on the list (409 Member Exists / Forgotten), per
   * client. The spec requires those messages, so they stay; this budget keeps them from becoming a
   * lookup service: past it, such an answer becomes the 429 any fast client gets, and the pattern
   * is logged.
   */
  readonly existingAddressLimiter?: RateLimiter;
  readonly logWarning?: (line: string) => void;
};

/** Already-subscribed answers a client may get at once, and how many it gets back per hour. */
const EXISTING_ADDRESS_ANSWERS = { burst: 5, perHour: 30 } as const;

/** The default budget of answers that reveal whether an address is on the list. */
function createExistingAddressLimiter(): RateLimiter {
  const bucket = createTokenBucketRateLimiter({ capacity: EXISTING_ADDRESS_ANSWERS.burst, refillPerMinute: EXISTING_ADDRESS_ANSWERS.perHour / 60 });
  return { hit: (key, now) => bucket.take(key, 1, now) };
}

/**
 * POST /api/submit-klaviyo. Answers:
 * - 200 `{ error: null }` once the subscriber is stored;
 * - 400 `{ error }` for a malformed body, naming the field ('Not a valid email, try again.' for the
 *   address), or a results link that is not an http(s) link of this site; 413 over 4 kB; 415 when
 *   not JSON;
 * - 403 when the bot check refuses the token; 503 when the bot check or the store is unavailable;
 * - 409 `{ error: 'Member Exists' | 'Forgotten Email Not Subscribed' }`, at most
 *   EXISTING_ADDRESS_ANSWERS per client (then 429, logged as possible enumeration); 502 when Klaviyo fails;
 * - 429 with Retry-After past the per-IP rate.
 */
export function createSubmitKlaviyoHandler(deps: SubmitKlaviyoDeps): (request: Request) => Promise<Response> {
  const logError = deps.logError ?? ((message, detail) => console.error(message, detail));
  const logWarning = deps.logWarning ?? ((line) => console.warn(line));
  const existingAddress = deps.existingAddressLimiter ?? createExistingAddressLimiter();
  // One log line per probing client per 10 minutes, however many addresses it tries.
  const reported = new LRUCache<string, true>({ max: 10_000, ttl: 600_000 });

  return withErrorBoundary(
    'POST /api/submit-klaviyo',
    async (request: Request) => {
      const now = deps.now();
      const ip = (deps.clientKey ?? ((r: Request) => clientIdentity(r.headers, 0)))(request);
      const verdict = deps.rateLimiter.hit(ip, now);
      if (!verdict.allowed) return errorResponse(429, SIGNUP_HTTP_MESSAGES.tooMany, retryAfterHeaders(verdict));

      const parsed = await parseBody(request, signupSchema, {
        maxBytes: SIGNUP_MAX_BODY_BYTES,
        accept: ['json'],
        messageFor: (path) => (path[0] === 'email' ? NEWSLETTER_MESSAGES.invalidEmail : undefined),
      });
      if (!parsed.ok) return parsed.response;
      const { turnstileToken, email, fields } = parsed.data;
      // Checked before the bot check spends the token: the visitor may correct the request and resend.
      if (fields.RESULTS_URL !== undefined && !isOwnLink(fields.RESULTS_URL, request)) {
        return errorResponse(400, SIGNUP_HTTP_MESSAGES.resultsUrlForeign);
      }

      const check = await deps.botCheck.verify(turnstileToken, { remoteIp: ip, now });
      if (!check.success) {
        if (!check.errorCodes.every((code) => VISITOR_ERROR_CODES.has(code))) {
          logError('Bot check failed on our side', check.errorCodes);
          return errorResponse(503, SIGNUP_HTTP_MESSAGES.botCheckUnavailable);
        }
        return errorResponse(403, SIGNUP_HTTP_MESSAGES.botCheckRefused(check.errorCodes));
      }

      let result;
      try {
        result = await deps.newsletter.subscribe({ email, fields });
      } catch (error) {
        if (!reportStorageFailure('storing a newsletter signup', error)) logError('Storing a newsletter signup failed', error);
        return errorResponse(503, SIGNUP_HTTP_MESSAGES.storeUnavailable);
      }
      if (!result.ok) {
        const verdict = existingAddress.hit(ip, deps.now());
        if (!verdict.allowed) {
          if (!reported.has(ip)) {
            reported.set(ip, true);
            logWarning(`[newsletter] possible address enumeration: client ${ip} got more than ${EXISTING_ADDRESS_ANSWERS.burst} already-subscribed answers; answering 429`);
          }
          return errorResponse(429, SIGNUP_HTTP_MESSAGES.tooMany, retryAfterHeaders(verdict));
        }
        return errorResponse(result.status, result.error);
      }
      return jsonResponse({ error: null });
    },
    logError,
  );
}
