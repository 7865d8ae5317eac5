import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { forwardRef, type HTMLAttributes, type MouseEventHandler, type ReactNode } from 'react';

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

// happy-dom's Web Animations reject with AbortError when framer-motion cancels an exit animation;
// the menu's behaviour, not the slide, is under test here, so motion components render plain divs.
vi.mock('framer-motion', () => {
  const Passthrough = ({ children }: { children?: ReactNode }) => <>{children}</>;
  const MotionDiv = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & Record<string, unknown>>(function MotionDiv(props, ref) {
    const { initial: _i, animate: _a, exit: _e, transition: _t, ...rest } = props;
    return <div ref={ref} {...rest} />;
  });
  return { LazyMotion: Passthrough, MotionConfig: Passthrough, AnimatePresence: Passthrough, m: { div: MotionDiv }, domAnimation: {} };
});

import { MobileMenu } from '@/shell/mobile-menu/mobile-menu';
import { ScrollLockProvider } from '@/features/scroll-lock/scroll-lock-provider';
import { MOBILE_MENU_REOPEN_EVENT } from '@/domain/events/shell-events';
import type { NavItemModel } from '@/shell/header/nav-model';

const items: NavItemModel[] = [
  { kind: 'dropdown', id: 'dogs', label: 'Dog food', href: null, tiles: [{ image: '/a.jpg', imageAlt: '', heading: 'Rolls', subheading: null, href: '/rolls' }] },
  { kind: 'dropdown', id: 'cats', label: 'Cat food', href: null, tiles: [{ image: '/b.jpg', imageAlt: '', heading: 'Pâtés', subheading: null, href: '/pates' }] },
];

function renderMenu(locale: 'en-us' | 'en-gb' = 'en-gb') {
  return render(
    <ScrollLockProvider>
      <MobileMenu items={items} mobileLinks={[{ label: 'Where to buy', url: '/en-gb/where-to-buy' }]} locale={locale} searchHref="/en-gb/search" />
    </ScrollLockProvider>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('mobile menu', () => {
  it('opens as a dialog, locks the body, and one accordion section is open at a time', async () => {
    renderMenu();
    fireEvent.click(menuButton());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Dog food' }));
    expect(screen.getByRole('link', { name: 'Rolls' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cat food' }));
    expect(screen.getByRole('button', { name: 'Dog food' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Cat food' }).getAttribute('aria-expanded')).toBe('true');
    expect(dialog.querySelector('[aria-label="Choose your country"]')).not.toBeNull();
  });

  it('the search button hands over to search (menu closes, lock released) and a search cancel reopens the menu', async () => {
    renderMenu();
    fireEvent.click(menuButton());
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('link', { name: 'search' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    act(() => {
      window.dispatchEvent(new Event(MOBILE_MENU_REOPEN_EVENT));
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('a search cancel does nothing when the menu did not hand over', () => {
    renderMenu();
    act(() => {
      window.dispatchEvent(new Event(MOBILE_MENU_REOPEN_EVENT));
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the menu and returns focus to the menu button', async () => {
    renderMenu();
    fireEvent.click(menuButton());
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('en-us shows no country picker in the menu', async () => {
    renderMenu('en-us');
    fireEvent.click(menuButton());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    expect(dialog.querySelector('[aria-label="Choose your country"]')).toBeNull();
  });
});
