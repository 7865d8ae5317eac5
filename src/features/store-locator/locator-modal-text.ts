/**
 * The store-locator modal's copy and frame URL, apart from the modal itself so the layout's tiny
 * host (and tests) can name them without loading the modal's chunk.
 */
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';

export const LOCATOR_MODAL_TITLE = 'Where to buy';
export const LOCATOR_FRAME_TITLE = 'Store locator';
export const CLOSE_LABEL = 'Close where to buy';

/**
 * The frame's URL for a product identifier: a UPC preselects it; any other id opens the locator
 * unfiltered. `online` opens the buy-online view (§2 `ons=1`) instead of the store finder.
 *
 * @example locatorFrameSrc('en-gb', '084219200116', true); // '/en-gb/where-to-buy/embed?ons=1&sc-upc=084219200116'
 */
export function locatorFrameSrc(locale: Locale, productId: string | null, online = false): string {
  const params = new URLSearchParams();
  if (online) params.set('ons', '1');
  if (productId && /^\d{12}$/.test(productId)) params.set('sc-upc', productId);
  const query = params.toString();
  const base = localizePath('/where-to-buy/embed', locale);
  return query ? `${base}?${query}` : base;
}
