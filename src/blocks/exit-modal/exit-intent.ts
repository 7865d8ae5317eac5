/**
 * When the Exit Modal may open: pure rules, so they are tested without a browser.
 *
 * - Once per session: opening sets a cookie that lives for the §9 session length (30 minutes),
 *   so the modal does not reappear on every page of one visit.
 * - Desktop exit intent: the pointer leaves the page through its top edge (towards the tabs, the
 *   address bar or the close button). Leaving through the sides or the bottom is not intent.
 * - Touch screens (no hover) have no pointer to watch. The rule there is the gesture that reveals
 *   the browser's address bar before leaving: after reading at least one screen, a quick upward
 *   flick of at least a quarter of the screen. It never intercepts the back button, a link, or the
 *   page's unload, so a visitor who wants to go simply goes.
 * - Never on the quiz, never while a form is being filled in, never over another open modal.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import { PAGE_BUILDER, type Locale } from '@/config/constants';

export const EXIT_MODAL_COOKIE = 'bb_exit_modal_seen';
export const EXIT_MODAL_COOKIE_MAX_AGE_S = PAGE_BUILDER.sessionCookieLifetimeMinutes * 60;

/** Touch rule: how far the visitor must have read, and how far and fast the upward flick must go. */
const TOUCH_RULE = {
  /** Scrolled at least this many screens down before a flick counts. */
  minReadScreens: 1,
  /** The flick covers at least this share of the screen height... */
  minFlickScreens: 0.25,
  /** ...within this many milliseconds. */
  flickWindowMs: 400,
} as const;

/** The Set-Cookie value that marks the modal as shown for this session. */
export function seenCookie(): string {
  return stringifySetCookie({ name: EXIT_MODAL_COOKIE, value: '1', maxAge: EXIT_MODAL_COOKIE_MAX_AGE_S, path: '/', sameSite: 'lax' });
}

/** Whether the modal was shown within the session length, from `document.cookie`. */
export function seenThisSession(documentCookie: string): boolean {
  return parseCookie(documentCookie)[EXIT_MODAL_COOKIE] === '1';
}

/** The quiz route in every locale prefix (§2 /product-selector). */
export function isQuizPath(pathname: string, locales: readonly Locale[]): boolean {
  const prefixes = ['', ...locales.map((l) => `/${l}`)];
  return prefixes.some((p) => pathname === `${p}/product-selector` || pathname.startsWith(`${p}/product-selector/`));
}

/**
 * Desktop exit intent from a `mouseout` on the document: the pointer left the window (no element
 * under it) through the top edge.
 *
 * @example leftThroughTop({ relatedTarget: null, clientY: -2 }) // true
 * @example leftThroughTop({ relatedTarget: null, clientY: 400 }) // false (left through the side or bottom)
 */
export function leftThroughTop(event: { readonly relatedTarget: unknown; readonly clientY: number }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

export type ScrollSample = { readonly t: number; readonly y: number };

/**
 * The touch rule over recent scroll positions (oldest first): true when the visitor had read at
 * least a screen and the latest samples show an upward flick of a quarter screen within 400 ms.
 *
 * @example upwardFlick([{ t: 0, y: 2000 }, { t: 200, y: 1700 }], 2000, 800) // true
 */
export function upwardFlick(samples: readonly ScrollSample[], maxY: number, viewportHeight: number): boolean {
  const last = samples.at(-1);
  if (!last || maxY < viewportHeight * TOUCH_RULE.minReadScreens) return false;
  const recent = samples.filter((s) => last.t - s.t <= TOUCH_RULE.flickWindowMs);
  const highest = Math.max(...recent.map((s) => s.y));
  return highest - last.y >= viewportHeight * TOUCH_RULE.minFlickScreens;
}

export type OpenConditions = {
  readonly seen: boolean;
  readonly onQuiz: boolean;
  /** A form on the page was changed and not submitted, or a text field has focus. */
  readonly formInProgress: boolean;
  /** Another modal dialog is open. */
  readonly otherModalOpen: boolean;
};

/** Whether the modal may open now that exit intent was seen. */
export function mayOpen(c: OpenConditions): boolean {
  return !c.seen && !c.onQuiz && !c.formInProgress && !c.otherModalOpen;
}
