/** POST /api/submit-klaviyo composed from the environment: the signup handler over the selected list. */
import 'server-only';
import { env } from '@/config/env';
import { botCheck } from '@/services/bot-check';
import { createNewsletterFromEnv } from '@/services/newsletter';
import { clientIdentity } from '@/server/http/client-ip';
import { createPerMinuteRateLimiter } from '@/server/http/rate-limit';
import { createSubmitKlaviyoHandler } from './newsletter-handler';

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
