import { parseCookie } from 'cookie';
import { PAGE_BUILDER } from '@/config/constants';
import { abTest, type AbTestEvent } from './events';

/** More assignments than this is not a real visitor; the cap bounds what a crafted cookie can push. */
export const MAX_AB_TEST_EVENTS = 50;

// Page-builder content and variation ids are short opaque tokens; anything else is not ours.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The A/B-test events for the `builder.tests.<contentId>=<variationId>` cookies in a
 * `document.cookie`-style string (§7). The string is visitor-controlled, so this never throws:
 * malformed pairs, bad percent-encodings and ids outside a safe alphabet are skipped, a repeated
 * test keeps its first value (the browser lists the most specific path first), and at most
 * {@link MAX_AB_TEST_EVENTS} events come back.
 *
 * @example
 * abTestEventsFromCookies('theme=dark; builder.tests.c0ffee=v2; builder.tests.bad=%E0%A4%A');
 * // [{ event: 'builder_ab_test', test_id: 'c0ffee', variation_id: 'v2', is_control: false }]
 */
export function abTestEventsFromCookies(cookieString: string): AbTestEvent[] {
  const prefix = PAGE_BUILDER.testsCookiePrefix;
  const events: AbTestEvent[] = [];
  // parseCookie keeps a repeated name's first value and leaves a bad percent-encoding undecoded
  // (which the id pattern then refuses).
  for (const [name, raw] of Object.entries(parseCookie(cookieString))) {
    if (events.length >= MAX_AB_TEST_EVENTS) break;
    if (raw === undefined || !name.startsWith(prefix)) continue;
    const testId = name.slice(prefix.length);
    // Some cookie writers quote values (RFC 6265 allows it).
    const variationId = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    if (!ID_PATTERN.test(testId) || !ID_PATTERN.test(variationId)) continue;
    events.push(abTest(testId, variationId));
  }
  return events;
}
