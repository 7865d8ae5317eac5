import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { reportStorageFailure } from '@/services/store/storage-state';
import { BOT_CHECK_ERRORS, type BotCheck, type BotCheckResult } from './types';
import type { UsedTokenStore } from './used-tokens';
import { SOLUTION_ALGORITHM, solvedChallengeSchema, verifySolution, type SolvedChallenge } from './verify-solution';

/** The local challenge's timing and cost (ALTCHA proof of work, SHA-256 key derivation). */
export const LOCAL_CHALLENGE = {
  /** A challenge, and so the token its solution is, is good for this long after it was issued (Turnstile: 300 s). */
  ttlSeconds: 300,
  algorithm: SOLUTION_ALGORITHM,
  /**
   * Work per attempt (chained SHA-256 rounds) and the hex prefix a derived key needs: 8 rounds ×
   * 16^3 attempts ≈ 2^15 hashes on average, a fraction of a second in the widget's Web Workers.
   */
  cost: 8,
  keyPrefix: '000',
} as const;

/** Longest token worth decoding (a solved challenge is ~600 characters; Turnstile allows 2048). */
const MAX_TOKEN_LENGTH = 2048;


/** The solved challenge a token carries; null when it is not one (malformed, wrong algorithm). */
function readPayload(token: string): SolvedChallenge | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = solvedChallengeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The local bot check: a BotCheck plus the challenges the /api/challenge route hands the widget. */
export interface LocalChallenge extends BotCheck {
  readonly kind: 'local';
  /** A fresh signed challenge for the ALTCHA widget, expiring `ttlSeconds` after `nowMs`. */
  issueChallenge(nowMs: number): Promise<Challenge>;
}

export type LocalChallengeOptions = {
  /** HMAC key, 32+ characters (LOCAL_CHALLENGE_SECRET, else random per process). */
  readonly secret: string;
  readonly usedTokens: UsedTokenStore;
  /** Easier work for tests; production uses LOCAL_CHALLENGE's. */
  readonly cost?: number;
  readonly keyPrefix?: string;
};

const fail = (code: string): BotCheckResult => ({ success: false, errorCodes: [code] });

/**
 * The embedded default of the bot check on ALTCHA, refusing exactly as Turnstile refuses: an empty
 * token is `missing-input-response`, a malformed, forged or wrongly solved one
 * `invalid-input-response`, an expired or already spent one `timeout-or-duplicate`.
 *
 * What it protects against, honestly: forged challenges (HMAC over the parameters), replayed
 * solutions (single use by challenge nonce, recorded in SQLite so a restart does not reopen them;
 * altcha-lib keeps no such record itself), stale ones (300 s), and free token farming (each costs a
 * proof of work). What it does not: a bot that spends the CPU, or that drives a real browser. It is
 * the offline default; production sets Turnstile keys. A signed challenge that expires later than
 * `ttlSeconds` from now is refused as invalid: it was not issued by this server's own rule.
 */
export function createLocalChallenge(options: LocalChallengeOptions): LocalChallenge {
  const { secret, usedTokens } = options;
  if (secret.length < 32) throw new Error('The local challenge secret must have at least 32 characters');
  const cost = options.cost ?? LOCAL_CHALLENGE.cost;
  const keyPrefix = options.keyPrefix ?? LOCAL_CHALLENGE.keyPrefix;

  return {
    kind: 'local',

    issueChallenge(nowMs) {
      // A challenge whose solution could not be spent is wasted work for the visitor: refuse it up front.
      usedTokens.ready();
      return createChallenge({
        algorithm: LOCAL_CHALLENGE.algorithm,
        cost,
        keyPrefix,
        deriveKey,
        expiresAt: Math.floor(nowMs / 1000) + LOCAL_CHALLENGE.ttlSeconds,
        hmacSignatureSecret: secret,
      });
    },

    async verify(token, { now }) {
      if (token === '') return fail(BOT_CHECK_ERRORS.missingResponse);
      if (token.length > MAX_TOKEN_LENGTH) return fail(BOT_CHECK_ERRORS.invalidResponse);
      const payload = readPayload(token);
      if (!payload) return fail(BOT_CHECK_ERRORS.invalidResponse);
      const { parameters } = payload.challenge;
      if (parameters.expiresAt * 1000 <= now) return fail(BOT_CHECK_ERRORS.timeoutOrDuplicate);
      // Every challenge this server issues expires `ttlSeconds` after it was issued, so no earlier
      // than now. A later expiry was signed by someone holding the secret with a lifetime of their
      // choosing (a year-long token would pass, and keep its spent row, for a year): not ours.
      if (parameters.expiresAt > Math.floor(now / 1000) + LOCAL_CHALLENGE.ttlSeconds) return fail(BOT_CHECK_ERRORS.invalidResponse);
      const verdict = await verifySolution(payload, secret, now);
      if (verdict === 'expired') return fail(BOT_CHECK_ERRORS.timeoutOrDuplicate);
      if (verdict === 'invalid') return fail(BOT_CHECK_ERRORS.invalidResponse);
      let fresh: boolean;
      try {
        fresh = await usedTokens.consume(parameters.nonce, parameters.expiresAt, now);
      } catch (error) {
        // Our storage, not the visitor's token: callers answer 503 for this code.
        if (reportStorageFailure('recording a spent bot-check token', error)) return fail(BOT_CHECK_ERRORS.internalError);
        throw error;
      }
      if (!fresh) return fail(BOT_CHECK_ERRORS.timeoutOrDuplicate);
      return { success: true };
    },
  };
}

/**
 * A real token without a browser: issues a cheap challenge signed with `secret` and solves it, as
 * the widget would. The signature is what proves a challenge is ours, so the server accepts it
 * whatever its cost; the benchmarks and tests use this with the server's LOCAL_CHALLENGE_SECRET.
 *
 * @example
 * await solvedLocalToken(secret, Date.now()); // 'eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6…'
 */
export async function solvedLocalToken(secret: string, nowMs: number, ttlSeconds: number = LOCAL_CHALLENGE.ttlSeconds): Promise<string> {
  const challenge = await createChallenge({
    algorithm: LOCAL_CHALLENGE.algorithm,
    cost: 1,
    keyPrefix: '0',
    deriveKey,
    expiresAt: Math.floor(nowMs / 1000) + ttlSeconds,
    hmacSignatureSecret: secret,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('A one-hex-digit challenge went unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
