'use client';

/**
 * The search button in the header and in the mobile menu (§2, §4). Pressing it records the current
 * path and opens the full-screen search panel (the panel host navigates to /search shallowly); the
 * link still goes to the /search page when scripts have not run or the visitor opens it in a new
 * tab. `placement` says where it sits: cancelling a search opened from the mobile menu reopens
 * the menu. `onOpen` runs before the panel opens (the mobile menu closes itself there).
 */
import Link from 'next/link';
import type { MouseEvent } from 'react';
import { SEARCH_OPEN_EVENT, type SearchOpenDetail } from './search-events';

export type HeaderSearchButtonProps = {
  readonly placement: 'header' | 'mobile-menu';
  /** The /search path in the current locale. */
  readonly searchHref: string;
  readonly onOpen?: () => void;
  readonly className?: string;
};

/** A click the browser should handle itself (new tab or window, download). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function HeaderSearchButton({ placement, searchHref, onOpen, className }: HeaderSearchButtonProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onOpen?.();
    const detail: SearchOpenDetail = {
      currentPath: `${window.location.pathname}${window.location.search}`,
      fromMobileMenu: placement === 'mobile-menu',
    };
    window.dispatchEvent(new CustomEvent<SearchOpenDetail>(SEARCH_OPEN_EVENT, { detail }));
  };
  return (
    <Link href={searchHref} className={className} onClick={open} aria-haspopup="dialog" data-search-button={placement}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span>search</span>
    </Link>
  );
}
