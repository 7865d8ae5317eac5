import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { SEARCH, type SearchFilter } from '@/config/constants';
import { MOBILE_MENU_REOPEN_EVENT } from '@/domain/events/shell-events';
import { catalogueEntry } from '@/studio/machines';
import type { SearchContext } from '@/machines/search';
import { ScrollLockProvider } from '@/features/scroll-lock/scroll-lock-provider';
import { SearchPanel } from '@/features/search/search-panel';
import { SearchPageView } from '@/features/search/search-page-view';
import { SEARCH_HISTORY_KEY, SEARCH_OPEN_EVENT } from '@/features/search/search-events';
import type { SearchClientConfig } from '@/services/search/algolia';
import type { ContentSearchRequest, SearchResponse, SearchService } from '@/services/search/types';
import { allModelPaths, Deferred, replayThroughUi, until, type Producer, type ReplayPath } from '@tests/support/model-replay';

/**
 * The search machine's model paths (every shortest path, plus one per transition those miss)
 * replayed through the real search panel (start 0: closed, opened by a search button's window
 * event) and the real /search page (start 1: the server's results for /search?q=dog). Visitors
 * type, press Enter, choose filters and pages, clear, cancel and retry; back/forward is a popstate
 * on a history entry; the debounce is waited out on real timers. The search service is the one
 * seam replaced (the algoliasearch client's XHR is not what is under test): each request waits
 * for the path's done or error event. After every step the screen shows what the state says.
 */
