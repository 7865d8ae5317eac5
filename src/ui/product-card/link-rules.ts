/**
 * The link rules of spec §2 for product cards, as pure functions (unit-tested; the card and the
 * pages only call them): "Product card links open the product's own detail page. External detail
 * URLs open in a new tab. URLs starting with a slash, or on the veterinary site, stay in the same tab."
 */
import { localizePath } from '@/config/locales';
import type { Locale } from '@/config/constants';

/** Where a detail link opens. */
export type LinkTarget = 'same-tab' | 'new-tab';

/**
 * Decides where a product detail URL opens. `sameSiteHosts` are the host names that count as our
 * own sites (the vet hosts, and the host serving the page); an absolute URL on one of them stays in
 * the tab, any other absolute URL is external. Protocol-relative (`//host`) and unparsable URLs are
 * treated as external, the cautious choice: a new tab with rel="noopener" can never hijack this one.
 *
 * @example
 * detailLinkTarget('/products/gentle-turkey', []); // 'same-tab'
 * detailLinkTarget('https://vet.example.com/products/x', ['vet.example.com']); // 'same-tab'
 * detailLinkTarget('https://shop.example.net/p/1', ['vet.example.com']); // 'new-tab'
 */
export function detailLinkTarget(url: string, sameSiteHosts: readonly string[]): LinkTarget {
  if (url.startsWith('/') && !url.startsWith('//')) return 'same-tab';
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'new-tab';
  }
  return sameSiteHosts.some((h) => h.replace(/:\d+$/, '').toLowerCase() === host) ? 'same-tab' : 'new-tab';
}

/** The rel a new-tab link needs (§2: rel noopener; noreferrer as well, since it leaves our site). */
export const NEW_TAB_REL = 'noopener noreferrer';

/**
 * A detail URL as the browser should see it: slash paths move into the locale (`/products/x` →
 * `/en-gb/products/x`), absolute URLs are left alone.
 *
 * @example localizeDetailUrl('/products/x', 'en-ca'); // '/en-ca/products/x'
 */
export function localizeDetailUrl(url: string, locale: Locale): string {
  return url.startsWith('/') && !url.startsWith('//') ? localizePath(url, locale) : url;
}

/**
 * The where-to-buy URL for a product: the localized /where-to-buy path with `sc-upc` (§2), and
 * `ons=1` for the buy-online view.
 *
 * @example whereToBuyUrl('/en-gb/where-to-buy', '084219200116'); // '/en-gb/where-to-buy?sc-upc=084219200116'
 * @example whereToBuyUrl('/where-to-buy', null, { online: true }); // '/where-to-buy?ons=1'
 */
export function whereToBuyUrl(whereToBuyHref: string, upc: string | null, options: { readonly online?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.online) params.set('ons', '1');
  if (upc) params.set('sc-upc', upc);
  const query = params.toString();
  return query ? `${whereToBuyHref}?${query}` : whereToBuyHref;
}

/**
 * The words a screen reader hears for a star rating (one decimal, like the stars show).
 *
 * @example ratingLabel(4.63, 128); // '4.6 out of 5 stars, 128 reviews'
 * @example ratingLabel(5, 1); // '5.0 out of 5 stars, 1 review'
 */
export function ratingLabel(average: number, count: number): string {
  const stars = (Math.round(average * 10) / 10).toFixed(1);
  return `${stars} out of 5 stars, ${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}
