/**
 * The store-locator modal's copy and frame URL, apart from the modal itself so the layout's tiny
 * host (and tests) can name them without loading the modal's chunk.
 */
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';

export const LOCATOR_MODAL_TITLE = 'Where to buy';
export const LOCATOR_FRAME_TITLE = 'Store locator';
export const CLOSE_LABEL = 'Close where to buy';

/** The frame's URL for a product identifier: a UPC preselects it; any other id opens the locator unfiltered. */
export function locatorFrameSrc(locale: Locale, productId: string | null): string {
  const base = localizePath('/where-to-buy/embed', locale);
  return productId && /^\d{12}$/.test(productId) ? `${base}?sc-upc=${productId}` : base;
}
