/** GET /api/challenge composed from the environment: the local challenge, rate-limited per client. */
import 'server-only';
import { env } from '@/config/env';
import { localChallenge } from '@/services/bot-check';
import { clientIdentity } from '@/server/http/client-ip';
import { createPerMinuteRateLimiter } from '@/server/http/rate-limit';
import { createChallengeHandlers } from './challenge-handler';

export { createChallengeHandlers } from './challenge-handler';

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
