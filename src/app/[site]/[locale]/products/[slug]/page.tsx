import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localizePath } from '@/config/locales';
import { reviewPage } from '@/domain/reviews/review';
import { reviewListQuerySchema } from '@/domain/reviews/review-schema';
import { ProductReviews } from '@/features/reviews/product-reviews';
import { requestOrigin } from '@/services/http/request-origin';
import { catalogService } from '@/services/catalog';
import { reviewsService } from '@/services/reviews';
import { ProductDetail } from '@/features/catalog/product-detail';
import { productJsonLd, serializeJsonLd } from '@/features/catalog/product-json-ld';
import { requestNonce, resolveSite, type SiteParams } from '../../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = {
  params: Promise<SiteParams & { slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The product for this page, or a 404 when the slug is unknown or the product is not sold in the locale. */
async function loadProduct(params: Props['params']) {
  const site = await resolveSite(params);
  const { slug } = await params;
  const product = await catalogService().productBySlug(slug);
  if (!product || !product.locales.includes(site.locale)) notFound();
  return { site, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, product } = await loadProduct(params);
  return { title: pageTitle(product.name, site), description: product.description };
}

/** A product detail page (§2 "Product card links open the product's own detail page"). */
export default async function ProductPage({ params, searchParams }: Props) {
  const { site, product } = await loadProduct(params);
  const query = reviewListQuerySchema.parse(await searchParams);
  const reviewId = product.bazaarvoiceProductId;
  const [brand, reviews, nonce, origin] = await Promise.all([
    catalogService().brandById(product.brand),
    reviewId ? reviewsService().productReviews(reviewId, query) : Promise.resolve(reviewPage([], query)),
    requestNonce(),
    requestOrigin(),
  ]);
  // The stars, the list and the JSON-LD all read this one answer (one source of truth).
  const rating = reviews.summary;
  const url = localizePath(product.productDetailPageUrl, site.locale);
  const jsonLd = serializeJsonLd(productJsonLd({ product, brand: brand ?? null, rating, origin: origin ?? '', url, reviews: reviews.items }));
  const writeHref = `${localizePath('/write-a-review', site.locale)}${reviewId ? `?product=${encodeURIComponent(reviewId)}` : ''}`;
  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ProductDetail
        product={product}
        brand={brand ?? null}
        brandHref={brand ? localizePath(brand.brandPageUrl, site.locale) : null}
        rating={rating}
        whereToBuyHref={localizePath('/where-to-buy', site.locale)}
        theme={site.theme}
        locale={site.locale}
      >
        {reviewId ? <ProductReviews page={reviews} productName={product.name} path={url} writeHref={writeHref} /> : null}
      </ProductDetail>
    </>
  );
}
