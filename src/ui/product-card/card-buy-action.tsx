'use client';

/**
 * The card's commerce call to action (§2): a where-to-buy link, or a shop-now smart button that
 * opens the store-locator modal through its window event (§2: "opened by a window event carrying a
 * product identifier"). Both report their §7 analytics event.
 */
import Link from 'next/link';
// Not the modals barrel: its zod detail schemas would ride into every page with a product card.
import { LOCATOR_MODAL_OPEN_EVENT } from '@/machines/modals/window-event-names';
import type { LocatorModalDetail } from '@/machines/modals/window-events';
import { buyOnline, track, whereToBuy } from '@/services/analytics';
import styles from './product-card.module.css';

export type BuyActionKind = 'where-to-buy' | 'shop-now';

const WHERE_TO_BUY_LABEL = 'Where to buy';
const SHOP_NOW_LABEL = 'Shop now';

/** Opens the store-locator modal on its buy-online view for a product: shop now means buying online (§2 `ons=1`). */
function openBuyOnline(productId: string): void {
  const detail: LocatorModalDetail = { productId, online: true };
  window.dispatchEvent(new CustomEvent(LOCATOR_MODAL_OPEN_EVENT, { detail }));
}

export function CardBuyAction({
  kind,
  href,
  productId,
  upc,
  productName,
  label,
  secondary = false,
}: {
  readonly kind: BuyActionKind;
  /** The localized where-to-buy URL with sc-upc. */
  readonly href: string;
  readonly productId: string;
  readonly upc: string | null;
  readonly productName: string;
  /** The visible label when the default does not fit the place ("Buy online" beside "Where to buy"). */
  readonly label?: string;
  /** Drawn as an outline, for the second of two actions side by side. */
  readonly secondary?: boolean;
}) {
  const className = secondary ? `${styles.action} ${styles.actionSecondary}` : styles.action;
  // The product's name completes the visible label for screen-reader link lists (WCAG 2.4.4).
  const context = <span className="visually-hidden"> {productName}</span>;
  if (kind === 'shop-now') {
    return (
      <button
        type="button"
        className={className}
        data-shop-now=""
        onClick={() => {
          track(buyOnline({ productId, upc: upc ?? undefined }));
          openBuyOnline(upc ?? productId);
        }}
      >
        {label ?? SHOP_NOW_LABEL}
        {context}
      </button>
    );
  }
  return (
    // data-intent-tracked: this link reports its own intent (with the product id), so the shell's
    // delegated click tracking does not report it a second time.
    <Link href={href} className={className} data-intent-tracked="" onClick={() => track(whereToBuy({ productId, upc: upc ?? undefined }))}>
      {label ?? WHERE_TO_BUY_LABEL}
      {context}
    </Link>
  );
}
