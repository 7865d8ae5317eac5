'use client';

/**
 * The mobile menu's button and state (§2, §4). The mobile-menu machine decides open, close,
 * accordion and the hand-over to search; this component sends it the button, Escape, route
 * changes, debounced resizes (§9: 100 ms) and the search panel's MOBILE_MENU_REOPEN_EVENT.
 *
 * The slide-in panel itself (framer-motion) is a separate chunk loaded the first time the menu
 * opens (or earlier, when the pointer or focus reaches the button), so no page pays for the
 * animation library in its first-load JS.
 */
import { usePathname } from 'next/navigation';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '@/config/constants';
import { isMobileMenuOpen, mobileMenuMachine } from '@/machines/mobile-menu';
import { OVERLAY_IDS } from '@/machines/scroll-lock';
import { useScrollLock } from '@/features/scroll-lock/scroll-lock-provider';
import { MOBILE_MENU_REOPEN_EVENT } from '@/domain/events/shell-events';
import { useDebouncedResize } from '@/ui/dom/use-debounced-resize';
import type { NavItemModel } from '../header/nav-model';
import type { LinkItem } from '@/domain/content/link';
import styles from './mobile-menu.module.css';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

/** The menu panel's id (the button's aria-controls). */
const MOBILE_MENU_ID = 'mobile-menu';
const MOBILE_MENU_BUTTON_ID = 'mobile-menu-button';

export type MobileMenuProps = {
  readonly items: readonly NavItemModel[];
  readonly mobileLinks: readonly LinkItem[];
  readonly locale: Locale;
  readonly searchHref: string;
};

export function MobileMenu({ items, mobileLinks, locale, searchHref }: MobileMenuProps) {
  const actor = useActorRef(
    mobileMenuMachine.provide({
      actions: {
        // The scroll lock follows the open state through useScrollLock below (the one owner's API);
        // the search panel opens itself from its own button, so there is nothing to do here.
        claimScrollLock: () => {},
        releaseScrollLock: () => {},
        openSearch: () => {},
        // By id, not by ref: the machine's effects are created during render.
        focusMenuButton: () => document.getElementById(MOBILE_MENU_BUTTON_ID)?.focus(),
      },
    }),
  );
  const open = useSelector(actor, isMobileMenuOpen);
  const openSection = useSelector(actor, (s) => s.context.openSection);
  const [panelWanted, setPanelWanted] = useState(false);

  useScrollLock(OVERLAY_IDS.mobileMenu, open);

  // A route change closes the open menu (the machine tells a cancelled search's return from a
  // navigation); a handed-over menu stays handed over (search itself moves to /search), so
  // cancelling the search can still bring it back. The location, not usePathname, names the path
  // on both sides, so the two compare alike.
  const pathname = usePathname();
  useEffect(() => {
    actor.send({ type: 'route.change', path: window.location.pathname });
  }, [actor, pathname]);

  useEffect(() => {
    // The search panel has already moved the URL back when it asks for the menu.
    const reopen = () => actor.send({ type: 'search.cancel', path: window.location.pathname });
    window.addEventListener(MOBILE_MENU_REOPEN_EVENT, reopen);
    return () => window.removeEventListener(MOBILE_MENU_REOPEN_EVENT, reopen);
  }, [actor]);

  useDebouncedResize((width) => actor.send({ type: 'viewport.resize', width }));

  const preload = () => {
    if (!panelWanted) setPanelWanted(true);
  };

  return (
    <>
      <button
        id={MOBILE_MENU_BUTTON_ID}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          actor.send({ type: 'menu.toggle' });
        }}
      >
        {/* The menu icon in both states: the panel's own labelled Close button is the one close
            control a visitor sees (a second × here, beside it, read as two different buttons). */}
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      {panelWanted || open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={MOBILE_MENU_ID}
            open={open}
            items={items}
            mobileLinks={mobileLinks}
            locale={locale}
            searchHref={searchHref}
            openSection={openSection}
            send={(event) => actor.send(event)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
