/**
 * The search machine: one definition drives the full-screen search panel and the /search page
 * (spec §4 "Search panel").
 *
 * - `search.open` (the search button) records the current path and navigates to /search shallowly.
 * - `search.close` (cancel/close) navigates back to the recorded path, or home, and reopens the
 *   mobile menu when the panel was opened from it.
 * - Typing searches after SEARCH.idleDelayMs of inactivity (the `idleDelay` delay); Enter submits at
 *   once; Escape is not typing. A blank query searches nothing and clears the results.
 * - `search.clear` empties the input and navigates to /search.
 * - A q in the URL searches (`search.urlChanged`, also back/forward: query, filter and page are restored).
 * - Changing the filter re-runs the search when there is a query; one filter at most is active, and
 *   choosing the active one or 'all' clears it. Page changes search the new page.
 * - Body scroll is locked while the panel is open (`lockScroll`/`unlockScroll`, owned by the shell).
 * - Every search is a fresh invocation of the `search` actor: leaving `searching` stops the previous
 *   one, so a slow answer to an old query can never replace a newer query's results. Each request
 *   carries an increasing `requestId` (in context and in the actor's input); a failed search goes
 *   to `failed`, where `search.retry` asks again.
 *
 * Effects are injected with `.provide()`: the search call (`actors.search`, a `fromPromise`) and the
 * actions `navigateToSearch`, `navigateBack`, `updateUrl`, `reopenMobileMenu`, `lockScroll`,
 * `unlockScroll`. The defaults do nothing but the search, which rejects until one is provided.
 */
import { assign, fromPromise, setup } from 'xstate';
import { SEARCH, type SearchFilter } from '@/config/constants';

/** A filter chip other than 'all' (at most one is active; none means 'all'). */
export type ActiveFilter = Exclude<SearchFilter, 'all'>;

/** What the search actor is asked (the query is trimmed and never empty). */
export type SearchRequestInput = {
  readonly requestId: number;
  readonly query: string;
  readonly filter: SearchFilter;
  /** 1-based. */
  readonly page: number;
};

/** Results on screen, with the request they answer. */
type ShownResults<TResults> = SearchRequestInput & { readonly data: TResults };

export type SearchContext<TResults> = {
  /** What the input shows. */
  readonly input: string;
  readonly filter: ActiveFilter | null;
  /** 1-based. */
  readonly page: number;
  /** Where cancel returns to; null when the panel was not opened by the search button. */
  readonly returnPath: string | null;
  readonly homePath: string;
  readonly openedFromMobileMenu: boolean;
  /** The id of the last request issued (0: none yet). */
  readonly requestId: number;
  /** The last request issued, until it is answered (it stays after one is abandoned; the next replaces it). */
  readonly pending: SearchRequestInput | null;
  readonly results: ShownResults<TResults> | null;
  readonly error: string | null;
};

export type SearchEvent =
  | { readonly type: 'search.open'; readonly currentPath: string; readonly fromMobileMenu?: boolean }
  | { readonly type: 'search.close' }
  /** The route left /search some other way (a link): close without navigating. */
  | { readonly type: 'search.left' }
  /** The input's value after a key; `key` is the key pressed, when known (Enter submits, Escape is ignored). */
  | { readonly type: 'search.type'; readonly value: string; readonly key?: string }
  | { readonly type: 'search.submit' }
  | { readonly type: 'search.clear' }
  | { readonly type: 'search.filter'; readonly filter: SearchFilter }
  | { readonly type: 'search.page'; readonly page: number }
  | { readonly type: 'search.retry' }
  /** The /search URL's parameters (on arrival, and on back/forward). */
  | {
      readonly type: 'search.urlChanged';
      readonly q: string | null;
      readonly filter: string | null;
      readonly page: string | number | null;
    };

export type SearchMachineInput<TResults> = {
  /** Home of the current locale ('/', '/en-ca', '/en-gb'): where cancel goes when no path was recorded. */
  readonly homePath: string;
  /** Results the server already rendered for the URL: start open, showing them, without a request. */
  readonly restored?: {
    readonly query: string;
    readonly filter: SearchFilter;
    readonly page: number;
    readonly results: TResults;
  };
};

/** Tags the UI reads with `hasTag`: the panel is open, a search is in flight, the last one failed. */
type SearchTag = 'open' | 'loading' | 'error';

/** How the URL should record a search: push for a deliberate act, replace for debounced typing. */
type UrlHistoryMode = 'push' | 'replace';

export type UpdateUrlParams = {
  readonly query: string;
  readonly filter: SearchFilter;
  readonly page: number;
  readonly history: UrlHistoryMode;
};

const trimmed = (value: string): string => value.trim();