const entry = catalogueEntry('search');
if (entry === undefined) throw new Error('the search machine is in the catalogue');

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/blog', useRouter: () => ({ push }) }));
vi.mock('next/image', () => import('../../blocks/next-image-mock'));
vi.mock('next/link', () => ({
  default: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

/** One request the component made, and the answer it waits for. */
type Asked = { readonly request: ContentSearchRequest; readonly answer: Deferred<SearchResponse> };
let asked: Asked[] = [];

/** Three pages of content results for any request, so the pager can go to page 2. */
function responseFor(query: string, filter: SearchFilter, page: number): SearchResponse {
  const hit = { objectID: `hit-${page}`, title: 'Chicken Recipe for Dogs', content: 'Chicken', date: null, image: null, label: 'Recipes', type: 'page' as const, url: '/recipes', titleHtml: 'Chicken Recipe for Dogs', contentHtml: 'Chicken' };
  return { query, filter, page, content: { query, hits: [hit], nbHits: 9, page, nbPages: 3, hitsPerPage: 3 }, products: null, total: 9 };
}
const TOTAL = 9;

vi.mock('@/services/search/algolia', () => ({
  createSearchService: (): Pick<SearchService, 'search'> => ({
    search: (request) => {
      const answer = new Deferred<SearchResponse>();
      asked.push({ request, answer });
      return answer.promise;
    },
  }),
}));

const BRAND = 'Brightbowl';
const SEARCH_PATH = '/search';
const clientConfig: SearchClientConfig = { mode: 'local', indexes: { content: 'content', vetContent: 'vet-content', products: 'products' }, origin: 'http://localhost' };
const surfaceProps = { locale: 'en-us', theme: 'main', brand: BRAND, brands: [], clientConfig, searchPath: SEARCH_PATH, homePath: '/', popularSearches: SEARCH.popularSearches } as const;

/** Which surface the current path runs on: the panel (start 0) or the /search page (start 1). */
let surface: 'panel' | 'page' = 'panel';
let reopenedMenu = 0;
const onReopen = () => {
  reopenedMenu += 1;
};
window.addEventListener(MOBILE_MENU_REOPEN_EVENT, onReopen);
afterAll(() => window.removeEventListener(MOBILE_MENU_REOPEN_EVENT, onReopen));

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as SearchContext<unknown>;
const searchbox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: `search ${BRAND}` });
const searchForm = () => screen.getByRole('search');
const statusText = () => screen.getAllByRole('status').map((status) => status.textContent).join('');
const FAILED_TEXT = 'Search isn’t available right now. Please try again.';

/** A back/forward to a history entry: the panel's own /search entries restore it, others close it. */
function popTo(url: string, state: unknown) {
  window.history.replaceState(state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

function urlOf(event: AnyEventObject): string {
  const { q, filter, page } = event as { q?: string | null; filter?: string | null; page?: string | number | null };
  const params = new URLSearchParams();
  if (q != null) params.set('q', q);
  if (filter != null) params.set('filter', filter);
  if (page != null) params.set('page', String(page));
  const qs = params.toString();
  return qs === '' ? SEARCH_PATH : `${SEARCH_PATH}?${qs}`;
}

/** Answers the request the model says is in flight: the UI must have made as many requests as the model issued. */
async function answerCurrent(before: AnyMachineSnapshot, settle: (asked: Asked) => void) {
  const { requestId, pending } = context(before);
  await until(() => asked.length >= requestId, `request ${requestId}`);
  const current = asked[requestId - 1];
  if (current === undefined || pending === null) throw new Error('no request in flight');
  expect(asked).toHaveLength(requestId);
  expect({ query: current.request.query, filter: current.request.filter, page: current.request.page }).toEqual({ query: pending.query, filter: pending.filter, page: pending.page });
  settle(current);
}

const wait = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

const producers: Record<string, Producer> = {
  'search.open': (event) => {
    const { currentPath, fromMobileMenu } = event as { currentPath?: string; fromMobileMenu?: boolean };
    window.dispatchEvent(new CustomEvent(SEARCH_OPEN_EVENT, { detail: { currentPath, ...(fromMobileMenu === undefined ? {} : { fromMobileMenu }) } }));
  },
  'search.type': (event) => {
    const { value, key } = event as { value?: string; key?: string };
    if (key === 'Escape') {
      fireEvent.keyDown(searchbox(), { key: 'Escape' });
      return;
    }
    // Typing changes the field (a field that already holds the text is left as it is), and Enter submits its form.
    if (searchbox().value !== value) fireEvent.change(searchbox(), { target: { value } });
    if (key === 'Enter') fireEvent.submit(searchForm());
  },
  'search.submit': () => fireEvent.submit(searchForm()),
  'search.clear': () => fireEvent.click(screen.getByRole('button', { name: 'clear search' })),
  'search.filter': (event) => {
    const filter = (event as { filter?: string }).filter ?? '';
    fireEvent.click(within(screen.getByRole('group', { name: 'filter results' })).getByRole('button', { name: filter }));
  },
  'search.page': () => fireEvent.click(screen.getByRole('button', { name: 'next' })),
  'search.retry': () => fireEvent.click(screen.getByRole('button', { name: 'retry' })),
  'search.urlChanged': (event) => popTo(urlOf(event), { [SEARCH_HISTORY_KEY]: surface }),
  'search.close': () => fireEvent.click(screen.getByRole('button', { name: 'cancel' })),
  'search.left': () => popTo('/blog', null),
  'xstate.done.actor.search': async (_, before) =>
    answerCurrent(before, ({ request, answer }) => answer.resolve(responseFor(request.query, request.filter, request.page))),
  'xstate.error.actor.search': async (_, before) => answerCurrent(before, ({ answer }) => answer.reject(new Error('search is down'))),
};
// The debounce: waited out on real timers (the component's machine keeps its own clock).
const DEBOUNCED = allModelPaths(entry)
  .flatMap((path) => path.events)
  .find((event) => event.type.startsWith('xstate.after.'));
if (DEBOUNCED === undefined) throw new Error('the search model has no debounce event');
producers[DEBOUNCED.type] = () => wait(SEARCH.idleDelayMs + 50);

/**
 * Three paths a visitor takes to transitions the model's paths take only with events the UI
 * cannot send there (a clear on an empty field, retyping the text the field holds): the clear
 * button on a typed query, a debounced search, and typing away from the query shown and back,
 * which the debounce answers with the results already on screen.
 */
const open = { type: 'search.open', currentPath: '/blog' };
const typed = { type: 'search.type', value: 'dog' };
const VISITOR_PATHS: readonly ReplayPath[] = [
  { start: 0, events: [open, typed, { type: 'search.clear' }] },
  { start: 0, events: [open, typed, DEBOUNCED] },
  {
    start: 0,
    events: [
      open,
      { ...typed, key: 'Enter' },
      { type: 'xstate.done.actor.search', output: { hits: ['Chicken Recipe for Dogs'] } },
      { type: 'search.type', value: 'dogs' },
      typed,
      DEBOUNCED,
    ],
  },
];

/** Why the visitor cannot send an event in this state on this surface, or null. */
function unproducible(event: AnyEventObject, before: AnyMachineSnapshot, path: ReplayPath): string | null {
  const open = before.hasTag('open');
  const page = path.start === 1;
  if (page && !open) return 'the /search page is left once it closes (the router navigates away)';
  if (page && event.type === 'search.open') return 'the /search page has no search button of its own (the header’s opens the panel)';
  if (page && event.type === 'search.left') return 'only the panel hears the route leaving /search; the page is unmounted';
  const onScreen = ['search.type', 'search.submit', 'search.clear', 'search.filter', 'search.page', 'search.retry', 'search.close'];
  if (!open && onScreen.includes(event.type)) return 'the panel is closed, so its controls are not on screen';
  const { input, results } = context(before);
  if (event.type === 'search.type') {
    const { value, key } = event as { value?: string; key?: string };
    if (key === undefined && value === input) return 'typing the text the field already holds changes nothing, so no event is sent';
  }
  if (event.type === 'search.clear' && input === '') return 'the clear button shows only while the field holds text';
  if (event.type === 'search.retry' && !before.hasTag('error')) return 'the retry button shows only after a failed search';
  if (event.type === 'search.page') {
    const target = (event as { page?: number }).page;
    if (results === null || before.hasTag('loading')) return 'the pager shows with results, and is disabled while searching';
    if (target !== results.page + 1 && target !== results.page - 1) return 'the pager goes one page back or forward from the page shown (page 0 does not exist)';
    if (target !== results.page + 1) return 'the replay uses next only';
  }
  return null;
}

/** What every open state shows: the field, the filter chips, the heading of the results on screen, the searching status, the failure. */
function expectOpen(snapshot: AnyMachineSnapshot) {
  const { input, filter, results } = context(snapshot);
  if (surface === 'panel') expect(screen.getByRole('dialog', { name: `search ${BRAND}` })).toBeTruthy();
  expect(searchbox().value).toBe(input);
  const pressed = within(screen.getByRole('group', { name: 'filter results' }))
    .getAllByRole('button')
    .filter((chip) => chip.getAttribute('aria-pressed') === 'true')
    .map((chip) => chip.textContent);
  expect(pressed).toEqual([filter ?? 'all']);
  expect(statusText()).toBe(snapshot.hasTag('loading') ? 'searching…' : '');
  expect(screen.queryByText(FAILED_TEXT) !== null).toBe(snapshot.hasTag('error'));
  expect(screen.queryByRole('button', { name: 'retry' }) !== null).toBe(snapshot.hasTag('error'));
  expect(screen.queryByRole('button', { name: 'clear search' }) !== null).toBe(input !== '');
  const heading = screen.queryByRole('heading', { name: /result\(s\) for/ });
  if (results === null) expect(heading).toBeNull();
  else {
    expect(heading?.textContent).toBe(`${TOTAL} result(s) for "${results.query}"`);
    expect(screen.getByText(`page ${results.page} of 3`)).toBeTruthy();
  }
}

describe('search panel: model paths through the real panel and /search page', () => {
  it('search panel: every shortest path shows what its state must show', async () => {
    await replayThroughUi({
      name: 'search panel',
      entry,
      paths: [...allModelPaths(entry), ...VISITOR_PATHS],
      mount: (path) => {
        asked = [];
        reopenedMenu = 0;
        push.mockReset();
        document.body.style.overflow = '';
        if (path.start === 1) {
          surface = 'page';
          const restored = entry.starts[1]?.input as { restored: { query: string; filter: SearchFilter; page: number } };
          const { query, filter, page } = restored.restored;
          window.history.replaceState(null, '', `${SEARCH_PATH}?q=${query}`);
          render(
            <ScrollLockProvider>
              <SearchPageView {...surfaceProps} restored={{ query, filter, page, results: responseFor(query, filter, page) }} />
            </ScrollLockProvider>,
          );
        } else {
          surface = 'panel';
          window.history.replaceState(null, '', '/blog');
          render(
            <ScrollLockProvider>
              <SearchPanel {...surfaceProps} />
            </ScrollLockProvider>,
          );
        }
      },
      producers,
      unproducible,
      screen: {
        // Closed: the panel is gone and the page scrolls; the /search page has navigated away.
        closed: () => {
          if (surface === 'panel') {
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(document.body.style.overflow).toBe('');
          } else expect(push).toHaveBeenCalled();
        },
        // Open, nothing searched for the field (empty, or blank): no status, the page scroll locked.
        'open.idle': (snapshot) => {
          expectOpen(snapshot);
          expect(document.body.style.overflow).toBe('hidden');
        },
        // Typing: no request yet, the last results (if any) still shown.
        'open.debouncing': expectOpen,
        // Searching: 'searching…' in the status, the view busy, older results still shown, dimmed.
        'open.searching': (snapshot) => {
          expectOpen(snapshot);
          expect(searchForm().closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
        },
        // Results: '{n} result(s) for "{query}"', the page shown.
        'open.showingResults': (snapshot) => {
          expectOpen(snapshot);
          expect(context(snapshot).results).not.toBeNull();
        },
        // Failed: the failure and a retry button, no results.
        'open.failed': (snapshot) => {
          expectOpen(snapshot);
          expect(screen.getByText(FAILED_TEXT)).toBeTruthy();
        },
      },
      afterStep: (event, before) => {
        // Cancel goes back where the panel was opened from (or home), and to the mobile menu when it opened the panel.
        if (event.type !== 'search.close' || !before.hasTag('open')) return;
        const back = context(before).returnPath ?? context(before).homePath;
        if (surface === 'panel') expect(window.location.pathname).toBe(back);
        else expect(push.mock.calls.at(-1)?.[0]).toBe(back);
      },
      afterPath: async (model) => {
        // Every request the path issued must have reached the service before the next path's
        // mount resets the list (a late one would be counted as the next path's).
        const issued = context(model.snapshot).requestId;
        await until(() => asked.length >= issued, `the path's ${issued} requests`);
        expect(asked).toHaveLength(issued);
        expect(reopenedMenu).toBe(model.log.filter((line) => line.kind === 'effect' && line.text === 'reopenMobileMenu').length);
      },
      timeout: 3000,
    });
  }, 300_000);
});
