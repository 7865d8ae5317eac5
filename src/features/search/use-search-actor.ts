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
export function useSearchActor(options: UseSearchActorOptions): { snapshot: SearchSnapshot; send: SearchSend } {
  const router = useRouter();
  const [machine] = useState(() => {
    const { owner, locale, theme, clientConfig, searchPath } = options;
    let service: Promise<SearchService> | null = null;
    const write = (mode: 'push' | 'replace', url: string) => {
      const state = { [SEARCH_HISTORY_KEY]: owner };
      if (mode === 'push') window.history.pushState(state, '', url);
      else window.history.replaceState(state, '', url);
    };
    return searchMachineDefinition.provide({
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
        navigateToSearch: () => write('push', searchPath),
        navigateBack: (_, params: { readonly path: string }) => {
          if (owner === 'panel') {
            // The page under the panel never changed: only the URL goes back to it.
            window.history.pushState(null, '', params.path);
          } else {
            router.push(params.path);
          }
        },
        updateUrl: (_, params: UpdateUrlParams) => write(params.history, searchUrl(searchPath, params)),
        reopenMobileMenu: () => {
          window.dispatchEvent(new Event(MOBILE_MENU_REOPEN_EVENT));
        },
        // Body scroll is locked by the component through useScrollLock (the shell's one owner).
        lockScroll: () => undefined,
        unlockScroll: () => undefined,
      },
    });
  });

  const actor = useActorRef(machine, {
    input: { homePath: options.homePath, ...(options.restored === undefined ? {} : { restored: options.restored }) },
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = useCallback((event: SearchEvent) => actor.send(event), [actor]);

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
      else actor.send({ type: 'search.left' });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor, owner, searchPath]);

  return { snapshot, send };
}
