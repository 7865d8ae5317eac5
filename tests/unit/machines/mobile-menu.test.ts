import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  breakpointFor,
  isMenuSectionOpen,
  isMobileMenuOpen,
  isMobileMenuWidth,
  mobileMenuMachine,
  type MobileMenuEvent,
  type MobileMenuSnapshot,
} from '@/machines/mobile-menu';
import { OVERLAY_IDS, isBodyLocked, scrollLockMachine, scrollLockReporter } from '@/machines/scroll-lock';

/** The distinct state values a set of graph paths ends in, sorted. */
const reachedStates = (paths: readonly { state: { value: unknown } }[]) =>
  [...new Set(paths.map((p) => JSON.stringify(p.state.value)))].map((v) => JSON.parse(v) as unknown).sort();

function run(events: readonly MobileMenuEvent[]): { snapshot: MobileMenuSnapshot; effects: string[] } {
  let [snapshot] = initialTransition(mobileMenuMachine);
  const effects: string[] = [];
  for (const event of events) {
    const [next, actions] = transition(mobileMenuMachine, snapshot, event);
    snapshot = next;
    effects.push(...actions.map((a) => a.type));
  }
  return { snapshot, effects };
}

const section = (sectionId: string): MobileMenuEvent => ({ type: 'section.toggle', sectionId });

