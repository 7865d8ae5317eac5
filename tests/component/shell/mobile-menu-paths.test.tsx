import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, type HTMLAttributes, type MouseEventHandler, type ReactNode } from 'react';
import type { AnyEventObject } from 'xstate';

vi.mock('next/navigation', () => ({ usePathname: () => '/en-gb/contact', useRouter: () => ({ push: vi.fn() }) }));
vi.mock('next/link', () => ({
  default: ({ href, children, onClick, className }: { href: string; children: ReactNode; onClick?: MouseEventHandler<HTMLAnchorElement>; className?: string }) => (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        // No navigation in happy-dom.
        event.preventDefault();
      }}
    >
      {children}
    </a>
  ),
}));
// As in mobile-menu.test.tsx: the menu's behaviour, not framer-motion's slide, is under test.
vi.mock('framer-motion', () => {
  const Passthrough = ({ children }: { children?: ReactNode }) => <>{children}</>;
  const MotionDiv = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & Record<string, unknown>>(function MotionDiv(props, ref) {
    const { initial: _i, animate: _a, exit: _e, transition: _t, ...rest } = props;
    return <div ref={ref} {...rest} />;
  });
  return { LazyMotion: Passthrough, MotionConfig: Passthrough, AnimatePresence: Passthrough, m: { div: MotionDiv }, domAnimation: {} };
});

import { catalogueEntry, MachineRun, modelOf } from '@/machines/catalogue';
import type { MobileMenuContext } from '@/machines/mobile-menu';
import { MobileMenu } from '@/shell/mobile-menu/mobile-menu';
import { ScrollLockProvider } from '@/features/scroll-lock/scroll-lock-provider';
import { MOBILE_MENU_REOPEN_EVENT } from '@/domain/events/shell-events';
import type { NavItemModel } from '@/shell/header/nav-model';

/**
 * The mobile menu's model paths (the same ones the model-based machine tests walk) replayed
 * through the real component: each event is produced the way a visitor or the shell produces it,
 * and after every step the screen must show what the machine's state says it shows.
 */
const entry = catalogueEntry('mobileMenu');
if (entry === undefined) throw new Error('the mobile menu is in the catalogue');

const items: NavItemModel[] = [
  { kind: 'dropdown', id: 'dogs', label: 'Dog food', href: null, tiles: [{ image: '/a.jpg', imageAlt: '', heading: 'Rolls', subheading: null, href: '/rolls' }] },
];

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const dialog = () => screen.queryByRole('dialog', { name: 'Menu' });

/** What each state must show. */
const SCREEN: Record<string, (context: MobileMenuContext) => void> = {
  closed: () => {
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  },
  open: (context) => {
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(dialog()).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Dog food' }).getAttribute('aria-expanded')).toBe(String(context.openSection === 'dogs'));
  },
  // Handed over to search: the menu is off screen and no longer holds the scroll lock.
  handedOver: () => {
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  },
};

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

/** How the page produces each event; events with no producer in the component are not replayed. */
const PRODUCERS: Record<string, ((event: AnyEventObject) => void | Promise<void>) | undefined> = {
  'menu.toggle': () => {
    fireEvent.click(menuButton());
  },
  'menu.close': () => {
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
  },
  'escape.press': () => {
    fireEvent.keyDown(document, { key: 'Escape' });
  },
  'section.toggle': (event) => {
    const section = items.find((item) => item.kind === 'dropdown' && item.id === (event as { sectionId?: string }).sectionId);
    if (section === undefined) throw new Error('unknown section');
    fireEvent.click(screen.getByRole('button', { name: section.label }));
  },
  'search.open': () => {
    fireEvent.click(screen.getByRole('link', { name: 'search' }));
  },
  'search.cancel': () => {
    window.dispatchEvent(new Event(MOBILE_MENU_REOPEN_EVENT));
  },
  'viewport.resize': (event) => setWidth((event as { width?: number }).width ?? 375),
  // Sent by the shell elsewhere (no control in this component produces them).
  'menu.open': undefined,
  'search.finish': undefined,
};

/** Controls inside the menu exist only while it is open; elsewhere only the shell sends these events. */
const ONLY_WHEN_OPEN = new Set(['menu.close', 'escape.press', 'section.toggle', 'search.open']);

const all = modelOf(entry).paths;
const paths = all.filter((path) => path.events.every((event) => PRODUCERS[event.type] !== undefined));

describe('mobile menu: model paths through the real component', () => {
  it('shows what each state requires at every step of the model paths a visitor can produce', async () => {
    expect(paths.length).toBeGreaterThan(0);
    const statesSeen = new Set<string>();
    let replayed = 0;
    for (const path of paths) {
      // Walk the model first: a path that sends an in-menu event while the menu is not open is one
      // only the shell can produce, so the component cannot replay it.
      const dryRun = new MachineRun(entry);
      let producible = true;
      for (const event of path.events) {
        if (ONLY_WHEN_OPEN.has(event.type) && !dryRun.snapshot.matches('open')) producible = false;
        await dryRun.send(event);
      }
      dryRun.stop();
      if (!producible) continue;
      replayed += 1;
      setWidth(375);
      render(
        <ScrollLockProvider>
          <MobileMenu items={items} mobileLinks={[]} locale="en-us" searchHref="/search" />
        </ScrollLockProvider>,
      );
      const model = new MachineRun(entry);
      for (const event of path.events) {
        await act(async () => {
          await PRODUCERS[event.type]?.(event);
          await model.send(event);
        });
        const state = String(model.snapshot.value);
        statesSeen.add(state);
        const check = SCREEN[state];
        if (check === undefined) throw new Error(`no screen table for state ${state}`);
        await waitFor(() => check(model.snapshot.context as MobileMenuContext), { timeout: 15_000 });
      }
      model.stop();
      cleanup();
    }
    console.log(`mobile menu: ${replayed} of ${all.length} model paths replayed through the component (the rest need an event only the shell sends)`);
    expect([...statesSeen].sort()).toEqual(Object.keys(SCREEN).sort());
  }, 120_000);
});
