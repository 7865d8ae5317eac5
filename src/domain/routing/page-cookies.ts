/**
 * Every cookie a page render reads, and the one parser both the render and the page store read them
 * with (see ./page-reads.ts for the query side of the same declaration). Kept apart from the query
 * side, with no imports but constants, because blocks and features that write these cookies in the
 * browser take their names from here.
 */
import { PAGE_BUILDER } from '@/config/constants';

/** A cookie some render reads; `prefix` declares every cookie whose name starts with `name`. */
export type PageCookie = { readonly name: string; readonly prefix: boolean; readonly owner: string };

/**
 * Every cookie a page render reads, with the module that owns its meaning. Owners take the name
 * from here, so the page store knows it without importing a block or a feature.
 */
export const PAGE_COOKIES = {
  /** Builder's targeting attributes (pet type, test visitor): services/content/targeting.ts. */
  visitorAttributes: { name: 'builder.userAttributes', prefix: false, owner: 'services/content/targeting.ts' },
  /** The A/B variation a visitor was given, per test: services/content/variants.ts. */
  abTests: { name: PAGE_BUILDER.testsCookiePrefix, prefix: true, owner: 'services/content/variants.ts' },
  /** Announcements the visitor closed: blocks/announcement-bar/dismissal.ts. */
  announcementsDismissed: { name: 'bb_announcements_dismissed', prefix: false, owner: 'blocks/announcement-bar/dismissal.ts' },
  /** The floating video player hidden: features/video/floating-video-dismissal.ts. */
  floatingVideoDismissed: { name: 'bb_floating_video_dismissed', prefix: false, owner: 'features/video/floating-video-dismissal.ts' },
} as const satisfies Record<string, PageCookie>;

/** More A/B cookies than this is not a real visitor's browser. */
const MAX_TEST_COOKIES = 50;

export type PageCookies = {
  /** The declared cookies the request carries, by name (values percent-decoded). */
  readonly values: Readonly<Record<string, string>>;
  /**
   * Why the cookies cannot be read one way only (a declared cookie repeated, a value that does not
   * decode, a pair without `=` named as a declared cookie, too many test cookies); null when they
   * can. Such a request is rendered for its visitor and never stored nor answered from a copy.
   */
  readonly ambiguous: string | null;
};

function declared(name: string): boolean {
  return Object.values(PAGE_COOKIES).some((cookie) => (cookie.prefix ? name.startsWith(cookie.name) : name === cookie.name));
}

/**
 * Reads a request's Cookie header for what pages read: the one parser the render and the page
 * store share. Pairs are split at `;`, names and values trimmed of spaces and tabs (so
 * `name =v ` is `name` = `v` for both), values percent-decoded.
 *
 * @example
 * readPageCookies('bb_announcements_dismissed=a; _ga=1').values // { bb_announcements_dismissed: 'a' }
 * readPageCookies('builder.tests.x=a; builder.tests.x=b').ambiguous // 'cookie builder.tests.x is sent twice'
 */
export function readPageCookies(header: string | null | undefined): PageCookies {
  const values: Record<string, string> = {};
  if (header === null || header === undefined || header === '') return { values, ambiguous: null };
  let tests = 0;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    const name = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (name === '' || !declared(name)) continue;
    if (eq === -1) return { values, ambiguous: `cookie ${name.slice(0, 80)} has no value` };
    if (Object.hasOwn(values, name)) return { values, ambiguous: `cookie ${name.slice(0, 80)} is sent twice` };
    if (name.startsWith(PAGE_COOKIES.abTests.name) && ++tests > MAX_TEST_COOKIES) return { values, ambiguous: `more than ${MAX_TEST_COOKIES} A/B test cookies` };
    try {
      values[name] = decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return { values, ambiguous: `cookie ${name.slice(0, 80)} has a malformed percent-escape` };
    }
  }
  return { values, ambiguous: null };
}

/** The A/B test cookies among `values`, by name. */
export function testCookiesOf(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name.startsWith(PAGE_COOKIES.abTests.name)));
}
