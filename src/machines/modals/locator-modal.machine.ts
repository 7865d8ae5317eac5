import { assign, setup, type SnapshotFrom } from 'xstate';

/** The store-locator modal's context. `productId` is null whenever the modal is closed. */
export type LocatorModalContext = {
  readonly productId: string | null;
  /** Whether the locator opens on its buy-online view (§2 `ons=1`) rather than the store finder. */
  readonly online: boolean;
};

/** Events of the store-locator modal. */
export type LocatorModalEvent =
  /** From the window event (see `parseLocatorModalDetail`). */
  | { type: 'locator.open'; productId: string; online?: boolean }
  | { type: 'modal.close' }
  | { type: 'backdrop.press' }
  | { type: 'escape.press' };

/**
 * The store-locator modal (§2, §4): a window event carrying a product identifier opens it over an
 * embedded locator frame; backdrop, close button and Escape close it. Like the video modal, a second
 * open while open is ignored.
 *
 * Injected actions: `claimScrollLock`, `releaseScrollLock` (see `scrollLockReporter`).
 *
 * @example
 * const [s] = transition(locatorModalMachine, initialTransition(locatorModalMachine)[0], {
 *   type: 'locator.open',
 *   productId: '850012345678',
 * });
 * s.context.productId; // '850012345678'
 * s.context.online; // false (a shop-now button sends online: true for the buy-online view)
 */
export const locatorModalMachine = setup({
  types: {
    context: {} as LocatorModalContext,
    events: {} as LocatorModalEvent,
  },
  actions: {
    // Placeholders: the shell wires these to the scroll-lock owner with .provide().
    claimScrollLock: () => {},
    releaseScrollLock: () => {},
    rememberProduct: assign((_, params: { productId: string; online: boolean }) => ({ productId: params.productId, online: params.online })),
    forgetProduct: assign({ productId: null, online: false }),
  },
}).createMachine({
  id: 'locatorModal',
  context: { productId: null, online: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'locator.open': {
          target: 'open',
          actions: [{ type: 'rememberProduct', params: ({ event }) => ({ productId: event.productId, online: event.online ?? false }) }, 'claimScrollLock'],
        },
      },
    },
    open: {
      tags: ['open'],
      exit: ['releaseScrollLock', 'forgetProduct'],
      on: {
        'modal.close': 'closed',
        'backdrop.press': 'closed',
        'escape.press': 'closed',
      },
    },
  },
});

/** A snapshot of the store-locator modal. */
export type LocatorModalSnapshot = SnapshotFrom<typeof locatorModalMachine>;

/**
 * Whether the store-locator modal is shown (for `useSelector`).
 *
 * @example
 * const open = useSelector(locatorRef, isLocatorModalOpen);
 */
export function isLocatorModalOpen(snapshot: LocatorModalSnapshot): boolean {
  return snapshot.hasTag('open');
}
