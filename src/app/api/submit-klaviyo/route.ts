/**
 * POST /api/submit-klaviyo (§7): newsletter signup. The logic lives in
 * src/services/newsletter/submit-handler.ts, where tests call it with real Requests.
 */
import { withErrorBoundary } from '@/services/http/responses';
import { submitKlaviyoHandler } from '@/services/newsletter';

export const dynamic = 'force-dynamic';

export const POST = withErrorBoundary('POST /api/submit-klaviyo', (request: Request) => submitKlaviyoHandler()(request));
