import { z } from 'zod';
import { BOT_CHECK_ERRORS, type BotCheck, type BotCheckResult } from './types';

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare's documented test credentials (usable against the real siteverify, never in production). */
export const TURNSTILE_TEST_KEYS = {
  /** Secret that always passes. */
  passSecret: '1x0000000000000000000000000000000AA',
  /** Secret that always fails with invalid-input-response. */
  failSecret: '2x0000000000000000000000000000000AA',
  /** Secret that answers "token already spent" (timeout-or-duplicate). */
  spentSecret: '3x0000000000000000000000000000000AA',
  /** The token the test site keys produce; production secrets refuse it. */
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
} as const;

/** Turnstile tokens are at most 2048 characters (Cloudflare's documented limit). */
export const TURNSTILE_MAX_TOKEN_LENGTH = 2048;

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type TurnstileOptions = {
  readonly secret: string;
  readonly fetch: FetchLike;
  readonly timeoutMs?: number;
  readonly logError?: (message: string, detail: unknown) => void;
};

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
});

/**
 * Cloudflare Turnstile server-side validation: POSTs secret, response token and the visitor's IP
 * to siteverify. A token that cannot be valid (empty, over-long) is refused without a network
 * call, with the code siteverify itself would give. Failures to reach Cloudflare answer
 * `internal-error` (logged), which the route reports as unavailable rather than as a bot.
 */
export function createTurnstileBotCheck(options: TurnstileOptions): BotCheck {
  const { secret, timeoutMs = 10_000 } = options;
  const logError = options.logError ?? ((message, detail) => console.error(message, detail));
  const internal: BotCheckResult = { success: false, errorCodes: [BOT_CHECK_ERRORS.internalError] };

  return {
    kind: 'turnstile',
    async verify(token, { remoteIp }) {
      if (token === '') return { success: false, errorCodes: [BOT_CHECK_ERRORS.missingResponse] };
      if (token.length > TURNSTILE_MAX_TOKEN_LENGTH) return { success: false, errorCodes: [BOT_CHECK_ERRORS.invalidResponse] };

      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp !== undefined && remoteIp !== 'unknown') form.set('remoteip', remoteIp);

      let response: Response;
      try {
        response = await options.fetch(TURNSTILE_SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        logError('Turnstile siteverify could not be reached', error);
        return internal;
      }

      let json: unknown;
      try {
        json = await response.json();
      } catch (error) {
        logError(`Turnstile siteverify answered ${response.status} without JSON`, error);
        return internal;
      }
      const answer = siteverifyAnswer.safeParse(json);
      if (!answer.success) {
        logError(`Turnstile siteverify answered ${response.status} with an unexpected document`, json);
        return internal;
      }
      if (answer.data.success) return { success: true };
      const codes = answer.data['error-codes'];
      return { success: false, errorCodes: codes.length > 0 ? codes : [BOT_CHECK_ERRORS.invalidResponse] };
    },
  };
}
