import { createHash, randomBytes } from 'node:crypto';
import { reportStorageFailure } from '@/services/store/storage-state';
import { readLocalToken, readPuzzle, signLocalToken, signPuzzle, MAX_SIGNED_LENGTH } from './local-token';
import { leadingZeroBits, proofInput, SOLUTION_PATTERN } from './proof-of-work';
import { BOT_CHECK_ERRORS, type BotCheck, type BotCheckResult } from './types';
import type { UsedTokenStore } from './used-tokens';

/** The local challenge's timing and cost. */
export const LOCAL_CHALLENGE = {
  /** A token is good for this long after its puzzle was issued (Turnstile: 300 s). */
  tokenTtlSeconds: 300,
  /** A puzzle must be solved and redeemed within this long. */
  puzzleTtlSeconds: 120,
  /**
   * Leading zero bits a solution's hash needs: ~2^15 = 33k SHA-256 on average, a fraction of a
   * second of Web Crypto in a browser and a few milliseconds of native code.
   */
  difficultyBits: 15,
  /** Tolerated clock difference for a puzzle stamped "in the future" (several server instances). */
  clockSkewSeconds: 30,
} as const;

type PuzzleOffer = {
  readonly puzzle: string;
  readonly difficulty: number;
  readonly expiresInSeconds: number;
};

type RedeemResult =
  | { readonly ok: true; readonly token: string; readonly expiresInSeconds: number }
  | { readonly ok: false; readonly errorCodes: readonly string[] };

/** The local bot check: a BotCheck plus the puzzle issuing the /api/challenge route exposes. */
export interface LocalChallenge extends BotCheck {
  readonly kind: 'local';
  readonly difficulty: number;
  /** A fresh proof-of-work puzzle. */
  issuePuzzle(nowMs: number): PuzzleOffer;
  /** Exchanges a solved puzzle for a token (one token per puzzle). */
  redeem(puzzle: string, solution: string, nowMs: number): RedeemResult;
}

export type LocalChallengeOptions = {
  /** HMAC key, 32+ characters (LOCAL_CHALLENGE_SECRET, else random per process). */
  readonly secret: string;
  readonly usedTokens: UsedTokenStore;
  readonly difficultyBits?: number;
  /** Source of puzzle nonces (injected for deterministic tests). */
  readonly randomId?: () => string;
};

const refuse = (code: string): { ok: false; errorCodes: readonly string[] } => ({ ok: false, errorCodes: [code] });
const fail = (code: string): BotCheckResult => ({ success: false, errorCodes: [code] });

/**
 * The embedded default of the bot check, refusing exactly as Turnstile refuses: an empty token is
 * `missing-input-response`, a malformed or forged one `invalid-input-response`, an expired or
 * already spent one `timeout-or-duplicate`.
 *
 * What it protects against, honestly: forged tokens (HMAC), replayed tokens (single use, recorded
 * in SQLite so a restart does not reopen them), stale tokens (300 s), and free token farming (each
 * token costs a proof of work). What it does not: a bot that spends the CPU on the proof of work,
 * or that drives a real browser. It is the offline default; production sets Turnstile keys.
 */
export function createLocalChallenge(options: LocalChallengeOptions): LocalChallenge {
  const { secret, usedTokens } = options;
  const difficulty = options.difficultyBits ?? LOCAL_CHALLENGE.difficultyBits;
  const randomId = options.randomId ?? (() => randomBytes(16).toString('base64url'));
  if (secret.length < 32) throw new Error('The local challenge secret must have at least 32 characters');

  return {
    kind: 'local',
    difficulty,

    issuePuzzle(nowMs) {
      // A puzzle whose token could not be spent is wasted work for the visitor: refuse it up front.
      usedTokens.ready();
      const puzzle = signPuzzle(secret, { nonce: randomId(), issuedAt: Math.floor(nowMs / 1000), bits: difficulty });
      return { puzzle, difficulty, expiresInSeconds: LOCAL_CHALLENGE.puzzleTtlSeconds };
    },

    redeem(puzzle, solution, nowMs) {
      if (puzzle === '' || solution === '') return refuse(BOT_CHECK_ERRORS.missingResponse);
      const read = readPuzzle(secret, puzzle);
      if (!read || read.bits < difficulty) return refuse(BOT_CHECK_ERRORS.invalidResponse);
      const nowSeconds = Math.floor(nowMs / 1000);
      if (read.issuedAt > nowSeconds + LOCAL_CHALLENGE.clockSkewSeconds) return refuse(BOT_CHECK_ERRORS.invalidResponse);
      if (nowSeconds >= read.issuedAt + LOCAL_CHALLENGE.puzzleTtlSeconds) return refuse(BOT_CHECK_ERRORS.timeoutOrDuplicate);
      if (!SOLUTION_PATTERN.test(solution)) return refuse(BOT_CHECK_ERRORS.invalidResponse);
      const hash = createHash('sha256').update(proofInput(puzzle, solution)).digest();
      if (leadingZeroBits(hash) < read.bits) return refuse(BOT_CHECK_ERRORS.invalidResponse);

      // The token is a function of the puzzle alone, so redeeming one puzzle twice yields the same
      // token, which can still be spent only once.
      const expiresAt = read.issuedAt + LOCAL_CHALLENGE.tokenTtlSeconds;
      return {
        ok: true,
        token: signLocalToken(secret, { id: read.nonce, expiresAt }),
        expiresInSeconds: Math.max(0, expiresAt - nowSeconds),
      };
    },

    verify(token, { now }): Promise<BotCheckResult> {
      return Promise.resolve().then(() => {
        if (token === '') return fail(BOT_CHECK_ERRORS.missingResponse);
        if (token.length > MAX_SIGNED_LENGTH) return fail(BOT_CHECK_ERRORS.invalidResponse);
        const read = readLocalToken(secret, token);
        if (!read) return fail(BOT_CHECK_ERRORS.invalidResponse);
        if (read.expiresAt * 1000 <= now) return fail(BOT_CHECK_ERRORS.timeoutOrDuplicate);
        let fresh: boolean;
        try {
          fresh = usedTokens.consume(read.id, read.expiresAt, now);
        } catch (error) {
          // Our storage, not the visitor's token: callers answer 503 for this code.
          if (reportStorageFailure('recording a spent bot-check token', error)) return fail(BOT_CHECK_ERRORS.internalError);
          throw error;
        }
        if (!fresh) return fail(BOT_CHECK_ERRORS.timeoutOrDuplicate);
        return { success: true } as const;
      });
    },
  };
}