/** The `updateUrl` action recording what the input, filter and page show now. */
const recordInUrl = (history: UrlHistoryMode) =>
  ({
    type: 'updateUrl',
    params: ({ context }: { readonly context: { readonly input: string; readonly filter: ActiveFilter | null; readonly page: number } }): UpdateUrlParams => ({
      query: trimmed(context.input),
      filter: context.filter ?? 'all',
      page: context.page,
      history,
    }),
  }) as const;

function activeFilterOf(value: string | null | undefined): ActiveFilter | null {
  return typeof value === 'string' && value !== 'all' && (SEARCH.filters as readonly string[]).includes(value)
    ? (value as ActiveFilter)
    : null;
}

function pageOf(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The URL state an event describes, normalized. */
function urlState(event: Extract<SearchEvent, { type: 'search.urlChanged' }>) {
  return { input: event.q ?? '', filter: activeFilterOf(event.filter), page: pageOf(event.page) };
}

/**
 * The machine, for a result type chosen by the caller (the shell uses the search service's
 * SearchResponse; machines import no services).
 */
export function createSearchMachine<TResults>() {
  return setup({
    types: {
      context: {} as SearchContext<TResults>,
      events: {} as SearchEvent,
      input: {} as SearchMachineInput<TResults>,
      tags: {} as SearchTag,
    },
    actors: {
      search: fromPromise<TResults, SearchRequestInput>(() =>
        Promise.reject(new Error('search machine: provide the search actor with .provide()')),
      ),
    },
    delays: {
      idleDelay: SEARCH.idleDelayMs,
    },
    guards: {
      hasRestoredResults: ({ context }) => context.results !== null,
      isEnterKey: ({ event }) => event.type === 'search.type' && event.key === 'Enter',
      isEscapeKey: ({ event }) => event.type === 'search.type' && event.key === 'Escape',
      isTypedValueBlank: ({ event }) => event.type === 'search.type' && trimmed(event.value) === '',
      hasQuery: ({ context }) => trimmed(context.input) !== '',
      isValidPage: ({ event }) => event.type === 'search.page' && Number.isInteger(event.page) && event.page >= 1,
      wasOpenedFromMobileMenu: ({ context }) => context.openedFromMobileMenu,
      doesUrlMatchState: ({ context, event }) => {
        if (event.type !== 'search.urlChanged') return false;
        const url = urlState(event);
        return url.input === context.input && url.filter === context.filter && url.page === context.page;
      },
      doesUrlHaveQuery: ({ event }) => event.type === 'search.urlChanged' && trimmed(event.q ?? '') !== '',
      areResultsForInput: ({ context }) =>
        context.results !== null &&
        context.results.query === trimmed(context.input) &&
        context.results.filter === (context.filter ?? 'all') &&
        context.results.page === context.page,
    },
    actions: {
      // Injected by the shell; the defaults deliberately do nothing (a machine has no DOM or router).
      navigateToSearch: () => {
        /* .provide(): router.push('/search', shallow) */
      },
      navigateBack: (_, _params: { readonly path: string }) => {
        /* .provide(): router.push(path) */
      },
      updateUrl: (_, _params: UpdateUrlParams) => {
        /* .provide(): write q, filter and page to /search's URL */
      },
      reopenMobileMenu: () => {
        /* .provide(): the mobile menu's owner */
      },
      lockScroll: () => {
        /* .provide(): the shell's scroll-lock owner */
      },
      unlockScroll: () => {
        /* .provide(): the shell's scroll-lock owner */
      },

      recordOpening: assign(({ event }) =>
        event.type === 'search.open'
          ? { returnPath: event.currentPath, openedFromMobileMenu: event.fromMobileMenu === true }
          : {},
      ),
      setTypedValue: assign(({ event, context }) =>
        event.type === 'search.type' && event.value !== context.input ? { input: event.value, page: 1 } : {},
      ),
      clearInput: assign({ input: '', page: 1 }),
      clearResults: assign({ results: null, error: null, pending: null }),
      toggleFilter: assign(({ context, event }) => {
        if (event.type !== 'search.filter') return {};
        const next = activeFilterOf(event.filter);
        return { filter: next === context.filter ? null : next, page: 1 };
      }),
      setPage: assign(({ event }) => (event.type === 'search.page' ? { page: event.page } : {})),
      restoreFromUrl: assign(({ event }) => (event.type === 'search.urlChanged' ? urlState(event) : {})),
      issueRequest: assign(({ context }) => {
        const requestId = context.requestId + 1;
        return {
          requestId,
          pending: { requestId, query: trimmed(context.input), filter: context.filter ?? 'all', page: context.page },
          error: null,
        };
      }),
      reset: assign(({ context }) => ({
        input: '',
        filter: null,
        page: 1,
        returnPath: null,
        openedFromMobileMenu: false,
        pending: null,
        results: null,
        error: null,
        requestId: context.requestId,
      })),
    },
  }).createMachine({
    id: 'search',
    context: ({ input }) => ({
      input: input.restored?.query ?? '',
      filter: activeFilterOf(input.restored?.filter),
      page: pageOf(input.restored?.page),
      returnPath: null,
      homePath: input.homePath,
      openedFromMobileMenu: false,
      requestId: 0,
      pending: null,
      results:
        input.restored === undefined
          ? null
          : {
              requestId: 0,
              query: trimmed(input.restored.query),
              filter: activeFilterOf(input.restored.filter) ?? 'all',
              page: pageOf(input.restored.page),
              data: input.restored.results,
            },
      error: null,
    }),
    initial: 'booting',
    states: {
      // Transient: decides between closed and showing server-rendered results; no effects run here.
      booting: {
        always: [{ guard: 'hasRestoredResults', target: 'open.showingResults' }, { target: 'closed' }],
      },
      closed: {
        on: {
          'search.open': { target: 'open', actions: ['recordOpening', 'navigateToSearch'] },
          'search.urlChanged': [
            { guard: 'doesUrlHaveQuery', target: 'open.searching', actions: 'restoreFromUrl' },
            { target: 'open', actions: 'restoreFromUrl' },
          ],
        },
      },
      open: {
        tags: 'open',
        entry: 'lockScroll',
        exit: 'unlockScroll',
        initial: 'idle',
        on: {
          'search.close': [
            {
              guard: 'wasOpenedFromMobileMenu',
              target: 'closed',
              actions: [
                { type: 'navigateBack', params: ({ context }) => ({ path: context.returnPath ?? context.homePath }) },
                'reopenMobileMenu',
                'reset',
              ],
            },
            {
              target: 'closed',
              actions: [{ type: 'navigateBack', params: ({ context }) => ({ path: context.returnPath ?? context.homePath }) }, 'reset'],
            },
          ],
          'search.left': { target: 'closed', actions: 'reset' },
          'search.type': [
            {
              guard: 'isEnterKey',
              target: '.submitting',
              actions: 'setTypedValue',
            },
            // Escape is not typing: no value change, no timer restart.
            { guard: 'isEscapeKey' },
            { guard: 'isTypedValueBlank', target: '.idle', actions: ['setTypedValue', 'clearResults'] },
            { target: '.debouncing', actions: 'setTypedValue' },
          ],
          'search.submit': { target: '.submitting' },
          'search.clear': { target: '.idle', actions: ['clearInput', 'clearResults', 'navigateToSearch'] },
          'search.filter': [
            {
              guard: 'hasQuery',
              target: '.searching',
              actions: [
                'toggleFilter',
                {
                  type: 'updateUrl',
                  params: ({ context }) => ({ query: trimmed(context.input), filter: context.filter ?? 'all', page: 1, history: 'push' as const }),
                },
              ],
            },
            { actions: 'toggleFilter' },
          ],
          'search.page': {
            guard: 'isValidPage',
            target: '.submitting',
            actions: 'setPage',
          },
          'search.urlChanged': [
            // The URL this machine just wrote echoes back: nothing to do.
            { guard: 'doesUrlMatchState' },
            { guard: 'doesUrlHaveQuery', target: '.searching', actions: 'restoreFromUrl' },
            { target: '.idle', actions: ['restoreFromUrl', 'clearResults'] },
          ],
        },
        states: {
          idle: {},
          debouncing: {
            after: {
              idleDelay: [
                { guard: 'areResultsForInput', target: 'showingResults' },
                {
                  target: 'searching',
                  actions: recordInUrl('replace'),
                },
              ],
            },
          },
          // Transient: a deliberate search (Enter, submit, page) searches now, or clears on a blank query.
          submitting: {
            always: [
              {
                guard: 'hasQuery',
                target: 'searching',
                actions: recordInUrl('push'),
              },
              { target: 'idle', actions: 'clearResults' },
            ],
          },
          searching: {
            tags: 'loading',
            entry: 'issueRequest',
            invoke: {
              id: 'search',
              src: 'search',
              input: ({ context }): SearchRequestInput => ({
                requestId: context.requestId,
                query: trimmed(context.input),
                filter: context.filter ?? 'all',
                page: context.page,
              }),
              onDone: {
                target: 'showingResults',
                // Only the current invocation's answer arrives here (leaving `searching` stopped older
                // ones), so `pending` is the request this output answers.
                actions: assign(({ context, event }) =>
                  context.pending === null ? {} : { results: { ...context.pending, data: event.output }, pending: null },
                ),
              },
              onError: {
                target: 'failed',
                // The old results answer another query; the panel shows the failure and a retry instead.
                actions: assign(({ event }) => ({
                  results: null,
                  error: event.error instanceof Error ? event.error.message : 'Search failed',
                })),
              },
            },
          },
          showingResults: {},
          failed: {
            tags: 'error',
            on: {
              'search.retry': { target: 'searching' },
            },
          },
        },
      },
    },
  });
}

/** The machine with results left opaque (tests and tools; the shell picks its own result type). */
export const searchMachine = createSearchMachine<unknown>();
