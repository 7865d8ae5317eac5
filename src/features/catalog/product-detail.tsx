/**
 * A product detail page's body (composition is ours; §3 Product fields and feeding guidelines):
 * images, brand, rating, description, calls to action (by audience), sizes and barcodes in the
 * locale's units and form, ingredients, guaranteed analysis with the label's nutritional adequacy
 * statement, and feeding guidelines in the locale's units. Server-rendered; the shop-now button is
 * the only island.
 */
import type { ReactNode } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { IMAGES, type Locale } from '@/config/constants';
import { LOCALE_OPTIONS } from '@/config/locales';
import { respell } from '@/domain/locale/spelling';
import { barcodeKind, packBarcode, packSizeLabel } from '@/domain/product/pack-size';
import { adequacyStatement } from '@/services/catalog/adequacy';
import { feedingTableRows } from '@/services/catalog/feeding-units';
import type { Brand, CatalogProduct } from '@/services/catalog';
import { whereToBuyUrl } from '@/ui/product-card/link-rules';
import { StarRating } from '@/ui/product-card/star-rating';
import type { Theme } from '@/config/themes';
import { FeedingGuidelinesTable } from './feeding-guidelines-table';
import { ProductCalls } from './product-calls';
import { productCopy } from './product-copy';
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
  /** The site's theme: the calls to action differ for vets (see ProductCalls). */
  readonly theme: Theme;
  /** The page's locale: pack sizes, barcodes, spelling and feeding units follow it. */
  readonly locale: Locale;
  /** Sections after the product facts (the reviews). */
  readonly children?: ReactNode;
}) {
  const upc = product.sizesAndUPCs[0]?.upc ?? null;
  const copy = productCopy(product, locale);
  // Vets buy nothing on this site (see ProductCalls), so their pack table has no store links.
  const shopsHere = theme === 'main';
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
          <p className={styles.lead}>{copy.description}</p>
          <ProductCalls theme={theme} locale={locale} productId={product.id} productName={product.name} upc={upc} whereToBuyHref={whereToBuyHref} />
        </div>
      </div>

      <section aria-labelledby="sizes" className={styles.section}>
        <h2 id="sizes">Sizes</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">{barcodeKind(locale)}</th>
              {shopsHere ? <th scope="col">Where to buy</th> : null}
            </tr>
          </thead>
          <tbody>
            {product.sizesAndUPCs.map((s) => {
              const size = packSizeLabel(s, locale);
              const barcode = packBarcode(s, locale);
              return (
                <tr key={s.upc}>
                  <th scope="row">{size}</th>
                  <td>
                    <code>{barcode}</code>
                  </td>
                  {shopsHere ? (
                    <td>
                      {/* The locator reads either form of the barcode, so the link carries the one shown. */}
                      <Link href={whereToBuyUrl(whereToBuyHref, barcode)}>
                        Find {size}
                        <span className="visually-hidden"> of {product.name}</span>
                      </Link>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="ingredients" className={styles.section}>
        <h2 id="ingredients">Ingredients</h2>
        <p>{copy.ingredients.join(', ')}.</p>
      </section>

      <section aria-labelledby="analysis" className={styles.section}>
        <h2 id="analysis">Guaranteed analysis</h2>
        <table className={styles.table}>
          <tbody>
            {ANALYSIS.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {respell(row.label, locale)}
                  {row.kind ? ` (${row.kind})` : ''}
                </th>
                <td className={styles.figure}>
                  {new Intl.NumberFormat(LOCALE_OPTIONS[locale].htmlLang, { maximumFractionDigits: 3 }).format(product.nutrition[row.key])}
                  {row.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.statement}>{respell(adequacyStatement(product), locale)}</p>
      </section>

      <section aria-labelledby="feeding" className={styles.section}>
        <h2 id="feeding">Feeding guidelines</h2>
        <FeedingGuidelinesTable
          rows={feedingTableRows(product, locale)}
          caption={
            product.productType === 'topper'
              ? `Daily amounts of ${product.name} to add over your pet's usual food, by your pet's weight`
              : `Daily amounts of ${product.name} by your pet's weight`
          }
        />
      </section>
      {children}
    </article>
  );
}
