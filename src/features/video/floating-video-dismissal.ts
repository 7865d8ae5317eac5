/**
 * The floating video player's dismissal, kept in a first-party cookie for the same reason as the
 * Announcement bar's (blocks/announcement-bar/dismissal.ts): the server must know before it
 * renders, so a returning visitor's page never carries the player and nothing in the header moves
 * after hydration. Pure helpers shared by the layout and the player.
 */
import { stringifySetCookie } from 'cookie';
import { PAGE_COOKIES } from '@/domain/routing/page-cookies';

export const FLOATING_VIDEO_DISMISSED_COOKIE = PAGE_COOKIES.floatingVideoDismissed.name;
/** A hidden player stays hidden for a year. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Whether the cookie's value means dismissed. The cookie is visitor input: only the exact value the
 * player writes counts.
 *
 * @example isFloatingVideoDismissed('1') // true
 * @example isFloatingVideoDismissed(undefined) // false
 */
export function isFloatingVideoDismissed(value: string | undefined): boolean {
  return value === '1';
}

/**
 * The `document.cookie` assignment that remembers the dismissal site-wide (Lax; Secure on https).
 *
 * @example floatingVideoDismissedCookie(false) // 'bb_floating_video_dismissed=1; Max-Age=31536000; Path=/; SameSite=Lax'
 */
export function floatingVideoDismissedCookie(secure: boolean): string {
  return stringifySetCookie({ name: FLOATING_VIDEO_DISMISSED_COOKIE, value: '1', maxAge: MAX_AGE_S, path: '/', sameSite: 'lax', secure });
}
