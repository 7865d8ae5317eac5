import { z } from 'zod';
import { clientIdentity } from '@/server/http/client-ip';
import { parseBody } from '@/server/http/parse-request';
import { retryAfterHeaders, type RateLimiter } from '@/server/http/rate-limit';
import { errorResponse, jsonResponse } from '@/server/http/responses';
import type { LocalChallenge } from '@/services/bot-check/local';
import { MAX_SIGNED_LENGTH } from '@/services/bot-check/local-token';
import { MAX_SOLUTION_LENGTH } from '@/services/bot-check/proof-of-work';

const CHALLENGE_MAX_BODY_BYTES = 1024;

const redeemSchema = z.strictObject({
  puzzle: z.string().max(MAX_SIGNED_LENGTH),
  solution: z.string().max(MAX_SOLUTION_LENGTH),
});

const CHALLENGE_MESSAGES = {
  off: 'The local challenge is off: this site checks visitors with Turnstile.',
  crossSite: 'Challenge tokens are only issued to this site\u2019s own pages.',
  refused: 'The challenge answer was not accepted; fetch a new puzzle and try again.',
  tooMany: 'Too many challenge requests from your address; try again shortly.',
} as const;

/**
 * Whether a request comes from another site's page. Browsers send Sec-Fetch-Site and, on POST,
 * Origin; a request from our own pages has `same-origin` and an Origin equal to our host. Scripts
 * outside a browser send neither and pass: this check stops other websites from minting tokens
 * through their visitors' browsers, not a bot (the proof of work prices that).
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true; // 'null' (sandboxed frames, file://) or garbage: not one of our pages
  }
  const hosts = [request.headers.get('x-forwarded-host')?.split(',')[0], request.headers.get('host')]
    .filter((h): h is string => typeof h === 'string' && h !== '')
    .map((h) => h.trim().toLowerCase());
  if (hosts.length === 0) hosts.push(new URL(request.url).host.toLowerCase());
  return !hosts.includes(originHost);
}

export type ChallengeHandlerDeps = {
  /** Null when Turnstile is configured: the route then answers 404. */
  readonly challenge: LocalChallenge | null;
  readonly rateLimiter: RateLimiter;
  readonly now: () => number;
  /** The client a rate limit counts (src/server/http/client-ip.ts); the socket's peer by default. */
  readonly clientKey?: (request: Request) => string;
};

/**
 * GET /api/challenge → 200 `{ puzzle, difficulty, expiresInSeconds }`.
 * POST /api/challenge `{ puzzle, solution }` → 200 `{ token, expiresInSeconds }`; 403 with
 * `error` and `errorCodes` when the answer is refused or the page is another site's; 400/413/415
 * for a malformed body; 429 with Retry-After; 404 when Turnstile is configured.
 */
export function createChallengeHandlers(deps: ChallengeHandlerDeps) {
  /** The challenge when this request may use it, else the refusal to answer with. */
  function admit(request: Request, now: number): { challenge: LocalChallenge } | { refusal: Response } {
    if (!deps.challenge) return { refusal: errorResponse(404, CHALLENGE_MESSAGES.off) };
    const verdict = deps.rateLimiter.hit((deps.clientKey ?? ((r: Request) => clientIdentity(r.headers, 0)))(request), now);
    if (!verdict.allowed) return { refusal: errorResponse(429, CHALLENGE_MESSAGES.tooMany, retryAfterHeaders(verdict)) };
    return { challenge: deps.challenge };
  }

  return {
    GET(request: Request): Promise<Response> {
      const now = deps.now();
      const admitted = admit(request, now);
      if ('refusal' in admitted) return Promise.resolve(admitted.refusal);
      return Promise.resolve(jsonResponse(admitted.challenge.issuePuzzle(now)));
    },

    async POST(request: Request): Promise<Response> {
      const now = deps.now();
      const admitted = admit(request, now);
      if ('refusal' in admitted) return admitted.refusal;
      if (isCrossSiteRequest(request)) return errorResponse(403, CHALLENGE_MESSAGES.crossSite);

      const parsed = await parseBody(request, redeemSchema, { maxBytes: CHALLENGE_MAX_BODY_BYTES, accept: ['json'] });
      if (!parsed.ok) return parsed.response;
      const result = admitted.challenge.redeem(parsed.data.puzzle, parsed.data.solution, now);
      if (!result.ok) return jsonResponse({ error: CHALLENGE_MESSAGES.refused, errorCodes: result.errorCodes }, 403);
      return jsonResponse({ token: result.token, expiresInSeconds: result.expiresInSeconds });
    },
  };
}
