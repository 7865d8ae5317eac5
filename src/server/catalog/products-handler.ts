/**
 * GET /api/catalog/products: the catalog slice a listing block asks for (see
 * src/features/catalog/listing-api.ts). Bad queries answer 400 with a message; nothing here is
 * per-visitor, so answers may be cached briefly.
 */
import { z } from 'zod';
import { localizePath } from '@/config/locales';
import { catalogService, type CatalogProduct } from '@/services/catalog';
import { type ListingResponse } from '@/features/catalog/listing-api';
import { listingQuerySchema } from '@/features/catalog/listing-query';
import { errorResponse, jsonResponse } from '@/server/http';
import { loadProductCards } from '@/features/catalog/load-cards';

// The catalog changes with a deploy; a minute of caching spares repeat renders.
const CACHE = { 'cache-control': 'public, max-age=60' };

/** The route's answer; src/app/api/catalog/products/route.ts wraps it in the error boundary. */
export async function catalogProductsHandler(request: Request): Promise<Response> {
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = listingQuerySchema.safeParse(raw);
  if (!parsed.success) return errorResponse(400, `Invalid catalog query: ${z.prettifyError(parsed.error)}`);
  const q = parsed.data;
  const catalog = catalogService();

  let products: readonly CatalogProduct[] = await catalog.products({
    locale: q.locale,
    ...(q.species ? { species: q.species } : {}),
    ...(q.brand ? { brand: q.brand } : {}),
    ...(q.tags ? { tags: q.tags } : {}),
    ...(q.vetNeed ? { vetDietaryNeed: q.vetNeed } : {}),
    ...(q.form ? { form: q.form } : {}),
    ...(q.texture ? { texture: q.texture } : {}),
    ...(q.lifeStage ? { lifeStage: q.lifeStage } : {}),
  });
  if (q.ids) {
    const wanted = q.ids;
    const byKey = new Map(products.flatMap((p) => [[p.id, p] as const, [p.slug, p] as const]));
    products = wanted.map((k) => byKey.get(k)).filter((p): p is CatalogProduct => p !== undefined);
  }
  if (q.limit) products = products.slice(0, q.limit);

  const cards = await loadProductCards(products, q.locale);
  const inLocale = new Set((await catalog.products({ locale: q.locale })).map((p) => p.brand));
  const body: ListingResponse = {
    locale: q.locale,
    products: products.map((p, i) => {
      const card = cards[i];
      if (!card) throw new Error(`no card for ${p.id}`);
      return {
        card,
        slug: p.slug,
        species: p.species,
        tags: p.tags,
        dietaryNeeds: p.dietaryNeeds,
        vetDietaryNeeds: p.vetDietaryNeeds,
        productType: p.productType,
        protein: p.protein,
        nutrition: p.nutrition,
      };
    }),
    brands: (await catalog.brands())
      .filter((b) => inLocale.has(b.id))
      .map((b) => ({
        id: b.id,
        name: b.name,
        shortDescription: b.shortDescription,
        image: b.listingImage,
        imageAlt: b.listingImageAltText,
        href: localizePath(b.brandPageUrl, q.locale),
      })),
  };
  return jsonResponse(body, 200, CACHE);
}
