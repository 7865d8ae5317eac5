import 'server-only';
import { env, serviceModes, type ServerEnv } from '@/config/env';
import { botCheck } from '@/services/bot-check';
import { clientIdentity } from '@/services/http/client-ip';
import { createPerMinuteRateLimiter } from '@/services/http/rate-limit';
import { sharedDatabase } from '@/services/store/database';
import { openedOnFirstUse } from '@/services/store/storage-state';
import { createKlaviyoNewsletter } from './klaviyo';
import { createLocalNewsletter } from './local';
import { createSubmitKlaviyoHandler } from './submit-handler';
import type { NewsletterService } from './types';


/** The newsletter list the environment selects: Klaviyo when its keys are set, else SQLite. */
function createNewsletterFromEnv(e: ServerEnv, fetchImpl: typeof fetch = fetch): NewsletterService {
  if (serviceModes(e).newsletter === 'klaviyo' && e.KLAVIYO_PRIVATE_KEY && e.KLAVIYO_LIST_ID) {
    return createKlaviyoNewsletter({ privateKey: e.KLAVIYO_PRIVATE_KEY, listId: e.KLAVIYO_LIST_ID, fetch: fetchImpl });
  }
  return openedOnFirstUse(() => createLocalNewsletter({ db: sharedDatabase(e.DATA_DIR) }));
}

let cachedHandler: ((request: Request) => Promise<Response>) | undefined;

/** POST /api/submit-klaviyo, composed from the environment on first use. */
export function submitKlaviyoHandler(): (request: Request) => Promise<Response> {
  if (!cachedHandler) {
    const e = env();
    cachedHandler = createSubmitKlaviyoHandler({
      newsletter: createNewsletterFromEnv(e),
      botCheck: botCheck(),
      rateLimiter: createPerMinuteRateLimiter({ perMinute: e.SIGNUP_RATE_LIMIT_PER_MINUTE }),
      now: Date.now,
      clientKey: (request) => clientIdentity(request.headers, e.TRUSTED_PROXY_HOPS),
    });
  }
  return cachedHandler;
}
