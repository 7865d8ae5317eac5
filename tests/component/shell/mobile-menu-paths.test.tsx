import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { forwardRef, type HTMLAttributes, type MouseEventHandler, type ReactNode } from 'react';
import type { AnyEventObject } from 'xstate';

// The router's path: a route change is a new path and a render, as the app router gives it.
let pathname = '/en-gb/contact';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push: vi.fn() }) }));
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

import { catalogueEntry } from '@/studio/machines';
import type { MobileMenuContext } from '@/machines/mobile-menu';
import { MobileMenu } from '@/shell/mobile-menu/mobile-menu';
import { ScrollLockProvider } from '@/features/scroll-lock/scroll-lock-provider';
import { MOBILE_MENU_REOPEN_EVENT } from '@/domain/events/shell-events';
import type { NavItemModel } from '@/shell/header/nav-model';
import { allModelPaths, replayThroughUi } from '@tests/support/model-replay';

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

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

const menu = () => (
  <ScrollLockProvider>
    <MobileMenu items={items} mobileLinks={[]} locale="en-us" searchHref="/search" />
  </ScrollLockProvider>
);
let rerender: ((ui: ReturnType<typeof menu>) => void) | null = null;

/** Controls inside the menu exist only while it is open; elsewhere only the shell sends these events. */
const ONLY_WHEN_OPEN = new Set(['menu.close', 'escape.press', 'section.toggle', 'search.open']);

describe('mobile menu: model paths through the real component', () => {
  it('shows what each state requires at every step of the model paths a visitor can produce', async () => {
    await replayThroughUi({
      name: 'mobile menu',
      entry,
      paths: allModelPaths(entry),
      mount: () => {
        // The shell's scroll-lock provider never unmounts in the app, so unmounting it while the
        // menu held the lock (the previous path's end) leaves the body locked: start each path clean.
        document.body.style.overflow = '';
        setWidth(375);
        pathname = '/en-gb/contact';
        window.history.replaceState(null, '', pathname);
        rerender = render(menu()).rerender;
      },
      producers: {
        'menu.toggle': () => {
          fireEvent.click(menuButton());
        },
        'menu.close': () => {
          fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
        },
        'escape.press': () => {
          fireEvent.keyDown(document, { key: 'Escape' });
        },
        'section.toggle': (event: AnyEventObject) => {
          const section = items.find((item) => item.kind === 'dropdown' && item.id === (event as { sectionId?: string }).sectionId);
          if (section === undefined) throw new Error('unknown section');
          fireEvent.click(screen.getByRole('button', { name: section.label }));
        },
        'search.open': () => {
          fireEvent.click(screen.getByRole('link', { name: 'search' }));
        },
        'search.cancel': (event: AnyEventObject) => {
          // The search panel has moved the URL back before it asks for the menu.
          window.history.replaceState(null, '', (event as { path?: string }).path ?? pathname);
          window.dispatchEvent(new Event(MOBILE_MENU_REOPEN_EVENT));
        },
        'route.change': (event: AnyEventObject) => {
          pathname = (event as { path?: string }).path ?? '/';
          window.history.pushState(null, '', pathname);
          rerender?.(menu());
        },
        'viewport.resize': (event: AnyEventObject) => setWidth((event as { width?: number }).width ?? 375),
        'menu.open': { skip: 'sent by the shell elsewhere; no control in this component produces it' },
        'search.finish': { skip: 'sent by the shell elsewhere; no control in this component produces it' },
      },
      // Walking the model first: an in-menu event while the menu is not open is one only the shell can produce.
      unproducible: (event, before) => (ONLY_WHEN_OPEN.has(event.type) && !before.matches('open') ? 'its control exists only while the menu is open' : null),
      screen: {
        closed: () => {
          expect(menuButton().getAttribute('aria-expanded')).toBe('false');
          expect(dialog()).toBeNull();
          expect(document.body.style.overflow).toBe('');
        },
        open: (snapshot) => {
          const context = snapshot.context as MobileMenuContext;
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
      },
      timeout: 15_000,
    });
  }, 120_000);
});
