/**
 * The quiz's browser effects, given to the machine through .provide(): session storage for
 * progress and the address bar for the shareable link. Every call tolerates a browser that
 * refuses (storage disabled, quota full, sandboxed frames): losing progress must never break
 * the quiz itself.
 */
import { SHARE_QUERY_PARAM, type SavedProgress } from '@/machines/quiz';

const STORAGE_PREFIX = 'brightbowl:quiz:';

/**
 * The sessionStorage key of a page's quiz: per page, since the selector page and a Product Quiz
 * block elsewhere may carry different questions.
 *
 * @example
 * progressStorageKey('/en-gb/product-selector'); // 'brightbowl:quiz:/en-gb/product-selector'
 */
export function progressStorageKey(sitePath: string): string {
  return `${STORAGE_PREFIX}${sitePath}`;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Reading the property itself throws where storage is blocked.
    return undefined;
  }
}

/**
 * The stored progress string, or null when there is none or storage is unavailable.
 *
 * @example
 * const stored = readStoredProgress(key);
 * if (stored !== null) send({ type: 'quiz.restore', source: 'session', saved: stored });
 */
export function readStoredProgress(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Saves progress; returns whether it was stored.
 *
 * @example
 * writeStoredProgress(key, { version: 1, answers: { type: ['dog'] }, step: 1, finished: false });
 */
export function writeStoredProgress(key: string, progress: SavedProgress): boolean {
  try {
    const store = sessionStore();
    if (store === undefined) return false;
    store.setItem(key, JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

/**
 * Forgets stored progress (retake, or a stored value the quiz could not use).
 *
 * @example
 * clearStoredProgress(key);
 */
export function clearStoredProgress(key: string): void {
  try {
    sessionStore()?.removeItem(key);
  } catch {
    // Nothing stored can be read back either, so there is nothing left to clear.
  }
}

/**
 * Sets (or removes, with undefined) the shared-answers parameter of the current address without
 * a navigation. Other parameters and the hash stay; the router's history state is kept, which is
 * how Next.js expects native replaceState calls.
 *
 * @example
 * replaceShareParam('eyJ0eXBlIjpbImRvZyJdfQ'); // address becomes /product-selector?quiz=eyJ0...
 */
export function replaceShareParam(value: string | undefined): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (value === undefined) {
    if (!url.searchParams.has(SHARE_QUERY_PARAM)) return;
    url.searchParams.delete(SHARE_QUERY_PARAM);
  } else {
    if (url.searchParams.get(SHARE_QUERY_PARAM) === value) return;
    url.searchParams.set(SHARE_QUERY_PARAM, value);
  }
  try {
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // Some sandboxed frames refuse history changes; the copy-link field still shows the link.
  }
}
