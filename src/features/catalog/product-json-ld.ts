/**
 * schema.org Product structured data for a detail page, serialized for an inline
 * <script type="application/ld+json">. Pure, so the escaping is unit-tested.
 */
import type { Review } from '@/domain/reviews/review';
import type { Brand, CatalogProduct } from '@/services/catalog';

export type ProductJsonLdInput = {
  readonly product: CatalogProduct;
  readonly brand: Brand | null;
  readonly rating: { readonly average: number; readonly count: number } | null;
  /** The page's absolute origin, so image URLs are absolute as the schema expects. */
  readonly origin: string;
  readonly url: string;
  /** Reviews shown on the page (schema.org Review items); never more than the page lists. */
  readonly reviews?: readonly Review[];
};

export function productJsonLd({ product, brand, rating, origin, url, reviews = [] }: ProductJsonLdInput): Record<string, unknown> {
  const gtin = product.sizesAndUPCs[0]?.upc;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: `${origin}${url}`,
    image: [product.listingImage, product.listingAltImage].filter((s): s is string => s !== null).map((s) => `${origin}${s}`),
    sku: product.id,
    ...(gtin ? { gtin12: gtin } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand.name } } : {}),
    ...(rating && rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.text,
            datePublished: r.date,
            author: { '@type': 'Person', name: r.author },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/**
 * JSON safe inside an HTML <script>: '<' is escaped so no string in the data ("</script>", "<!--")
 * can end the script element early. JSON parsers read \u003c back as '<'.
 *
 * @example serializeJsonLd({ name: '</script>' }); // '{"name":"\\u003c/script>"}'
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
