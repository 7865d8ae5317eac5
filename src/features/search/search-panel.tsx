'use client';

/**
 * The full-screen search panel over the header (§2, §4), opened by the search button from any page:
 * the URL becomes /search (shallowly: the page under the panel stays), and cancel returns to the
 * recorded path. Loaded on the first search button press by SearchPanelLauncher (SearchPanelHost).
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useScrollLock } from '../scroll-lock/scroll-lock-provider';
import { SEARCH_OPEN_EVENT, type SearchOpenDetail } from './search-events';
import { SearchView } from './search-view';
import { useSearchActor, type SearchSurfaceProps } from './use-search-actor';
import styles from './search.module.css';

export type SearchPanelProps = SearchSurfaceProps & {
  /** The event that made SearchPanelLauncher load the panel: it opens for it on mount. */
  readonly initialRequest?: SearchPanelOpenRequest | undefined;
};

/** A search button's event and the element focused when it fired. */
export type SearchPanelOpenRequest = { readonly detail: SearchOpenDetail; readonly opener: Element | null };

function isOpenDetail(value: unknown): value is SearchOpenDetail {
  return typeof value === 'object' && value !== null && typeof (value as SearchOpenDetail).currentPath === 'string';
}

export function SearchPanel({ locale, theme, brand, brands, clientConfig, searchPath, homePath, popularSearches, initialRequest }: SearchPanelProps) {
  const { snapshot, send } = useSearchActor({ owner: 'panel', locale, theme, brand, clientConfig, searchPath, homePath });
  const open = snapshot.hasTag('open');
  const inputRef = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const pathname = usePathname();
  useScrollLock('search-panel', open);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = event instanceof CustomEvent ? (event.detail as unknown) : null;
      if (!isOpenDetail(detail)) return;
      opener.current = document.activeElement;
      send({ type: 'search.open', currentPath: detail.currentPath, fromMobileMenu: detail.fromMobileMenu });
    };
    window.addEventListener(SEARCH_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(SEARCH_OPEN_EVENT, onOpen);
  }, [send]);

  // A link inside the panel (a result) navigated away from /search: close without navigating back.
  useEffect(() => {
    if (pathname !== searchPath) send({ type: 'search.left' });
  }, [pathname, searchPath, send]);

  // Loaded by a search button's event: open for it once (the listener above takes the later ones).
  const initial = useRef(initialRequest);
  useEffect(() => {
    const first = initial.current;
    initial.current = undefined;
    if (!first) return;
    opener.current = first.opener;
    send({ type: 'search.open', currentPath: first.detail.currentPath, fromMobileMenu: first.detail.fromMobileMenu });
  }, [send]);

  // Focus moves into the panel on open and back to the search button on close.
  useEffect(() => {
    if (open) {
      inputRef.current?.focus();
      return undefined;
    }
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={`search ${brand}`}
      data-search-panel=""
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) send({ type: 'search.close' });
      }}
    >
      <SearchView snapshot={snapshot} send={send} brand={brand} locale={locale} brands={brands} searchPath={searchPath} inputRef={inputRef} headingLevel={2} popularSearches={popularSearches} />
    </div>
  );
}
