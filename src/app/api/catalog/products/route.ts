/** GET /api/catalog/products: a listing block's catalog slice. Logic: src/server/catalog/products-handler.ts. */
import { catalogProductsHandler } from '@/server/catalog/products-handler';
import { withErrorBoundary } from '@/server/http/responses';

export const GET = withErrorBoundary('GET /api/catalog/products', catalogProductsHandler);
