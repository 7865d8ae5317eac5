'use client';

/**
 * The one scroll-lock owner of the page (§4): the body is locked while the search panel, the mobile
 * menu or any modal is open, and unlocked only when none is. Every overlay reports through
 * {@link useScrollLock}; nothing else touches `document.body.style.overflow`.
 */
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { scrollLockMachine, type OverlayId } from '@/machines/scroll-lock';

type ScrollLockActor = ActorRefFrom<typeof scrollLockMachine>;

const ScrollLockContext = createContext<ScrollLockActor | null>(null);

const lockedMachine = scrollLockMachine.provide({
  actions: {
    lockBody: () => {
      document.body.style.overflow = 'hidden';
      document.body.dataset.scrollLocked = 'true';
    },
    unlockBody: () => {
      document.body.style.overflow = '';
      delete document.body.dataset.scrollLocked;
    },
  },
});

export function ScrollLockProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(lockedMachine);
  return <ScrollLockContext.Provider value={actor}>{children}</ScrollLockContext.Provider>;
}

/**
 * Reports an overlay's open state to the owner. Opening is idempotent per id, and the overlay is
 * reported closed when the component unmounts, so a route change can never leave the body locked.
 */
export function useScrollLock(id: OverlayId, open: boolean): void {
  const actor = useContext(ScrollLockContext);
  useEffect(() => {
    if (!actor || !open) return undefined;
    actor.send({ type: 'overlay.open', id });
    return () => actor.send({ type: 'overlay.close', id });
  }, [actor, id, open]);
}
