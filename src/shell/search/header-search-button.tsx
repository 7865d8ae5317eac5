'use client';

/**
 * CONTRACT (owned by the search issue): the search button in the header and in the mobile menu.
 * `placement` says where it sits: cancelling a search opened from the mobile menu reopens the menu
 * (window event MOBILE_MENU_REOPEN_EVENT). `onOpen` runs before the panel opens (the mobile menu
 * closes itself there). This placeholder is a plain link to the /search page.
 */
import Link from 'next/link';

export type HeaderSearchButtonProps = {
  readonly placement: 'header' | 'mobile-menu';
  /** The /search path in the current locale. */
  readonly searchHref: string;
  readonly onOpen?: () => void;
  readonly className?: string;
};

export function HeaderSearchButton({ searchHref, onOpen, className }: HeaderSearchButtonProps) {
  return (
    <Link href={searchHref} className={className} onClick={onOpen}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span>search</span>
    </Link>
  );
}
