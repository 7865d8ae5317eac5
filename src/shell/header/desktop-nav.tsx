'use client';

/**
 * The desktop navigation (§2, §4): CMS links and dropdowns. Clicking the open dropdown closes it,
 * clicking another opens that one, Escape closes it and returns focus to its trigger, and a press
 * outside, a followed link, focus leaving the navigation or a route change close it. The dropdowns
 * machine decides; this component only sends events and reads the open id.
 *
 * Panels are server-rendered (their links are in the HTML) and hidden until opened.
 */
import Image from 'next/image';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type CSSProperties, type FocusEvent, type MouseEvent } from 'react';
import { LAYOUT } from '@/config/constants';
import { dropdownsMachine } from '@/machines/dropdowns';
import { useDismiss } from '@/ui/dom/use-dismiss';
import type { NavDropdownModel, NavItemModel, NavTile } from './nav-model';
import styles from './desktop-nav.module.css';

/** The trigger button's id is the dropdown's id in the machine (focus returns to it by id). */
export function triggerIdOf(dropdownId: string): string {
  return `nav-dropdown-${dropdownId}`;
}

function panelIdOf(dropdownId: string): string {
  return `nav-panel-${dropdownId}`;
}

const tilesStyle = { '--tiles-per-row': LAYOUT.dropdownTilesPerRow } as CSSProperties;

function Tile({ tile }: { tile: NavTile }) {
  return (
    <li>
      <Link href={tile.href} className={styles.tile} data-analytics-text={tile.heading}>
        <span className={styles.tileImage}>
          <Image src={tile.image} alt={tile.imageAlt} width={160} height={120} />
        </span>
        <span className={styles.tileHeading}>{tile.heading}</span>
        {tile.subheading ? <span className={styles.tileSubheading}>{tile.subheading}</span> : null}
      </Link>
    </li>
  );
}

function Dropdown({ item, open, onToggle }: { item: NavDropdownModel; open: boolean; onToggle: () => void }) {
  const triggerId = triggerIdOf(item.id);
  const panelId = panelIdOf(item.id);
  return (
    <li className={styles.item}>
      <button
        type="button"
        id={triggerId}
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {item.label}
        <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.panelInner}>
          <ul className={styles.tiles} style={tilesStyle} aria-labelledby={triggerId}>
            {item.tiles.map((tile) => (
              <Tile key={`${tile.href}|${tile.heading}`} tile={tile} />
            ))}
          </ul>
          {item.href ? (
            <p className={styles.viewAll}>
              <Link href={item.href}>All {item.label.toLowerCase()}</Link>
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export function DesktopNav({ items }: { items: readonly NavItemModel[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const actor = useActorRef(
    dropdownsMachine.provide({
      actions: { focusTrigger: (_, { triggerId }) => document.getElementById(triggerId)?.focus() },
    }),
  );
  const openId = useSelector(actor, (s) => (s.matches('open') ? s.context.openId : null));

  const pathname = usePathname();
  useEffect(() => {
    actor.send({ type: 'dropdown.close' });
  }, [actor, pathname]);

  useDismiss(openId !== null, [listRef], {
    onOutsidePress: () => actor.send({ type: 'outside.press' }),
    onEscape: () => actor.send({ type: 'escape.press' }),
  });

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) actor.send({ type: 'dropdown.close' });
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const next = event.relatedTarget;
    // Focus moving to another window or nowhere (a click on the page) is handled by outside press.
    if (next instanceof Node && !event.currentTarget.contains(next)) actor.send({ type: 'dropdown.close' });
  };

  if (items.length === 0) return null;
  return (
    <ul ref={listRef} className={styles.list} onClick={onClick} onBlur={onBlur}>
      {items.map((item) =>
        item.kind === 'link' ? (
          <li key={`link-${item.href}-${item.label}`} className={styles.item}>
            <Link href={item.href} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ) : (
          <Dropdown
            key={item.id}
            item={item}
            open={openId === triggerIdOf(item.id)}
            onToggle={() => actor.send({ type: 'dropdown.toggle', id: triggerIdOf(item.id) })}
          />
        ),
      )}
    </ul>
  );
}
