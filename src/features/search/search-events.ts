/**
 * The search button and the panel live in different parts of the layout (header or mobile menu,
 * and the panel host), so the button asks for the panel with a window event.
 */

/** The search button was pressed: the panel opens over the current page (§4). */
export const SEARCH_OPEN_EVENT = 'search.open';

export type SearchOpenDetail = {
  /** Where cancel returns to: the path (and query) of the page the button was pressed on. */
  readonly currentPath: string;
  readonly fromMobileMenu: boolean;
};

/** Marks the history entries the search UI writes, so back/forward can tell them apart. */
export const SEARCH_HISTORY_KEY = '__search';
export type SearchHistoryOwner = 'panel' | 'page';

/** The owner of a history entry's state, when the search UI wrote it. */
export function searchHistoryOwner(state: unknown): SearchHistoryOwner | null {
  if (typeof state !== 'object' || state === null || !(SEARCH_HISTORY_KEY in state)) return null;
  const owner = (state as Record<string, unknown>)[SEARCH_HISTORY_KEY];
  return owner === 'panel' || owner === 'page' ? owner : null;
}
