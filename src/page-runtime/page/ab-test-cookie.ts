/**
 * The sticky A/B assignment cookie (`builder.tests.<contentId>`, 30 days, spec §7 and §9). The
 * server draws the variation and renders it; a Server Component cannot set cookies, so the browser
 * writes the cookie after hydration with exactly the value the server rendered. Pure helpers.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { TestCookie } from '@/services/content/types';

/**
 * A `document.cookie` assignment for the test cookie: site-wide, Lax (it is read on top-level
 * navigations only), and Secure on https. Max-Age rather than Expires, so the browser's clock skew
 * does not shorten it.
 *
 * @example
 * serializeTestCookie({ name: 'builder.tests.home', value: 'var-b', maxAgeSeconds: 2592000 }, false)
 * // 'builder.tests.home=var-b; Max-Age=2592000; Path=/; SameSite=Lax'
 */
export function serializeTestCookie(cookie: TestCookie, secure: boolean): string {
  return stringifySetCookie(cookie.name, cookie.value, {
    maxAge: Math.max(0, Math.floor(cookie.maxAgeSeconds)),
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

/**
 * One cookie's value from a `document.cookie` string, or undefined. The first match wins (the
 * browser lists the most specific path first); a bad percent-encoding yields the raw value.
 *
 * @example
 * readCookie('a=1; builder.tests.home=var-b', 'builder.tests.home') // 'var-b'
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  return parseCookie(cookieString)[name];
}
