/** POST /api/builder/webhook composed from the environment: the handler over this process's page store. */
import 'server-only';
import { env } from '@/config/env';
import { pageStoreControl } from '@/services/http/page-store-control';
import { createBuilderWebhookHandler } from './webhook-handler';

let cachedHandler: ((request: Request) => Promise<Response>) | undefined;

/** POST /api/builder/webhook, composed from the environment on first use. */
export function builderWebhookHandler(): (request: Request) => Promise<Response> {
  cachedHandler ??= createBuilderWebhookHandler({ secret: env().BUILDER_WEBHOOK_SECRET, pageStore: pageStoreControl });
  return cachedHandler;
}
