/**
 * GET /api/reviews/ratings?ids=…: star summaries for product cards the browser builds (search
 * results). Logic: src/server/reviews/reviews-handler.ts.
 */
import { withErrorBoundary } from '@/server/http/responses';
import { reviewsHandlers } from '@/server/reviews';

export const dynamic = 'force-dynamic';

export const GET = withErrorBoundary('GET /api/reviews/ratings', (request: Request) => reviewsHandlers().RATINGS(request));
