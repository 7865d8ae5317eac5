/**
 * The store locator (§1 "find where to buy", §2 /where-to-buy). Locally, a locator over fixture
 * stores. When the commerce service's smart-buy script is configured for a locale (env
 * SMART_BUY_SCRIPT_URL_*), its widget serves shoppers in the browser; this service still answers
 * the page's server-rendered, no-JavaScript view.
 */
import 'server-only';
import { env } from '@/config/env';
import type { Locale } from '@/config/constants';
import { localStoreLocator } from './local';
import type { StoreLocatorService } from './types';

export function storeLocatorService(): StoreLocatorService {
  return localStoreLocator();
}

/** The commerce service's smart-buy script for a locale, or null when not configured (§1, per locale). */
export function smartBuyScriptUrl(locale: Locale): string | null {
  const e = env();
  const byLocale: Record<Locale, string | undefined> = {
    'en-us': e.SMART_BUY_SCRIPT_URL_EN_US,
    'en-ca': e.SMART_BUY_SCRIPT_URL_EN_CA,
    'en-gb': e.SMART_BUY_SCRIPT_URL_EN_GB,
  };
  return byLocale[locale] ?? null;
}

export { parseLocatorParams } from './search-params';
export type * from './types';
