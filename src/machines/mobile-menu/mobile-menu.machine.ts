import { assign, setup, type SnapshotFrom } from 'xstate';
import { isMobileMenuWidth } from './viewport';

/** An accordion section of the mobile menu, keyed by its CMS navigation item (e.g. its label slug). */
export type MenuSectionId = string;

/** The mobile menu's context. One field for the accordion, so "at most one open" is structural. */
export type MobileMenuContext = {
  readonly openSection: MenuSectionId | null;
  /**
   * The path a cancelled search returned to while the menu reopened, until the route arrives
   * there: that route change is the return itself, not a navigation away from the menu.
   */
  readonly returnedTo: string | null;
};

/** Events of the mobile slide-in menu. */
export type MobileMenuEvent =
  /** The hamburger button. */
  | { type: 'menu.toggle' }
  | { type: 'menu.open' }
  /** The close button, a followed link or a route change: closes and forgets any hand-over. */
  | { type: 'menu.close' }
  | { type: 'escape.press' }
  /** An accordion heading: clicking the open section closes it. */
  | { type: 'section.toggle'; sectionId: MenuSectionId }
  /** The search button inside the menu: the menu hands over to the search panel. */
  | { type: 'search.open' }
  /**
   * The search panel was cancelled or closed: reopen the menu if it handed over. `path` is where
   * the search returned to (the router may report that route change after the menu reopened).
   */
  | { type: 'search.cancel'; path?: string }
  /** The route (pathname) changed: an open menu closes, unless this is a cancelled search's return. */
  | { type: 'route.change'; path: string }
  /** The search panel ended some other way (a result was followed): forget the hand-over. */
  | { type: 'search.finish' }
  | { type: 'viewport.resize'; width: number };

/**
 * The mobile slide-in menu (§2, §4): open/close, an accordion with at most one section open, and a
 * hand-over to the search panel that search cancel can undo (the menu remembers it handed over in
 * the `handedOver` state, keeping its accordion as it was).
 *
 * The menu holds the scroll lock exactly while it is open: a handed-over menu is not on screen, so
 * it releases the lock after asking for search (`openSearch` runs first, so when the search panel
 * claims its lock synchronously the body never unlocks in between). Growing to the desktop layout
 * closes the menu, because its lock would otherwise outlive the hidden menu.
 *
 * A route change closes the open menu, except the one that brings the visitor back from a cancelled
 * search: the search panel navigates back and reopens the menu at once, and the router may report
 * the new route only after that, so the menu remembers where the search returned to.
 *
 * Injected actions: `claimScrollLock`, `releaseScrollLock` (see `scrollLockReporter`),
 * `openSearch`, `focusMenuButton`.
 *
 * @example
 * let [s] = initialTransition(mobileMenuMachine);
 * [s] = transition(mobileMenuMachine, s, { type: 'menu.open' });
 * [s] = transition(mobileMenuMachine, s, { type: 'search.open' }); // s.value === 'handedOver'
 * [s] = transition(mobileMenuMachine, s, { type: 'search.cancel' }); // s.value === 'open'
 */
export const mobileMenuMachine = setup({
  types: {
    context: {} as MobileMenuContext,
    events: {} as MobileMenuEvent,
  },
  guards: {
    isOpenSection: ({ context }, params: { sectionId: MenuSectionId }) => context.openSection === params.sectionId,
    isDesktopWidth: (_, params: { width: number }) => !isMobileMenuWidth(params.width),
    isReturnFromSearch: ({ context }, params: { path: string }) => context.returnedTo !== null && context.returnedTo === params.path,
  },
  actions: {
    // Placeholders: the shell provides the effects with .provide().
    claimScrollLock: () => {},
    releaseScrollLock: () => {},
    openSearch: () => {},
    focusMenuButton: () => {},
    openSection: assign({ openSection: (_, params: { sectionId: MenuSectionId }) => params.sectionId }),
    collapseSections: assign({ openSection: null }),
    rememberReturn: assign({ returnedTo: (_, params: { path: string | null }) => params.path }),
    forgetReturn: assign({ returnedTo: null }),
  },
}).createMachine({
  id: 'mobileMenu',
  context: { openSection: null, returnedTo: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.toggle': { target: 'open', actions: 'claimScrollLock' },
        'menu.open': { target: 'open', actions: 'claimScrollLock' },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'menu.toggle': { target: 'closed', actions: ['releaseScrollLock', 'collapseSections', 'forgetReturn'] },
        'menu.close': { target: 'closed', actions: ['releaseScrollLock', 'collapseSections', 'forgetReturn'] },
        'escape.press': { target: 'closed', actions: ['releaseScrollLock', 'collapseSections', 'forgetReturn', 'focusMenuButton'] },
        'route.change': [
          {
            guard: { type: 'isReturnFromSearch', params: ({ event }) => ({ path: event.path }) },
            actions: 'forgetReturn',
          },
          { target: 'closed', actions: ['releaseScrollLock', 'collapseSections', 'forgetReturn'] },
        ],
        'section.toggle': [
          {
            guard: { type: 'isOpenSection', params: ({ event }) => ({ sectionId: event.sectionId }) },
            actions: 'collapseSections',
          },
          { actions: { type: 'openSection', params: ({ event }) => ({ sectionId: event.sectionId }) } },
        ],
        'search.open': { target: 'handedOver', actions: ['openSearch', 'releaseScrollLock', 'forgetReturn'] },
        'viewport.resize': {
          guard: { type: 'isDesktopWidth', params: ({ event }) => ({ width: event.width }) },
          target: 'closed',
          actions: ['releaseScrollLock', 'collapseSections', 'forgetReturn'],
        },
      },
    },
    handedOver: {
      tags: ['handedOver'],
      on: {
        'search.cancel': {
          target: 'open',
          actions: ['claimScrollLock', { type: 'rememberReturn', params: ({ event }) => ({ path: event.path ?? null }) }],
        },
        'search.finish': { target: 'closed', actions: 'collapseSections' },
        'menu.close': { target: 'closed', actions: 'collapseSections' },
        // Opening the menu while search is up (unusual, the panel covers the header) simply reopens it.
        'menu.open': { target: 'open', actions: 'claimScrollLock' },
        'menu.toggle': { target: 'open', actions: 'claimScrollLock' },
        // A desktop-width search cancel must not reopen a menu that desktop does not show.
        'viewport.resize': {
          guard: { type: 'isDesktopWidth', params: ({ event }) => ({ width: event.width }) },
          target: 'closed',
          actions: 'collapseSections',
        },
      },
    },
  },
});

/** A snapshot of the mobile menu. */
export type MobileMenuSnapshot = SnapshotFrom<typeof mobileMenuMachine>;

/**
 * Whether the menu is on screen (for `useSelector`; drives `aria-expanded` and the slide-in).
 *
 * @example
 * const open = useSelector(menuRef, isMobileMenuOpen);
 */
export function isMobileMenuOpen(snapshot: MobileMenuSnapshot): boolean {
  return snapshot.hasTag('open');
}

/**
 * Whether an accordion section is expanded (only while the menu is open or handed over).
 *
 * @example
 * const expanded = useSelector(menuRef, (s) => isMenuSectionOpen(s, 'dogs'));
 */
export function isMenuSectionOpen(snapshot: MobileMenuSnapshot, sectionId: MenuSectionId): boolean {
  return snapshot.context.openSection === sectionId;
}
