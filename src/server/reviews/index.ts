/** POST and GET /api/reviews (and GET /api/reviews/ratings) composed from the environment: the handlers over the selected reviews service. */
import 'server-only';
import { env } from '@/config/env';
import { botCheck } from '@/services/bot-check';
import { reviewsService } from '@/services/reviews';
import { clientIdentity } from '@/server/http/client-ip';
import { createPerMinuteRateLimiter } from '@/server/http/rate-limit';
import { createReviewsHandlers } from './reviews-handler';

let cachedHandlers: ReturnType<typeof createReviewsHandlers> | undefined;

/** POST and GET /api/reviews, composed from the environment on first use. */
export function reviewsHandlers(): ReturnType<typeof createReviewsHandlers> {
  if (!cachedHandlers) {
    const e = env();
    cachedHandlers = createReviewsHandlers({
      reviews: reviewsService(),
      botCheck: botCheck(),
      rateLimiter: createPerMinuteRateLimiter({ perMinute: e.SIGNUP_RATE_LIMIT_PER_MINUTE }),
      now: Date.now,
      clientKey: (request) => clientIdentity(request.headers, e.TRUSTED_PROXY_HOPS),
    });
  }
  return cachedHandlers;
}
