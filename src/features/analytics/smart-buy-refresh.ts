/**
 * The smart-buy widget's refresh (§9: "smart button widget refreshed 1 second after load"). The
 * commerce service's script binds the shop-now buttons it finds when it runs; buttons React
 * renders after that (hydrated islands, a client-side route change) would stay unbound. One second
 * after the script has loaded the site asks it to bind again: it calls the widget's `refresh()` on
 * `window.smartBuy` when the widget exposes one, and dispatches `smart-buy:refresh` on `window` for
 * widgets that listen for an event instead.
 *
 * The loader is a small inline script (run after the page's load, with the request's CSP nonce)
 * rather than a client component: a locale without a smart-buy script then ships no code for it,
 * and a locale with one ships these few hundred bytes in its HTML only.
 */
import { TIMING } from '@/config/constants';

export const SMART_BUY_REFRESH_EVENT = 'smart-buy:refresh';
export const SMART_BUY_SCRIPT_ID = 'smart-buy';

/** A JSON string literal that is safe inside an inline <script> (no `</script>` can close it). */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The inline loader: adds the widget script (a script added by a nonced script is trusted under
 * 'strict-dynamic') and refreshes the widget `refreshMs` after it loaded.
 *
 * @example smartBuyLoaderSource('https://widgets.example/smart-buy.js') // '(function(){var s=document.createElement("script");…'
 */
export function smartBuyLoaderSource(src: string, refreshMs: number = TIMING.smartButtonRefreshMs): string {
  return (
    '(function(){' +
    'var s=document.createElement("script");' +
    `s.id=${scriptLiteral(SMART_BUY_SCRIPT_ID)};s.async=true;s.src=${scriptLiteral(src)};` +
    's.onload=function(){setTimeout(function(){' +
    'var w=window.smartBuy;if(w&&typeof w.refresh==="function")w.refresh();' +
    `window.dispatchEvent(new Event(${scriptLiteral(SMART_BUY_REFRESH_EVENT)}));` +
    `},${String(Math.max(0, Math.round(refreshMs)))})};` +
    'document.body.appendChild(s);' +
    '})();'
  );
}
