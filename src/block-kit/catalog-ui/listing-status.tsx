'use client';

import type { ReactNode } from 'react';
import type { ListingResponse } from '@/features/catalog/listing-api';
import { DelayedLoading } from '@/ui/delayed-loading';
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

/**
 * A listing without filters: its loading and error states, then the empty state for no items, or
 * what `children` renders from the items (a grid, a carousel).
 */
export function ListingResults<T>({
  state,
  items,
  children,
}: {
  readonly state: ListingState & { readonly retry: () => void };
  /** The part of the response this listing shows (products, brands). */
  readonly items: (data: ListingResponse) => readonly T[];
  readonly children: (items: readonly T[]) => ReactNode;
}) {
  const shown = state.status === 'ready' ? items(state.data) : null;
  return (
    <>
      <ListingStatus state={state} retry={state.retry} />
      {shown === null ? null : shown.length === 0 ? <EmptyListing /> : children(shown)}
    </>
  );
}
