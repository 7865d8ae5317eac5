import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/quiz/catalog/route';
import { QUIZ_CATALOG_CACHE } from '@/config/constants';
import { catalogService } from '@/services/catalog';
import { quizCatalogSchema } from '@/features/quiz/quiz-catalog';

const get = (query: string) => GET(new Request(`http://localhost:3000/api/quiz/catalog${query}`));

describe('GET /api/quiz/catalog', () => {
  it('answers the locale’s catalog slice: facts and a card for every product sold there, cacheable', async () => {
    const response = await get('?locale=en-gb');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      `public, max-age=${QUIZ_CATALOG_CACHE.maxAgeSeconds}, stale-while-revalidate=${QUIZ_CATALOG_CACHE.staleWhileRevalidateSeconds}`,
    );
    const slice = quizCatalogSchema.parse(await response.json());
    const sold = await catalogService().products({ locale: 'en-gb' });
    expect(slice.products.map((p) => p.id)).toEqual(sold.map((p) => p.id));
    expect(slice.products.length).toBeGreaterThan(0);
    for (const product of slice.products) expect(slice.cards[product.id]?.name).toBe(sold.find((p) => p.id === product.id)?.name);
  });

  it.each([
    ['', 'locale must be one of en-us, en-ca, en-gb.'],
    ['?locale=fr-fr', 'locale must be one of en-us, en-ca, en-gb.'],
    ['?locale=en-us&locale=en-gb', 'Give each query parameter once.'],
    ['?locale=en-us&debug=1', 'Unknown field "debug".'],
  ])('a bad query (%s) is refused with 400 and a message, never cached', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: message });
  });
});
