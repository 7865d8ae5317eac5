'use client';

/**
 * CONTRACT (owned by the catalog issue): the store-locator modal, mounted once in the layout and
 * opened by LOCATOR_MODAL_OPEN_EVENT (src/machines/modals/window-events.ts). Placeholder: nothing.
 */
import type { Locale } from '@/config/constants';

export type StoreLocatorModalHostProps = { readonly locale: Locale };

export function StoreLocatorModalHost(_props: StoreLocatorModalHostProps) {
  return null;
}
