'use client';

/**
 * The search panel's stand-in in every page's first-load JS (§2, §4): it listens for the search
 * button's SEARCH_OPEN_EVENT and, on the first one, loads the panel (the search machine, the
 * algoliasearch client, the results and product cards) as a separate chunk, which then opens for
 * that event and listens for every later one itself. Until then the search button is a plain link
 * to /search, so it works before hydration too. Pointing at or focusing a search button starts
 * the chunk's download early, so the panel usually opens without a wait.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SearchPanelOpenRequest, SearchPanelProps } from './search-panel';
import { SEARCH_OPEN_EVENT, type SearchOpenDetail } from './search-events';

const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));

function isOpenDetail(value: unknown): value is SearchOpenDetail {
  return typeof value === 'object' && value !== null && typeof (value as SearchOpenDetail).currentPath === 'string';
}

function isSearchButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-search-button]') !== null;
}

export type SearchPanelLauncherProps = Omit<SearchPanelProps, 'initialRequest'>;

export function SearchPanelLauncher(props: SearchPanelLauncherProps) {
  const [request, setRequest] = useState<SearchPanelOpenRequest | null>(null);
  const loaded = request !== null;

  useEffect(() => {
    if (loaded) return undefined;
    const onOpen = (event: Event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : null;
      if (!isOpenDetail(detail)) return;
      // The opener is taken now: focus returns to it when the panel closes.
      setRequest({ detail, opener: document.activeElement });
    };
    const warm = (event: Event) => {
      if (isSearchButton(event.target)) {
        loadPanel().catch((error: unknown) => console.error('search panel: preloading its chunk failed', error));
      }
    };
    window.addEventListener(SEARCH_OPEN_EVENT, onOpen);
    document.addEventListener('pointerover', warm, { passive: true });
    document.addEventListener('focusin', warm);
    return () => {
      window.removeEventListener(SEARCH_OPEN_EVENT, onOpen);
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
    };
  }, [loaded]);

  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <SearchPanel {...props} initialRequest={request} />
    </Suspense>
  );
}
