/**
 * POST /api/builder/webhook: Builder.io's publish notifications drop the stored pages they change.
 * The logic lives in src/server/builder/webhook-handler.ts, where tests call it with real Requests.
 */
import { withErrorBoundary } from '@/server/http/responses';
import { builderWebhookHandler } from '@/server/builder';

export const dynamic = 'force-dynamic';

export const POST = withErrorBoundary('POST /api/builder/webhook', (request: Request) => builderWebhookHandler()(request));
