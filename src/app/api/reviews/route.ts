/**
 * POST /api/reviews (a review from /write-a-review, stored as pending) and GET /api/reviews (a page
 * of a product's published reviews). Logic: src/services/reviews/reviews-handler.ts.
 */
import { reviewsHandlers } from '@/services/reviews';

export const dynamic = 'force-dynamic';

export const POST = (request: Request) => reviewsHandlers().POST(request);
export const GET = (request: Request) => reviewsHandlers().GET(request);
