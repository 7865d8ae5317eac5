/**
 * The smart-buy widget's refresh (§9: "smart button widget refreshed 1 second after load"). The
 * commerce service's script binds the shop-now buttons it finds when it runs; buttons React
 * renders after that (hydrated islands, a client-side route change) would stay unbound. One second
 * after the script's load the site asks it to bind again: it calls the widget's `refresh()` on
 * `window.smartBuy` when the widget exposes one, and dispatches `smart-buy:refresh` on `window` for
 * widgets that listen for an event instead.
 */
import { TIMING } from '@/config/constants';

export const SMART_BUY_REFRESH_EVENT = 'smart-buy:refresh';

/** What the commerce widget may expose. */
export type SmartBuyHost = {
  smartBuy?: { refresh?: () => void } | undefined;
  dispatchEvent: (event: Event) => boolean;
  setTimeout: (handler: () => void, ms: number) => unknown;
};

/** Refreshes the widget §9's delay after its script loaded. Returns the timer's handle. */
export function scheduleSmartBuyRefresh(host: SmartBuyHost, delayMs: number = TIMING.smartButtonRefreshMs): unknown {
  return host.setTimeout(() => {
    host.smartBuy?.refresh?.();
    host.dispatchEvent(new Event(SMART_BUY_REFRESH_EVENT));
  }, delayMs);
}
