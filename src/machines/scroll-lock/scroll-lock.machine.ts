import { assign, setup, type SnapshotFrom } from 'xstate';
import { isLastOpenOverlay, withOverlayClosed, withOverlayOpened, type OpenOverlays, type OverlayId } from './open-overlays';

/** The scroll-lock owner's context: the overlays that are open now. */
export type ScrollLockContext = {
  readonly openOverlays: OpenOverlays;
};

/** What overlays tell the owner. Both are idempotent per id. */
export type ScrollLockEvent = { type: 'overlay.open'; id: OverlayId } | { type: 'overlay.close'; id: OverlayId };

/**
 * The one owner of the body scroll lock (§4: locked while the search panel, the mobile menu or any
 * modal is open). Overlays register by id; `lockBody` fires only on the 0→1 edge and `unlockBody`
 * only on the 1→0 edge, so a nested open can never unlock early and a stray close is harmless.
 *
 * Injected actions (no DOM here): `lockBody`, `unlockBody`.
 *
 * @example
 * const owner = createActor(
 *   scrollLockMachine.provide({
 *     actions: {
 *       lockBody: () => { document.body.style.overflow = 'hidden'; },
 *       unlockBody: () => { document.body.style.overflow = ''; },
 *     },
 *   }),
 * ).start();
 * owner.send({ type: 'overlay.open', id: 'mobile-menu' }); // locks
 * owner.send({ type: 'overlay.open', id: 'search-panel' }); // already locked: nothing fires
 * owner.send({ type: 'overlay.close', id: 'mobile-menu' }); // search still open: stays locked
 */
export const scrollLockMachine = setup({
  types: {
    context: {} as ScrollLockContext,
    events: {} as ScrollLockEvent,
  },
  guards: {
    isLastOpenOverlay: ({ context }, params: { id: OverlayId }) => isLastOpenOverlay(context.openOverlays, params.id),
  },
  actions: {
    // Placeholders: the shell provides the DOM effects with .provide().
    lockBody: () => {},
    unlockBody: () => {},
    rememberOverlay: assign({
      openOverlays: ({ context }, params: { id: OverlayId }) => withOverlayOpened(context.openOverlays, params.id),
    }),
    forgetOverlay: assign({
      openOverlays: ({ context }, params: { id: OverlayId }) => withOverlayClosed(context.openOverlays, params.id),
    }),
  },
}).createMachine({
  id: 'scrollLock',
  context: { openOverlays: [] },
  initial: 'unlocked',
  states: {
    unlocked: {
      on: {
        'overlay.open': {
          target: 'locked',
          actions: [{ type: 'rememberOverlay', params: ({ event }) => ({ id: event.id }) }, 'lockBody'],
        },
      },
    },
    locked: {
      tags: ['locked'],
      on: {
        'overlay.open': {
          actions: { type: 'rememberOverlay', params: ({ event }) => ({ id: event.id }) },
        },
        'overlay.close': [
          {
            guard: { type: 'isLastOpenOverlay', params: ({ event }) => ({ id: event.id }) },
            target: 'unlocked',
            actions: [{ type: 'forgetOverlay', params: ({ event }) => ({ id: event.id }) }, 'unlockBody'],
          },
          {
            actions: { type: 'forgetOverlay', params: ({ event }) => ({ id: event.id }) },
          },
        ],
      },
    },
  },
});

/** A snapshot of the scroll-lock owner. */
export type ScrollLockSnapshot = SnapshotFrom<typeof scrollLockMachine>;

/**
 * Whether the body should be locked in this snapshot (for `useSelector`).
 *
 * @example
 * const locked = useSelector(scrollLockRef, isBodyLocked);
 */
export function isBodyLocked(snapshot: ScrollLockSnapshot): boolean {
  return snapshot.hasTag('locked');
}

/** Anything that accepts scroll-lock events: the owner's actor ref, or a fake in tests. */
export type ScrollLockTarget = { send: (event: ScrollLockEvent) => void };

/**
 * The `claimScrollLock` / `releaseScrollLock` implementations an overlay machine needs, bound to
 * the owner and the overlay's id. Overlay machines stay ignorant of the owner; the shell wires them.
 *
 * @example
 * const menu = createActor(
 *   mobileMenuMachine.provide({
 *     actions: { ...scrollLockReporter(scrollLockRef, OVERLAY_IDS.mobileMenu), openSearch, focusMenuButton },
 *   }),
 * );
 */
export function scrollLockReporter(
  owner: ScrollLockTarget,
  id: OverlayId,
): { claimScrollLock: () => void; releaseScrollLock: () => void } {
  return {
    claimScrollLock: () => owner.send({ type: 'overlay.open', id }),
    releaseScrollLock: () => owner.send({ type: 'overlay.close', id }),
  };
}
