import { clientIdentity } from '@/server/http/client-ip';
import { requestHosts } from '@/server/http/request-hosts';
import { retryAfterHeaders, type RateLimiter } from '@/server/http/rate-limit';
import { errorResponse, jsonResponse } from '@/server/http/responses';
import type { LocalChallenge } from '@/services/bot-check/local';

const CHALLENGE_MESSAGES = {
  off: 'The local challenge is off: this site checks visitors with Turnstile.',
  crossSite: 'Challenges are only issued to this site\u2019s own pages.',
  tooMany: 'Too many challenge requests from your address; try again shortly.',
} as const;

/**
 * Whether a request comes from another site's page. Browsers send Sec-Fetch-Site and, on POST,
 * Origin; a request from our own pages has `same-origin` and an Origin equal to our host. Scripts
 * outside a browser send neither and pass: this check stops other websites from spending a
 * visitor's challenge budget through their browsers, not a bot (the proof of work prices that).
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
  return !requestHosts(request).includes(originHost);
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
 * GET /api/challenge → 200 with an ALTCHA challenge `{ parameters, signature }` for the widget
 * (its solution, base64 JSON, is the token a form sends); 403 when the page is another site's;
 * 429 with Retry-After; 404 when Turnstile is configured.
 */
export function createChallengeHandlers(deps: ChallengeHandlerDeps) {
  return {
    async GET(request: Request): Promise<Response> {
      if (!deps.challenge) return errorResponse(404, CHALLENGE_MESSAGES.off);
      const now = deps.now();
      const verdict = deps.rateLimiter.hit((deps.clientKey ?? ((r: Request) => clientIdentity(r.headers, 0)))(request), now);
      if (!verdict.allowed) return errorResponse(429, CHALLENGE_MESSAGES.tooMany, retryAfterHeaders(verdict));
      if (isCrossSiteRequest(request)) return errorResponse(403, CHALLENGE_MESSAGES.crossSite);
      return jsonResponse(await deps.challenge.issueChallenge(now));
    },
  };
}
