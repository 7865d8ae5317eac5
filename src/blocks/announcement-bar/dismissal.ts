/**
 * Which announcements a visitor closed, kept in one first-party cookie. An announcement is known by
 * a hash of its text and link, so editing the announcement shows it again to everyone.
 *
 * A cookie rather than localStorage because the server must know before it renders: content pages
 * are rendered per request (they read the A/B cookies and carry a CSP nonce), so reading one more
 * cookie costs nothing, and the server then leaves a closed bar out of the HTML altogether. With
 * localStorage the server had to render the bar and the browser removed it after hydration, which
 * moved the whole page up for every returning visitor. Pure helpers, shared by the server and the
 * island (no zod here: the island would pull it into the page's first load).
 */
import { stringifySetCookie } from 'cookie';
import { PAGE_COOKIES } from '@/domain/routing/page-cookies';

export const DISMISSED_COOKIE = PAGE_COOKIES.announcementsDismissed.name;
/** A closed announcement stays closed for a year (or until its text changes). */
export const DISMISSED_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Enough to remember recent announcements without the cookie growing forever (20 × 8 bytes). */
export const MAX_REMEMBERED = 20;

/** An id as announcementId makes it: a 32-bit number in base 36 is 1 to 7 characters. */
const ID_PATTERN = /^[0-9a-z]{1,7}$/;
const SEPARATOR = '.';

/**
 * A short, stable id for an announcement's content (32-bit FNV-1a, base 36).
 *
 * @example announcementId('Free shipping', '/where-to-buy') === announcementId('Free shipping', '/where-to-buy') // true
 */
export function announcementId(text: string, url: string | undefined): string {
  let hash = 0x811c9dc5;
  for (const ch of `${text}\u0000${url ?? ''}`) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The ids in the cookie's value. The cookie is visitor input: anything that is not an id is
 * skipped, so a malformed or forged value can only hide the announcements it names.
 *
 * @example parseDismissed('1x2y3z.abc') // ['1x2y3z', 'abc']
 */
export function parseDismissed(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(SEPARATOR)
    .filter((id) => ID_PATTERN.test(id))
    .slice(-MAX_REMEMBERED);
}

/** The cookie's value after dismissing `id`: newest last, at most MAX_REMEMBERED. */
export function withDismissed(value: string | undefined, id: string): string {
  const ids = parseDismissed(value).filter((d) => d !== id);
  return [...ids, id].slice(-MAX_REMEMBERED).join(SEPARATOR);
}

/**
 * The `document.cookie` assignment that remembers the dismissals: site-wide, so the server sees
 * it on every page; Lax; Secure on https; Max-Age (the browser's clock skew cannot shorten it).
 *
 * @example dismissedCookie('abc', false) // 'bb_announcements_dismissed=abc; Max-Age=31536000; Path=/; SameSite=Lax'
 */
export function dismissedCookie(value: string, secure: boolean): string {
  return stringifySetCookie({ name: DISMISSED_COOKIE, value, maxAge: DISMISSED_COOKIE_MAX_AGE_S, path: '/', sameSite: 'lax', secure });
}
