/**
 * GET /api/bot-check: which bot-check widget the browser should load ({ kind: 'local' } or
 * { kind: 'turnstile', siteKey }). Forms fetch it when the visitor starts using them, never on
 * page load, so blocks rendered from content need no server prop to find the site key.
 */
import { botCheckPublicConfig } from '@/services/bot-check';
import { jsonResponse, withErrorBoundary } from '@/server/http/responses';

export const dynamic = 'force-dynamic';

export const GET = withErrorBoundary('GET /api/bot-check', () => Promise.resolve(jsonResponse(botCheckPublicConfig())));
