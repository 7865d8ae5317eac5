'use client';

/**
 * The search machine with the browser's effects injected (§4): the real algoliasearch client for
 * searching (Algolia, or the local route through custom hosts), the History API for the URL, and
 * window events for the mobile menu. One hook, two owners: the panel over the current page
 * ('panel', mounted in the layout) and the /search page ('page').
 *
 * The URL is written with history.pushState/replaceState, which Next.js's App Router integrates
 * with (usePathname follows, and no server request is made): that is the "shallow" navigation of
 * §4. Each entry is marked with its owner, so back/forward can restore query, filter and page
 * (`search.urlChanged`) and the panel can tell its own entries from the page's.
 *
 * The document title follows the URL: each write sets the search's title first (the page_view of
 * the new URL reads the title once the router has caught up, see PageViewReporter). The panel
 * keeps the title of the page under it and puts it back when it closes over that page, unless
 * something else (the next page's head) has written a title since.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { Locale, SearchFilter } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { createSearchMachine, type SearchEvent, type SearchRequestInput, type UpdateUrlParams } from '@/machines/search';
import type { SearchClientConfig } from '@/services/search/algolia';
import type { SearchResponse, SearchService } from '@/services/search/types';
import type { CardBrand } from '@/ui/product-card/card-data';
import { MOBILE_MENU_REOPEN_EVENT } from '@/domain/events/shell-events';
import { SEARCH_HISTORY_KEY, searchHistoryOwner, type SearchHistoryOwner } from './search-events';
import { searchDocumentTitle } from './search-title';

export const searchMachineDefinition = createSearchMachine<SearchResponse>();
export type SearchSnapshot = SnapshotFrom<typeof searchMachineDefinition>;
export type SearchSend = (event: SearchEvent) => void;

/** What both search surfaces (the panel and the /search page) are given by the server. */
export type SearchSurfaceProps = {
  readonly locale: Locale;
  readonly theme: Theme;
  readonly brand: string;
  readonly brands: readonly CardBrand[];
  readonly clientConfig: SearchClientConfig;
  readonly searchPath: string;
  readonly homePath: string;
  /** The §2 'popular searches' suggestions (editor content, see popular-searches.ts). */
  readonly popularSearches: readonly string[];
};

export type UseSearchActorOptions = {
  readonly owner: SearchHistoryOwner;
  readonly locale: Locale;
  readonly theme: Theme;
  /** The brand, for the search's document title. */
  readonly brand: string;
  readonly clientConfig: SearchClientConfig;
  /** The /search path in this locale. */
  readonly searchPath: string;
  /** The locale's home: where cancel goes when no path was recorded. */
  readonly homePath: string;
  /** Results the server rendered for the URL (the page only). */
  readonly restored?: { readonly query: string; readonly filter: SearchFilter; readonly page: number; readonly results: SearchResponse };
};

/** The /search URL for a search: q, then filter and page only when they are not the defaults. */
export function searchUrl(searchPath: string, params: Pick<UpdateUrlParams, 'query' | 'filter' | 'page'>): string {
  const search = new URLSearchParams();
  if (params.query !== '') search.set('q', params.query);
  if (params.filter !== 'all') search.set('filter', params.filter);
  if (params.page > 1) search.set('page', String(params.page));
  const qs = search.toString();
  return qs === '' ? searchPath : `${searchPath}?${qs}`;
}

/** The URL's search parameters as the machine's event. */
export function urlChangedEvent(location: { readonly search: string }): Extract<SearchEvent, { type: 'search.urlChanged' }> {
  const params = new URLSearchParams(location.search);
  return { type: 'search.urlChanged', q: params.get('q'), filter: params.get('filter'), page: params.get('page') };
}

/**
 * The options are fixed for a mount (the layout and the page remount per theme and locale), so
 * the machine's effects close over the first ones.
 */
