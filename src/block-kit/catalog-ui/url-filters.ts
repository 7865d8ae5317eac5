'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { filtersFromSearch, searchWithFilters, toggleFilter } from './listing-logic';

/** Fired after a listing rewrites the query, so every listing on the page re-reads it. */
const URL_FILTERS_EVENT = 'catalog-listing.filters';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_FILTERS_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_FILTERS_EVENT, onChange);
  };
}

/**
 * Active chip filters kept in the page URL (Product Listing v2: "filters in the URL"), so a
 * filtered listing can be shared and survives reload. The server renders the unfiltered list (it
 * has no URL here); the browser reads the query after hydration. replaceState, not pushState: a
 * chip is not a page, and the back button should leave the page.
 */
export function useUrlFilters(key: string, offered: readonly string[], single = false) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const active = filtersFromSearch(search, key, offered);

  const write = useCallback(
    (next: string[]) => {
      const nextSearch = searchWithFilters(window.location.search, key, next);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${nextSearch}${window.location.hash}`);
      window.dispatchEvent(new Event(URL_FILTERS_EVENT));
    },
    [key],
  );

  return {
    active,
    toggle: (filter: string) => write(toggleFilter(active, filter, single)),
    clear: () => write([]),
  };
}
