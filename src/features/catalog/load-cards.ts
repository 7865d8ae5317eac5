/**
 * Builds product cards on the server: brands and review ratings joined to catalog products (one
 * ratings request per listing, §2 card rating). A reviews outage yields cards without stars.
 */
import 'server-only';
import { env } from '@/config/env';
import type { Locale } from '@/config/constants';
import { catalogService, type Product } from '@/services/catalog';
import { reviewsService } from '@/services/reviews';
import { toProductCardData, type ProductCardData } from '@/ui/product-card/card-data';

export async function loadProductCards(products: readonly Product[], locale: Locale): Promise<ProductCardData[]> {
  const brands = new Map((await catalogService().brands()).map((b) => [b.id, b]));
  const ids = products.map((p) => p.bazaarvoiceProductId).filter((id): id is string => id !== null);
  const ratings = await reviewsService().ratingSummaries(ids);
  const sameSiteHosts = env().VET_HOSTS;
  return products.map((p) =>
    toProductCardData(p, brands.get(p.brand) ?? null, p.bazaarvoiceProductId ? (ratings.get(p.bazaarvoiceProductId) ?? null) : null, {
      locale,
      sameSiteHosts,
    }),
  );
}