/**
 * The document title while search is on screen. `show` writes the search's title for a query;
 * `restore` gives back the title the page under the panel had, when it is still ours on screen.
 */
function searchTitleKeeper(site: { readonly locale: Locale; readonly theme: Theme; readonly brand: string }) {
  let underneath: string | null = null;
  let shown: string | null = null;
  return {
    show(query: string, keepUnderneath: boolean): void {
      if (keepUnderneath && underneath === null) underneath = document.title;
      shown = searchDocumentTitle(query, site);
      document.title = shown;
    },
    restore(): void {
      if (underneath !== null && document.title === shown) document.title = underneath;
      underneath = null;
      shown = null;
    },
  };
}

export function useSearchActor(options: UseSearchActorOptions): { snapshot: SearchSnapshot; send: SearchSend } {
  const router = useRouter();
  const [{ machine, title }] = useState(() => {
    const { owner, locale, theme, brand, clientConfig, searchPath } = options;
    let service: Promise<SearchService> | null = null;
    const title = searchTitleKeeper({ locale, theme, brand });
    const write = (mode: 'push' | 'replace', url: string, query: string) => {
      title.show(query, owner === 'panel');
      const state = { [SEARCH_HISTORY_KEY]: owner };
      if (mode === 'push') window.history.pushState(state, '', url);
      else window.history.replaceState(state, '', url);
    };
    const machine = searchMachineDefinition.provide({
      actors: {
        search: fromPromise<SearchResponse, SearchRequestInput>(({ input }) => {
          // Created on first use, in the browser: the local client needs the page's origin.
          // Created on first use, in the browser (the local client needs the page's origin), and
          // imported then too: the algoliasearch client and the zod check of its answers are a
          // separate chunk, not part of the /search page's or the panel's first load.
          service ??= import('@/services/search/algolia').then((m) => m.createSearchService(clientConfig));
          const pending = service;
          return pending.then(
            (ready) => ready.search({ query: input.query, page: input.page, filter: input.filter, locale, theme }),
            (error: unknown) => {
              // A failed chunk load is retried by the next search instead of failing every one.
              if (service === pending) service = null;
              throw error;
            },
          );
        }),
      },
      actions: {
        navigateToSearch: () => write('push', searchPath, ''),
        navigateBack: (_, params: { readonly path: string }) => {
          if (owner === 'panel') {
            // The page under the panel never changed: only the URL (and the title) go back to it.
            title.restore();
            window.history.pushState(null, '', params.path);
          } else {
            router.push(params.path);
          }
        },
        updateUrl: (_, params: UpdateUrlParams) => write(params.history, searchUrl(searchPath, params), params.query),
        reopenMobileMenu: () => {
          window.dispatchEvent(new Event(MOBILE_MENU_REOPEN_EVENT));
        },
        // Body scroll is locked by the component through useScrollLock (the shell's one owner).
        lockScroll: () => undefined,
        unlockScroll: () => undefined,
      },
    });
    return { machine, title };
  });

  const actor = useActorRef(machine, {
    input: { homePath: options.homePath, ...(options.restored === undefined ? {} : { restored: options.restored }) },
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = useCallback(
    (event: SearchEvent) => {
      // Left for another entry or page: the page under the panel gets its title back first, so
      // that page's view (reported after the router renders it) carries its own title.
      if (event.type === 'search.left') title.restore();
      actor.send(event);
    },
    [actor, title],
  );

  // Back/forward: restore the entry's query, filter and page; the panel closes on any other entry.
  const { owner, searchPath } = options;
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const onSearchPath = window.location.pathname === searchPath;
      if (owner === 'page') {
        if (onSearchPath) actor.send(urlChangedEvent(window.location));
        return;
      }
      if (onSearchPath && searchHistoryOwner(event.state) === 'panel') actor.send(urlChangedEvent(window.location));
      else send({ type: 'search.left' });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor, owner, searchPath, send]);

  return { snapshot, send };
}
