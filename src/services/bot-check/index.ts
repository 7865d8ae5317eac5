import { clientIdentity } from '@/services/http/client-ip';
import 'server-only';
import { randomBytes } from 'node:crypto';
import { env, serviceModes, type ServerEnv } from '@/config/env';
import { createPerMinuteRateLimiter } from '@/services/http/rate-limit';
import { sharedDatabase } from '@/services/store/database';
import { openedOnFirstUse } from '@/services/store/storage-state';
import { createChallengeHandlers } from './challenge-handler';
import { createLocalChallenge, type LocalChallenge } from './local';
import { createTurnstileBotCheck } from './turnstile';
import type { BotCheck, BotCheckPublicConfig } from './types';
import { createUsedTokenStore } from './used-tokens';

export { createChallengeHandlers } from './challenge-handler';
export {
  
  
  type BotCheck,
  type BotCheckPublicConfig,
  
  
} from './types';

const PROCESS_SECRET = Symbol.for('brightbowl.botCheck.processSecret');

/**
 * The key that signs local challenges: LOCAL_CHALLENGE_SECRET, else one random key per process. It
 * lives on globalThis because Next loads /api/challenge and /api/submit-klaviyo as separate
 * bundles; two module-level keys would refuse every challenge the other route signed.
 */
function localChallengeSecret(e: ServerEnv = env()): string {
  if (e.LOCAL_CHALLENGE_SECRET) return e.LOCAL_CHALLENGE_SECRET;
  const holder = globalThis as typeof globalThis & { [PROCESS_SECRET]?: string };
  holder[PROCESS_SECRET] ??= randomBytes(32).toString('base64url');
  return holder[PROCESS_SECRET];
}

type Selected = { readonly botCheck: BotCheck; readonly local: LocalChallenge | null };

/** Builds the bot check the environment selects (Turnstile keys set → Turnstile, else local). */
function createBotCheckFromEnv(e: ServerEnv, fetchImpl: typeof fetch = fetch): Selected {
  if (serviceModes(e).botCheck === 'turnstile' && e.TURNSTILE_SECRET_KEY) {
    return { botCheck: createTurnstileBotCheck({ secret: e.TURNSTILE_SECRET_KEY, fetch: fetchImpl }), local: null };
  }
  // Spent tokens tolerate NORMAL durability: see Durability in the store. Opened on first use, so
  // an unusable data directory fails the requests that spend a token, not every route holding one.
  const usedTokens = openedOnFirstUse(() => createUsedTokenStore(sharedDatabase(e.DATA_DIR, 'NORMAL')));
  const local = createLocalChallenge({ secret: localChallengeSecret(e), usedTokens });
  return { botCheck: local, local };
}

let selected: Selected | undefined;

/** The process's bot check, built on first use from the validated environment. */
export function botCheck(): BotCheck {
  selected ??= createBotCheckFromEnv(env());
  return selected.botCheck;
}

/** The local challenge when it is the selected bot check; null under Turnstile. */
function localChallenge(): LocalChallenge | null {
  selected ??= createBotCheckFromEnv(env());
  return selected.local;
}

/**
 * Per-IP budget of /api/challenge: three challenges per allowed signup, since a visitor may let a
 * token expire or fail a submission and need another.
 */
const CHALLENGES_PER_SIGNUP = 3;

let cachedHandlers: ReturnType<typeof createChallengeHandlers> | undefined;

/** GET of /api/challenge, composed from the environment on first use. */
export function challengeHandlers(): ReturnType<typeof createChallengeHandlers> {
  cachedHandlers ??= createChallengeHandlers({
    challenge: localChallenge(),
    rateLimiter: createPerMinuteRateLimiter({ perMinute: env().SIGNUP_RATE_LIMIT_PER_MINUTE * CHALLENGES_PER_SIGNUP }),
    now: Date.now,
    clientKey: (request) => clientIdentity(request.headers, env().TRUSTED_PROXY_HOPS),
  });
  return cachedHandlers;
}

/**
 * The bot check's public configuration for the browser (GET /api/bot-check, or a server component's
 * prop): Turnstile with its site key when both keys are set, else the local challenge.
 */
export function botCheckPublicConfig(e: ServerEnv = env()): BotCheckPublicConfig {
  if (serviceModes(e).botCheck === 'turnstile' && e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY) {
    return { kind: 'turnstile', siteKey: e.TURNSTILE_SITE_KEY };
  }
  return { kind: 'local' };
}
