/**
 * Turnstile's siteverify error codes. The local challenge answers with the same codes for the
 * same situations, so callers cannot tell the implementations apart by their refusals.
 */
export const BOT_CHECK_ERRORS = {
  /** No token was sent. */
  missingResponse: 'missing-input-response',
  /** The token is malformed, forged or was signed for something else. */
  invalidResponse: 'invalid-input-response',
  /** The token expired or was already spent (tokens are single use). */
  timeoutOrDuplicate: 'timeout-or-duplicate',
  missingSecret: 'missing-input-secret',
  invalidSecret: 'invalid-input-secret',
  badRequest: 'bad-request',
  /** The verifier itself failed (or could not be reached). */
  internalError: 'internal-error',
} as const;

/** Codes that blame the visitor's token; any other code is our (or the provider's) failure. */
export const VISITOR_ERROR_CODES: ReadonlySet<string> = new Set([
  BOT_CHECK_ERRORS.missingResponse,
  BOT_CHECK_ERRORS.invalidResponse,
  BOT_CHECK_ERRORS.timeoutOrDuplicate,
]);

export type BotCheckResult =
  | { readonly success: true }
  | { readonly success: false; readonly errorCodes: readonly string[] };

type VerifyContext = {
  /** The visitor's address, forwarded to Turnstile as `remoteip` when known. */
  readonly remoteIp?: string;
  /** Milliseconds since the epoch: verification logic never reads the clock itself. */
  readonly now: number;
};

/** Server-side verification of the bot-check token a form sends (§1, §5). */
export interface BotCheck {
  readonly kind: 'local' | 'turnstile';
  verify(token: string, context: VerifyContext): Promise<BotCheckResult>;
}

/**
 * What the browser needs to run the bot check: which widget, and Turnstile's public site key. The
 * secret never leaves the server; the site key is public by design (it is in every page's widget).
 */
export type BotCheckPublicConfig = { readonly kind: 'local' } | { readonly kind: 'turnstile'; readonly siteKey: string };
