/**
 * POST /api/submit-klaviyo (§7): newsletter signup. The logic lives in
 * src/server/newsletter/newsletter-handler.ts, where tests call it with real Requests.
 */
import { withErrorBoundary } from '@/server/http/responses';
import { submitKlaviyoHandler } from '@/server/newsletter';

export const dynamic = 'force-dynamic';

export const POST = withErrorBoundary('POST /api/submit-klaviyo', (request: Request) => submitKlaviyoHandler()(request));
