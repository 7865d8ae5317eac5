/**
 * The calls to action at the top of a product page, by audience. Pet owners (main theme) get the
 * purchase calls: shop now (the buy-online smart button), find it in a store, buy online. Vets
 * (vet theme) buy nothing on this site (§2: where to buy is the main theme's, §6: the vet header
 * has only 'contact us'), so they get what a clinic asks about a recipe instead: the nutrition
 * team and the feeding guidelines.
 */
import Link from 'next/link';
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import type { Theme } from '@/config/themes';
import { Button } from '@/ui/button';
import { CardBuyAction } from '@/ui/product-card/card-buy-action';
import { whereToBuyUrl } from '@/ui/product-card/link-rules';
import styles from './catalog-pages.module.css';

export type ProductCallsProps = {
  readonly theme: Theme;
  readonly locale: Locale;
  readonly productId: string;
  readonly productName: string;
  /** The UPC of the product's first size, which preselects it in the store locator. */
  readonly upc: string | null;
  /** The localized /where-to-buy path. */
  readonly whereToBuyHref: string;
};

/** The vet calls' labels (ours, not the spec's). */
const VET_PRODUCT_CALLS = { contact: 'Ask our nutrition team', feeding: 'Feeding guidelines' } as const;

export function ProductCalls({ theme, locale, productId, productName, upc, whereToBuyHref }: ProductCallsProps) {
  if (theme === 'vet') {
    return (
      <div className={styles.ctas}>
        <Button label={VET_PRODUCT_CALLS.contact} url={localizePath('/contact', locale)} style="Solid" color="Theme" size="Md" openInNewTab={false} />
        <Link href={localizePath('/feeding-guidelines', locale)} className={styles.secondary}>
          {VET_PRODUCT_CALLS.feeding}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.ctas}>
      <CardBuyAction kind="shop-now" href={whereToBuyUrl(whereToBuyHref, upc)} productId={productId} upc={upc} productName={productName} />
      <Link href={whereToBuyUrl(whereToBuyHref, upc)} className={styles.secondary}>
        Find it in a store<span className="visually-hidden"> near you</span>
      </Link>
      <Link href={whereToBuyUrl(whereToBuyHref, upc, { online: true })} className={styles.secondary}>
        Buy online
      </Link>
    </div>
  );
}
