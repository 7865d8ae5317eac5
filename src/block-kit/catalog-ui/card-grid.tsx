'use client';

import type { Ref } from 'react';
import { localizePath } from '@/config/locales';
import type { ProductCardData } from '@/ui/product-card/card-data';
import { ProductCard } from '@/ui/product-card/product-card';
import type { BuyActionKind } from '@/ui/product-card/card-buy-action';
import { useBlockEnvironment } from '../block-environment';
import { SmartLink } from '@/ui/smart-link';
import type { ListingEntry } from './listing-logic';
import styles from './catalog-ui.module.css';

/** Product cards in a responsive grid, with listing calls to action between them where placed. */
export function CardGrid({
  entries,
  buyAction,
  headingLevel = 3,
  listRef,
}: {
  readonly entries: ReadonlyArray<ListingEntry<ProductCardData>>;
  /** The list element, for a "Show more" that moves focus to the first new card. */
  readonly listRef?: Ref<HTMLUListElement> | undefined;
  readonly buyAction: BuyActionKind;
  readonly headingLevel?: 2 | 3 | 4;
}) {
  const { locale } = useBlockEnvironment();
  const whereToBuyHref = localizePath('/where-to-buy', locale);
  return (
    <ul ref={listRef} className={styles.grid}>
      {entries.map((e) =>
        e.kind === 'product' ? (
          <li key={e.item.id}>
            <ProductCard product={e.item} whereToBuyHref={whereToBuyHref} buyAction={buyAction} headingLevel={headingLevel} />
          </li>
        ) : (
          <li key={e.key} className={styles.cta} data-listing-cta="">
            <p className={styles.ctaHeading}>{e.cta.heading}</p>
            {e.cta.text ? <p>{e.cta.text}</p> : null}
            <SmartLink url={e.cta.url} className={styles.ctaButton}>
              {e.cta.buttonLabel}
            </SmartLink>
          </li>
        ),
      )}
    </ul>
  );
}
