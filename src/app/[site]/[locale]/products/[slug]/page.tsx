import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localizePath } from '@/config/locales';
import { requestOrigin } from '@/services/http/request-origin';
import { catalogService } from '@/services/catalog';
import { reviewsService } from '@/services/reviews';
import { ProductDetail } from '@/features/catalog/product-detail';
import { productJsonLd, serializeJsonLd } from '@/features/catalog/product-json-ld';
import { requestNonce, resolveSite, type SiteParams } from '../../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams & { slug: string }> };

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
export default async function ProductPage({ params }: Props) {
  const { site, product } = await loadProduct(params);
  const [brand, rating, nonce, origin] = await Promise.all([
    catalogService().brandById(product.brand),
    product.bazaarvoiceProductId ? reviewsService().ratingSummary(product.bazaarvoiceProductId) : Promise.resolve(null),
    requestNonce(),
    requestOrigin(),
  ]);
  const url = localizePath(product.productDetailPageUrl, site.locale);
  const jsonLd = serializeJsonLd(productJsonLd({ product, brand: brand ?? null, rating, origin: origin ?? '', url }));
  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ProductDetail
        product={product}
        brand={brand ?? null}
        brandHref={brand ? localizePath(brand.brandPageUrl, site.locale) : null}
        rating={rating}
        whereToBuyHref={localizePath('/where-to-buy', site.locale)}
      />
    </>
  );
}
