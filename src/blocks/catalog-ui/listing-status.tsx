'use client';

import { DelayedLoading } from '../delayed-loading';
import type { ListingState } from './use-catalog-listing';
import styles from './catalog-ui.module.css';

/** The loading and error states of a listing; null once the data is there. */
export function ListingStatus({ state, retry }: { readonly state: ListingState; readonly retry: () => void }) {
  if (state.status === 'loading') return <DelayedLoading label="Loading products…" minHeight="12rem" />;
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.message}>
        <p>{state.message}</p>
        <button type="button" className={styles.chip} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

/** The empty state: nothing matches, with a way back when filters caused it. */
export function EmptyListing({ onClear }: { readonly onClear?: (() => void) | undefined }) {
  return (
    <div role="status" className={styles.message}>
      <p>No products match {onClear ? 'these filters' : 'this listing'}.</p>
      {onClear ? (
        <button type="button" className={styles.chip} onClick={onClear}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
