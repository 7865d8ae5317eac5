/**
 * GET /api/quiz/catalog?locale=en-gb: the quiz's catalog slice for a locale (engine facts and
 * product-card data), for the Product Quiz block, which runs in the page builder on the client.
 * The answer is the same for every visitor, so unlike the other API routes it is cacheable.
 */
import { z } from 'zod';
import { LOCALES, QUIZ_CATALOG_CACHE } from '@/config/constants';
import { errorResponse, validate } from '@/server/http';
import { loadQuizCatalog } from '@/features/quiz/load-quiz-catalog';

const querySchema = z.strictObject({ locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }) });

const CACHE_CONTROL = `public, max-age=${QUIZ_CATALOG_CACHE.maxAgeSeconds}, stale-while-revalidate=${QUIZ_CATALOG_CACHE.staleWhileRevalidateSeconds}`;

/** The route's answer; src/app/api/quiz/catalog/route.ts wraps it in the error boundary. */
export async function quizCatalogHandler(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return errorResponse(400, 'Give each query parameter once.');
  const query = validate(querySchema, Object.fromEntries(params), {
    // A missing locale and a wrong one get the same actionable sentence.
    messageFor: (path) => (path[0] === 'locale' ? `locale must be one of ${LOCALES.join(', ')}.` : undefined),
  });
  if (!query.ok) return query.response;
  const catalog = await loadQuizCatalog(query.data.locale);
  return Response.json(catalog, { headers: { 'cache-control': CACHE_CONTROL } });
}
