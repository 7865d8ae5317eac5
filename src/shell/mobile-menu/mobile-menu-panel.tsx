'use client';

/**
 * The mobile slide-in menu, 348px wide (§2, §9): accordion dropdowns, the extra mobile links, a
 * search button, and a country picker when the locale is not en-us. Loaded as its own chunk by
 * mobile-menu.tsx; framer-motion's animation features load lazily on top (LazyMotion + `m`), and
 * MotionConfig honours the visitor's reduced-motion setting (the panel then appears without sliding).
 *
 * A modal dialog while open: focus moves in, Tab stays in, Escape closes and returns focus to the
 * menu button (the machine's `focusMenuButton`).
 */
import Link from 'next/link';
import { AnimatePresence, LazyMotion, m, MotionConfig } from 'framer-motion';
import { useRef, type MouseEvent } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/config/constants';
import type { MobileMenuEvent } from '@/machines/mobile-menu';
import type { LinkItem } from '@/domain/content/link';
import { CountryPicker } from '../country-picker/country-picker';
import { useDismiss } from '@/ui/dom/use-dismiss';
import { useFocusTrap } from '@/ui/dom/focus-trap';
import type { NavItemModel } from '../header/nav-model';
import { HeaderSearchButton } from '@/features/search/header-search-button';
import styles from './mobile-menu.module.css';

const loadFeatures = () => import('./motion-features').then((mod) => mod.domAnimation);

const SLIDE = { type: 'tween', ease: 'easeOut', duration: 0.25 } as const;

export type MobileMenuPanelProps = {
  readonly id: string;
  readonly open: boolean;
  readonly items: readonly NavItemModel[];
  readonly mobileLinks: readonly LinkItem[];
  readonly locale: Locale;
  readonly searchHref: string;
  readonly openSection: string | null;
  readonly send: (event: MobileMenuEvent) => void;
};

function MenuContent({ id, items, mobileLinks, locale, searchHref, openSection, send }: Omit<MobileMenuPanelProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, true);
  useDismiss(true, [dialogRef], { onEscape: () => send({ type: 'escape.press' }) });

  // A followed link closes the menu (a same-page link changes no route, so this is not left to it).
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) send({ type: 'menu.close' });
  };

  return (
    <m.div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className={styles.panel}
      initial={{ x: '100%' }}
      animate={{ x: 0 }}
      exit={{ x: '100%' }}
      transition={SLIDE}
    >
      <div className={styles.panelHeader}>
        <button type="button" className={styles.closeButton} onClick={() => send({ type: 'menu.close' })}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Close menu</span>
        </button>
      </div>
      <HeaderSearchButton
        placement="mobile-menu"
        searchHref={searchHref}
        className={styles.search}
        onOpen={() => send({ type: 'search.open' })}
      />
      <nav aria-label="Mobile" onClick={closeOnLink}>
        <ul className={styles.sections}>
          {items.map((item) => {
            if (item.kind === 'link') {
              return (
                <li key={`link-${item.href}-${item.label}`}>
                  <Link href={item.href} className={styles.sectionLink}>
                    {item.label}
                  </Link>
                </li>
              );
            }
            const expanded = openSection === item.id;
            const regionId = `${id}-section-${item.id}`;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.sectionButton}
                  aria-expanded={expanded}
                  aria-controls={regionId}
                  onClick={() => send({ type: 'section.toggle', sectionId: item.id })}
                >
                  {item.label}
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12" className={styles.chevron}>
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
                <ul id={regionId} className={styles.sectionItems} hidden={!expanded}>
                  {item.tiles.map((tile) => (
                    <li key={`${tile.href}|${tile.heading}`}>
                      <Link href={tile.href}>{tile.heading}</Link>
                    </li>
                  ))}
                  {item.href ? (
                    <li>
                      <Link href={item.href}>All {item.label.toLowerCase()}</Link>
                    </li>
                  ) : null}
                </ul>
              </li>
            );
          })}
        </ul>
        {mobileLinks.length > 0 ? (
          <ul className={styles.extraLinks}>
            {mobileLinks.map((link) => (
              <li key={`${link.url}-${link.label}`}>
                <Link href={link.url}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
      {locale !== DEFAULT_LOCALE ? (
        <div className={styles.country}>
          <CountryPicker locale={locale} placement="mobile-menu" />
        </div>
      ) : null}
    </m.div>
  );
}

export function MobileMenuPanel(props: MobileMenuPanelProps) {
  const { open, send, ...content } = props;
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {open ? (
            <m.div
              key="backdrop"
              className={styles.backdrop}
              aria-hidden="true"
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              transition={SLIDE}
              onClick={() => send({ type: 'menu.close' })}
            />
          ) : null}
          {open ? <MenuContent key="panel" send={send} {...content} /> : null}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
