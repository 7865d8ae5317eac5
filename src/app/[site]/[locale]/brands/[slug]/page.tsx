import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { IMAGES } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { catalogService } from '@/services/catalog';
import { smartBuyScriptUrl } from '@/services/store-locator';
import styles from '@/features/catalog/catalog-pages.module.css';
import { loadProductCards } from '@/features/catalog/load-cards';
import { ProductCard } from '@/ui/product-card/product-card';
import { resolveSite, type SiteParams } from '../../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams & { slug: string }> };

/** The brand and its products in this locale; a 404 for an unknown slug or a brand with nothing sold here. */
async function loadBrand(params: Props['params']) {
  const site = await resolveSite(params);
  const { slug } = await params;
  const brand = await catalogService().brandBySlug(slug);
  if (!brand) notFound();
  const products = await catalogService().productsByBrand(brand.id, site.locale);
  if (products.length === 0) notFound();
  return { site, brand, products };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, brand } = await loadBrand(params);
  return { title: pageTitle(brand.name, site), description: brand.shortDescription };
}

/** A brand (product line) page: the brand pill's and the brands dropdown's target (§2, §3 brandPageUrl). */
export default async function BrandPage({ params }: Props) {
  const { site, brand, products } = await loadBrand(params);
  const cards = await loadProductCards(products, site.locale);
  const buyAction = smartBuyScriptUrl(site.locale) ? 'shop-now' : 'where-to-buy';
  const whereToBuyHref = localizePath('/where-to-buy', site.locale);
  return (
    <div className={styles.page}>
      <div className={styles.brandHero}>
        <div>
          <h1 className={styles.brandTitle}>{brand.name}</h1>
          <p className={styles.lead}>{brand.shortDescription}</p>
        </div>
        <Image
          src={brand.listingImage}
          alt={brand.listingImageAltText}
          width={IMAGES.productCardImageWidth}
          height={IMAGES.productCardImageWidth}
          sizes={`(max-width: 640px) 100vw, ${IMAGES.productCardImageWidth}px`}
          priority
        />
      </div>
      <section aria-labelledby="brand-products" className={styles.section}>
        <h2 id="brand-products">
          {products.length} {products.length === 1 ? 'recipe' : 'recipes'}
        </h2>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.id}>
              <ProductCard product={card} whereToBuyHref={whereToBuyHref} buyAction={buyAction} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
