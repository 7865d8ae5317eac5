'use client';

/**
 * "Show more" for a product listing: a phone would otherwise scroll past every product of the
 * catalog (one listing was 46,000 px tall at 390 px). The listing shows LISTING_PAGE_SIZE products,
 * a live count says how many of how many are shown, and the button adds the next page and moves
 * focus to the first new product, so a keyboard or screen-reader visitor carries on reading where
 * the new products begin instead of back at the button.
 *
 * Listings are client islands (they fetch their slice of the catalog), so this is a button, not a
 * link: without JavaScript there is no listing to page.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ActionButton } from '@/ui/button';
import { LISTING_PAGE_SIZE } from './listing-logic';
import styles from './catalog-ui.module.css';

/**
 * How many products to show, starting over at one page whenever `resetKey` (the active filters)
 * changes; `more()` adds a page and asks for focus on the first product it added.
 */
export function useShowMore(resetKey: string, listRef: RefObject<HTMLUListElement | null>) {
  const [state, setState] = useState({ key: resetKey, limit: LISTING_PAGE_SIZE });
  const limit = state.key === resetKey ? state.limit : LISTING_PAGE_SIZE;
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    // The first card of the new page: its product link (the card's name) is where reading resumes.
    const items = listRef.current?.querySelectorAll<HTMLElement>(':scope > li:not([data-listing-cta])');
    items?.[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [limit, listRef]);

  const more = useCallback(() => {
    focusFrom.current = limit;
    setState({ key: resetKey, limit: limit + LISTING_PAGE_SIZE });
  }, [limit, resetKey]);

  return { limit, more };
}

export function ShowMore({ shown, total, onMore }: { readonly shown: number; readonly total: number; readonly onMore: () => void }) {
  const noun = total === 1 ? 'product' : 'products';
  return (
    <div className={styles.more}>
      <p role="status" className={styles.count}>
        Showing {shown} of {total} {noun}
      </p>
      {shown < total ? (
        <ActionButton onClick={onMore}>
          Show more<span className="visually-hidden"> products</span>
        </ActionButton>
      ) : null}
    </div>
  );
}
