/**
 * POST /api/reviews (a review from /write-a-review, stored as pending) and GET /api/reviews (a page
 * of a product's published reviews). Logic: src/server/reviews/reviews-handler.ts.
 */
import { withErrorBoundary } from '@/server/http/responses';
import { reviewsHandlers } from '@/server/reviews';

export const dynamic = 'force-dynamic';

// Composing the handlers happens inside the boundary too: a failure there is a JSON answer, not an empty 500.
export const POST = withErrorBoundary('POST /api/reviews', (request: Request) => reviewsHandlers().POST(request));
export const GET = withErrorBoundary('GET /api/reviews', (request: Request) => reviewsHandlers().GET(request));
