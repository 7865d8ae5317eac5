/**
 * Pushes analytics events to `window.dataLayer` (§7), where the tag manager picks them up when it
 * is configured and tests can read them when it is not. Browser-side, no network, no env: safe to
 * import from client components, and a no-op during server rendering.
 */
import { type AnalyticsEvent } from './events';

/** Where the data layer lives: `window` in the browser, a plain object in tests. */
export type DataLayerHost = { dataLayer?: unknown };

/** What the data layer must offer: the tag manager swaps in its own `push`, so only `push` is relied on. */
type DataLayer = { push: (...entries: unknown[]) => unknown };

function browserHost(): DataLayerHost | undefined {
  // `globalThis.window` is undefined on the server; the cast only widens the type to the one field read.
  return typeof window === 'undefined' ? undefined : (window as unknown as DataLayerHost);
}

function isDataLayer(value: unknown): value is DataLayer {
  return typeof value === 'object' && value !== null && typeof (value as { push?: unknown }).push === 'function';
}

/**
 * The host's data layer, created when missing. A value that cannot take pushes (a stray global
 * named `dataLayer`) is replaced, since the tag manager could not read it either.
 *
 * @example
 * const host = {};
 * dataLayerOf(host); // [] (and host.dataLayer is that array)
 */
export function dataLayerOf(host: DataLayerHost): DataLayer {
  if (!isDataLayer(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer as DataLayer;
}

/**
 * Pushes one event. Returns whether it was pushed: `false` where there is no window (server
 * rendering). A failing `push` (a broken tag-manager script) is reported as `false` rather than
 * thrown, so analytics can never break a click handler.
 *
 * @example
 * track(headerClick({ text: 'where to buy', url: '/where-to-buy' }));
 * // window.dataLayer → [..., { event: 'header_clicks', link_text: 'where to buy', link_url: '/where-to-buy' }]
 */
export function track(event: AnalyticsEvent, host: DataLayerHost | undefined = browserHost()): boolean {
  if (host === undefined) return false;
  try {
    // A copy, so the caller's object is not the one the tag manager annotates.
    dataLayerOf(host).push({ ...event });
    return true;
  } catch {
    return false;
  }
}

/**
 * Pushes several events in order (e.g. the A/B events read from cookies). Returns how many were pushed.
 *
 * @example
 * trackAll(abTestEventsFromCookies(document.cookie));
 */
export function trackAll(events: readonly AnalyticsEvent[], host: DataLayerHost | undefined = browserHost()): number {
  let pushed = 0;
  for (const event of events) if (track(event, host)) pushed += 1;
  return pushed;
}

// The constructors travel with `track`, so `import { track, headerClick } from '.../data-layer'` works too.
export * from './events';
