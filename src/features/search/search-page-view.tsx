'use client';

/**
 * The /search page (§2): the same view as the panel, full screen over the header, starting from the
 * results the server rendered for the URL's q (no request until the visitor changes something).
 */
import { useEffect } from 'react';
import type { SearchFilter } from '@/config/constants';
import type { SearchResponse } from '@/services/search/types';
import { useScrollLock } from '../scroll-lock/scroll-lock-provider';
import { SearchView } from './search-view';
import { urlChangedEvent, useSearchActor, type SearchSurfaceProps } from './use-search-actor';
import styles from './search.module.css';

export type SearchPageViewProps = SearchSurfaceProps & {
  /** The server's answer for the URL; absent without a query, or when the server's search failed. */
  readonly restored?: { readonly query: string; readonly filter: SearchFilter; readonly page: number; readonly results: SearchResponse };
  /** The server's search failed: say so quietly; the browser tries again at once. */
  readonly serverFailed?: boolean;
};

export function SearchPageView(props: SearchPageViewProps) {
  const { locale, theme, brand, brands, clientConfig, searchPath, homePath, popularSearches, restored, serverFailed = false } = props;
  const { snapshot, send } = useSearchActor({
    owner: 'page',
    locale,
    theme,
    brand,
    clientConfig,
    searchPath,
    homePath,
    ...(restored === undefined ? {} : { restored }),
  });
  useScrollLock('search-panel', true);

  // Without server results, the URL decides (a q searches; none shows the empty form).
  const hasRestored = restored !== undefined;
  useEffect(() => {
    if (!hasRestored) send(urlChangedEvent(window.location));
  }, [hasRestored, send]);

  return (
    <div className={`${styles.overlay} ${styles.page}`} data-search-page="">
      {serverFailed && !snapshot.hasTag('open') ? <p className={styles.failed}>Search isn’t available right now. Please try again.</p> : null}
      <SearchView snapshot={snapshot} send={send} brand={brand} locale={locale} brands={brands} searchPath={searchPath} headingLevel={1} popularSearches={popularSearches} />
    </div>
  );
}
