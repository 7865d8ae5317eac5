/** GET /api/quiz/catalog?locale=…: the quiz's catalog slice, cacheable. Logic: src/server/quiz/catalog-handler.ts. */
import { withErrorBoundary } from '@/server/http/responses';
import { quizCatalogHandler } from '@/server/quiz/catalog-handler';

export const GET = withErrorBoundary('GET /api/quiz/catalog', quizCatalogHandler);
