/**
 * The shared product card used by listings, search results
 * and quiz results (§2 Product card): square media with the alternate swapped in on hover or focus,
 * a brand pill linking to the brand page, the name linking to the detail page (§2 link rules), an
 * inline star rating, and a where-to-buy link or a shop-now smart button.
 *
 * No 'use client': the card renders on the server; only the media swap (ProductCardFrame) and the
 * buy action (analytics, window event) are client islands. Client callers (search panel, quiz) may
 * import it too; it uses no server-only modules.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CssVars } from '@/ui/css-vars';
import type { ProductCardData } from './card-data';
import { CardBuyAction, type BuyActionKind } from './card-buy-action';
import { NEW_TAB_REL, detailLinkTarget, whereToBuyUrl } from './link-rules';
import { ProductCardFrame } from './product-card-frame';
import { StarRating } from './star-rating';
import styles from './product-card.module.css';

export type ProductCardProps = {
  readonly product: ProductCardData;
  /** The /where-to-buy path in the current locale. */
  readonly whereToBuyHref: string;
  /** Extra content under the card (e.g. the quiz's explanation). */
  readonly children?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4;
  /** 'shop-now' when the smart-buy button is enabled for the locale (§2); a where-to-buy link otherwise. */
  readonly buyAction?: BuyActionKind;
  /** Calls to action in place of the single buy action (the quiz results show Buy online and Where to buy). */
  readonly actions?: ReactNode;
  readonly className?: string;
};

const NEW_TAB_NOTE = '(opens in a new tab)';

export function ProductCard({ product, whereToBuyHref, children, headingLevel = 3, buyAction = 'where-to-buy', actions, className }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const target = product.target ?? detailLinkTarget(product.href, []);
  const pillColor: CssVars = { '--brand-color': product.brand?.color };
  return (
    <ProductCardFrame productId={product.id} image={product.image} alternate={product.alternate} className={className}>
      <div className={styles.body}>
        {product.brand ? (
          <Link href={product.brand.href} className={styles.pill} style={pillColor}>
            {product.brand.name}
          </Link>
        ) : null}
        <Heading className={styles.name}>
          {target === 'new-tab' ? (
            <a href={product.href} target="_blank" rel={NEW_TAB_REL} className={styles.nameLink}>
              {product.name}
              <span className="visually-hidden"> {NEW_TAB_NOTE}</span>
            </a>
          ) : (
            <Link href={product.href} className={styles.nameLink}>
              {product.name}
            </Link>
          )}
        </Heading>
        {product.rating ? <StarRating average={product.rating.average} count={product.rating.count} /> : null}
        {children}
        <div className={styles.actions}>
          {actions ?? (
            <CardBuyAction
              kind={buyAction}
              href={whereToBuyUrl(whereToBuyHref, product.upc)}
              productId={product.id}
              upc={product.upc}
              productName={product.name}
            />
          )}
        </div>
      </div>
    </ProductCardFrame>
  );
}