describe('mobile menu', () => {
  it('starts closed without firing any effect', () => {
    const [snapshot, actions] = initialTransition(mobileMenuMachine);
    expect(snapshot.value).toBe('closed');
    expect(actions).toEqual([]);
  });

  it('the hamburger opens the menu and claims the scroll lock', () => {
    const { snapshot, effects } = run([{ type: 'menu.toggle' }]);
    expect(isMobileMenuOpen(snapshot)).toBe(true);
    expect(effects).toEqual(['claimScrollLock']);
  });

  it('the hamburger or close button closes the menu and releases the scroll lock', () => {
    expect(run([{ type: 'menu.toggle' }, { type: 'menu.toggle' }]).effects).toEqual(['claimScrollLock', 'releaseScrollLock']);
    const closed = run([{ type: 'menu.open' }, { type: 'menu.close' }]);
    expect(closed.snapshot.value).toBe('closed');
    expect(closed.effects).toEqual(['claimScrollLock', 'releaseScrollLock']);
  });

  it('Escape closes the menu and returns focus to the menu button', () => {
    const { snapshot, effects } = run([{ type: 'menu.open' }, { type: 'escape.press' }]);
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual(['claimScrollLock', 'releaseScrollLock', 'focusMenuButton']);
  });

  it('closing when closed is a no-op (no stray release)', () => {
    expect(run([{ type: 'menu.close' }, { type: 'escape.press' }]).effects).toEqual([]);
  });

  it('an accordion heading opens its section', () => {
    const { snapshot } = run([{ type: 'menu.open' }, section('dogs')]);
    expect(isMenuSectionOpen(snapshot, 'dogs')).toBe(true);
  });

  it('clicking the open accordion section closes it', () => {
    const { snapshot } = run([{ type: 'menu.open' }, section('dogs'), section('dogs')]);
    expect(snapshot.context.openSection).toBeNull();
  });

  it('opening another accordion section closes the first (one at a time)', () => {
    const { snapshot } = run([{ type: 'menu.open' }, section('dogs'), section('cats')]);
    expect(snapshot.context.openSection).toBe('cats');
    expect(isMenuSectionOpen(snapshot, 'dogs')).toBe(false);
  });

  it('accordion clicks are ignored while the menu is closed', () => {
    expect(run([section('dogs')]).snapshot.context.openSection).toBeNull();
  });

  it('closing the menu collapses the accordion', () => {
    const { snapshot } = run([{ type: 'menu.open' }, section('dogs'), { type: 'menu.close' }, { type: 'menu.open' }]);
    expect(snapshot.context.openSection).toBeNull();
  });

  it('the menu search button hands over to search: search opens before the menu releases its lock', () => {
    const { snapshot, effects } = run([{ type: 'menu.open' }, { type: 'search.open' }]);
    expect(snapshot.value).toBe('handedOver');
    expect(isMobileMenuOpen(snapshot)).toBe(false);
    expect(effects).toEqual(['claimScrollLock', 'openSearch', 'releaseScrollLock']);
  });

  it('search cancel reopens a menu that handed over, with its accordion as it was', () => {
    const { snapshot, effects } = run([{ type: 'menu.open' }, section('cats'), { type: 'search.open' }, { type: 'search.cancel' }]);
    expect(isMobileMenuOpen(snapshot)).toBe(true);
    expect(snapshot.context.openSection).toBe('cats');
    expect(effects.at(-1)).toBe('claimScrollLock');
  });

  it('a route change closes the open menu and releases its lock', () => {
    const { snapshot, effects } = run([{ type: 'menu.open' }, section('dogs'), { type: 'route.change', path: '/en-ca/blog' }]);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.openSection).toBeNull();
    expect(effects).toEqual(['claimScrollLock', 'releaseScrollLock']);
  });

  it('the route change that returns from a cancelled search keeps the reopened menu open, whichever comes first', () => {
    const handedOver: MobileMenuEvent[] = [{ type: 'menu.open' }, { type: 'search.open' }, { type: 'route.change', path: '/en-ca/search' }];
    // The search panel navigates back and reopens the menu before the router reports the route.
    const routeLast = run([...handedOver, { type: 'search.cancel', path: '/en-ca/contact' }, { type: 'route.change', path: '/en-ca/contact' }]);
    expect(isMobileMenuOpen(routeLast.snapshot)).toBe(true);
    expect(routeLast.effects.filter((e) => e === 'releaseScrollLock')).toEqual(['releaseScrollLock']);
    const routeFirst = run([...handedOver, { type: 'route.change', path: '/en-ca/contact' }, { type: 'search.cancel', path: '/en-ca/contact' }]);
    expect(isMobileMenuOpen(routeFirst.snapshot)).toBe(true);
  });

  it('after the return from search, the next route change closes the menu again', () => {
    const { snapshot } = run([
      { type: 'menu.open' },
      { type: 'search.open' },
      { type: 'search.cancel', path: '/contact' },
      { type: 'route.change', path: '/contact' },
      { type: 'route.change', path: '/blog' },
    ]);
    expect(snapshot.value).toBe('closed');
  });

  it('search cancel does not open a menu that never handed over', () => {
    const { snapshot, effects } = run([{ type: 'search.cancel' }]);
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual([]);
  });

  it('search ending another way forgets the hand-over, so a later cancel does not reopen the menu', () => {
    const { snapshot } = run([{ type: 'menu.open' }, { type: 'search.open' }, { type: 'search.finish' }, { type: 'search.cancel' }]);
    expect(snapshot.value).toBe('closed');
  });

  it('growing to the desktop layout closes the menu and releases the lock', () => {
    const { snapshot, effects } = run([{ type: 'menu.open' }, { type: 'viewport.resize', width: 1280 }]);
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual(['claimScrollLock', 'releaseScrollLock']);
  });

  it('a resize within the mobile layout keeps the menu open', () => {
    const { snapshot } = run([{ type: 'menu.open' }, { type: 'viewport.resize', width: 700 }]);
    expect(isMobileMenuOpen(snapshot)).toBe(true);
  });

  it('a desktop-width resize during hand-over forgets it, so cancel does not reopen a hidden menu', () => {
    const { snapshot } = run([
      { type: 'menu.open' },
      { type: 'search.open' },
      { type: 'viewport.resize', width: 1440 },
      { type: 'search.cancel' },
    ]);
    expect(snapshot.value).toBe('closed');
  });

  it('the hand-over never unlocks the body when search claims its lock as it opens', () => {
    const body: string[] = [];
    const owner = createActor(
      scrollLockMachine.provide({
        actions: { lockBody: () => body.push('lock'), unlockBody: () => body.push('unlock') },
      }),
    ).start();
    const search = scrollLockReporter(owner, OVERLAY_IDS.searchPanel);
    const menu = createActor(
      mobileMenuMachine.provide({
        actions: {
          ...scrollLockReporter(owner, OVERLAY_IDS.mobileMenu),
          openSearch: () => search.claimScrollLock(),
        },
      }),
    ).start();
    menu.send({ type: 'menu.open' });
    menu.send({ type: 'search.open' });
    expect(isBodyLocked(owner.getSnapshot())).toBe(true);
    expect(owner.getSnapshot().context.openOverlays).toEqual(['search-panel']);
    // The search panel tells the menu first, then releases its own lock.
    menu.send({ type: 'search.cancel' });
    search.releaseScrollLock();
    expect(owner.getSnapshot().context.openOverlays).toEqual(['mobile-menu']);
    expect(body).toEqual(['lock']);
    menu.stop();
    owner.stop();
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(mobileMenuMachine, {
      events: [
        { type: 'menu.toggle' },
        { type: 'menu.close' },
        { type: 'search.open' },
        { type: 'search.cancel', path: '/contact' },
        { type: 'search.finish' },
        { type: 'route.change', path: '/contact' },
        section('dogs'),
        { type: 'viewport.resize', width: 1280 },
      ],
    });
    expect(reachedStates(paths)).toEqual(['closed', 'handedOver', 'open']);
  });
});

describe('breakpoints', () => {
  it('small is up to 640, medium up to 991, large up to 1200, wider is xlarge', () => {
    expect(breakpointFor(0)).toBe('small');
    expect(breakpointFor(640)).toBe('small');
    expect(breakpointFor(641)).toBe('medium');
    expect(breakpointFor(991)).toBe('medium');
    expect(breakpointFor(991.5)).toBe('large');
    expect(breakpointFor(1200)).toBe('large');
    expect(breakpointFor(1201)).toBe('xlarge');
  });

  it('a width that is not a finite number counts as small', () => {
    expect(breakpointFor(Number.NaN)).toBe('small');
    expect(breakpointFor(Number.POSITIVE_INFINITY)).toBe('small');
  });

  it('the mobile menu serves small and medium widths only', () => {
    expect(isMobileMenuWidth(390)).toBe(true);
    expect(isMobileMenuWidth(991)).toBe(true);
    expect(isMobileMenuWidth(992)).toBe(false);
  });
});
