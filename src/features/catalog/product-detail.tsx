/**
 * A product detail page's body (composition is ours; §3 Product fields and feeding guidelines):
 * images, brand, rating, description, calls to action (by audience), sizes and UPCs, ingredients,
 * guaranteed analysis and feeding guidelines. Server-rendered; the shop-now button is the only island.
 */
import type { ReactNode } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { IMAGES } from '@/config/constants';
import type { Brand, CatalogProduct } from '@/services/catalog';
import { whereToBuyUrl } from '@/ui/product-card/link-rules';
import { StarRating } from '@/ui/product-card/star-rating';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { FeedingGuidelinesTable } from './feeding-guidelines-table';
import { ProductCalls } from './product-calls';
import styles from './catalog-pages.module.css';

const ANALYSIS: ReadonlyArray<{ key: keyof CatalogProduct['nutrition']; label: string; unit: string; kind: 'min' | 'max' | '' }> = [
  { key: 'proteinPct', label: 'Crude protein', unit: '%', kind: 'min' },
  { key: 'fatPct', label: 'Crude fat', unit: '%', kind: 'min' },
  { key: 'fiberPct', label: 'Crude fiber', unit: '%', kind: 'max' },
  { key: 'moisturePct', label: 'Moisture', unit: '%', kind: 'max' },
  { key: 'sodiumPct', label: 'Sodium', unit: '%', kind: '' },
  { key: 'phosphorusPct', label: 'Phosphorus', unit: '%', kind: '' },
  { key: 'magnesiumPct', label: 'Magnesium', unit: '%', kind: '' },
  { key: 'copperMgPerKg', label: 'Copper', unit: ' mg/kg', kind: '' },
  { key: 'omega3Pct', label: 'Omega-3 fatty acids', unit: '%', kind: 'min' },
  { key: 'kcalPerCup', label: 'Calories', unit: ' kcal per cup', kind: '' },
  { key: 'kcalPerKg', label: 'Calories', unit: ' kcal per kg', kind: '' },
];

export function ProductDetail({
  product,
  brand,
  brandHref,
  rating,
  whereToBuyHref,
  theme,
  locale,
  children,
}: {
  readonly product: CatalogProduct;
  readonly brand: Brand | null;
  readonly brandHref: string | null;
  readonly rating: { readonly average: number; readonly count: number } | null;
  /** The localized /where-to-buy path. */
  readonly whereToBuyHref: string;
  /** The site's theme and locale: the calls to action differ for vets (see ProductCalls). */
  readonly theme: Theme;
  readonly locale: Locale;
  /** Sections after the product facts (the reviews). */
  readonly children?: ReactNode;
}) {
  const upc = product.sizesAndUPCs[0]?.upc ?? null;
  return (
    <article className={styles.page} aria-labelledby="product-name">
      <div className={styles.hero}>
        <div className={styles.gallery}>
          <Image
            src={product.listingImage}
            alt={product.name}
            width={IMAGES.productCardImageWidth}
            height={IMAGES.productCardImageWidth}
            sizes={`(max-width: 640px) 100vw, ${IMAGES.productCardImageWidth}px`}
            priority
          />
          {product.listingAltImage ? (
            <Image
              src={product.listingAltImage}
              alt={`${product.name}, served`}
              width={IMAGES.productCardImageWidth}
              height={IMAGES.productCardImageWidth}
              sizes={`(max-width: 640px) 50vw, ${IMAGES.productCardImageWidth / 2}px`}
            />
          ) : null}
        </div>
        <div className={styles.summary}>
          {brand && brandHref ? (
            <Link href={brandHref} className={styles.pill}>
              {brand.name}
            </Link>
          ) : null}
          <h1 id="product-name">{product.name}</h1>
          {rating ? <StarRating average={rating.average} count={rating.count} /> : null}
          <p className={styles.lead}>{product.description}</p>
          <ProductCalls theme={theme} locale={locale} productId={product.id} productName={product.name} upc={upc} whereToBuyHref={whereToBuyHref} />
        </div>
      </div>

      <section aria-labelledby="sizes" className={styles.section}>
        <h2 id="sizes">Sizes</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">UPC</th>
              <th scope="col">Where to buy</th>
            </tr>
          </thead>
          <tbody>
            {product.sizesAndUPCs.map((s) => (
              <tr key={s.upc}>
                <th scope="row">{s.size}</th>
                <td>
                  <code>{s.upc}</code>
                </td>
                <td>
                  <Link href={whereToBuyUrl(whereToBuyHref, s.upc)}>
                    Find {s.size}
                    <span className="visually-hidden"> of {product.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="ingredients" className={styles.section}>
        <h2 id="ingredients">Ingredients</h2>
        <p>{product.ingredients.join(', ')}.</p>
      </section>

      <section aria-labelledby="analysis" className={styles.section}>
        <h2 id="analysis">Guaranteed analysis</h2>
        <table className={styles.table}>
          <tbody>
            {ANALYSIS.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {row.label}
                  {row.kind ? ` (${row.kind})` : ''}
                </th>
                <td>
                  {product.nutrition[row.key]}
                  {row.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="feeding" className={styles.section}>
        <h2 id="feeding">Feeding guidelines</h2>
        <FeedingGuidelinesTable items={product.feedingGuidelines} caption={`Daily amounts of ${product.name} by your pet's weight`} />
      </section>
      {children}
    </article>
  );
}
