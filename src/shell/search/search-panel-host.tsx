'use client';

/**
 * CONTRACT (owned by the search issue): the full-screen search panel over the header, mounted once
 * in the layout. This placeholder renders nothing.
 */
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';

export type SearchPanelHostProps = { readonly locale: Locale; readonly theme: Theme; readonly brand: string };

export function SearchPanelHost(_props: SearchPanelHostProps) {
  return null;
}
