/**
 * The local bot check's challenge (used when no Turnstile keys are set):
 * GET issues a signed ALTCHA proof-of-work challenge; the widget's solution of it is the single-use
 * token a form sends, good for 300 s. Logic and its limits: src/server/bot-check/challenge-handler.ts.
 */
import { challengeHandlers } from '@/server/bot-check';
import { withErrorBoundary } from '@/server/http/responses';

export const dynamic = 'force-dynamic';

/** When spent tokens cannot be recorded, no token could be used: the challenge is unavailable too. */
const UNAVAILABLE = 'The bot check is unavailable right now; please try again shortly.';

export const GET = withErrorBoundary('GET /api/challenge', (request: Request) => challengeHandlers().GET(request), undefined, UNAVAILABLE);
