import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { dropdownsMachine, isDropdownOpen } from '@/machines/dropdowns';
import { isLocatorModalOpen, isVideoModalOpen, locatorModalMachine, videoModalMachine } from '@/machines/modals';
import { isMenuSectionOpen, isMobileMenuOpen, mobileMenuMachine } from '@/machines/mobile-menu';
import { OVERLAY_IDS, isBodyLocked, scrollLockMachine, scrollLockReporter } from '@/machines/scroll-lock';
import {
  dropdownId,
  dropdownsEvent,
  locatorModalEvent,
  menuSectionId,
  mobileMenuEvent,
  scrollLockEvent,
  shellStep,
  videoModalEvent,
  type ShellStep,
} from '@tests/arbitraries/shell';

const ALL_DROPDOWNS = ['nav-dogs', 'nav-cats', 'nav-brands', 'nav-learn'];
const ALL_SECTIONS = ['dogs', 'cats', 'brands'];

/** Lets settled player promises reach their actor before the next step. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The whole shell wired as the lead will wire it: one scroll-lock owner with a fake body, the menu
 * and both modals reporting to it, and the search panel standing in as its own overlay that opens
 * when the menu hands over and, on cancel or finish, tells the menu before releasing its lock.
 */
function createShell() {
  const body = { locked: false, doubleLock: false, doubleUnlock: false, edges: 0 };
  const owner = createActor(
    scrollLockMachine.provide({
      actions: {
        lockBody: () => {
          if (body.locked) body.doubleLock = true;
          body.locked = true;
          body.edges += 1;
        },
        unlockBody: () => {
          if (!body.locked) body.doubleUnlock = true;
          body.locked = false;
          body.edges += 1;
        },
      },
    }),
  ).start();

  let searchOpen = false;
  const searchLock = scrollLockReporter(owner, OVERLAY_IDS.searchPanel);
  const openSearch = () => {
    searchOpen = true;
    searchLock.claimScrollLock();
  };

  const menu = createActor(
    mobileMenuMachine.provide({ actions: { ...scrollLockReporter(owner, OVERLAY_IDS.mobileMenu), openSearch } }),
  ).start();

  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const inline = { paused: 0, resumed: 0 };
  const video = createActor(
    videoModalMachine.provide({
      actors: { loadPlayer: fromPromise(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject }))) },
      actions: {
        ...scrollLockReporter(owner, OVERLAY_IDS.videoModal),
        pauseInlineVideo: () => (inline.paused += 1),
        resumeInlineVideo: () => (inline.resumed += 1),
      },
    }),
  ).start();
  const locator = createActor(locatorModalMachine.provide({ actions: scrollLockReporter(owner, OVERLAY_IDS.locatorModal) })).start();

  async function apply(step: ShellStep): Promise<void> {
    switch (step.to) {
      case 'menu':
        menu.send(step.event);
        return;
      case 'search':
        if (step.action === 'open') {
          if (!searchOpen) openSearch();
          return;
        }
        if (!searchOpen) return;
        menu.send({ type: step.action === 'cancel' ? 'search.cancel' : 'search.finish' });
        searchOpen = false;
        searchLock.releaseScrollLock();
        return;
      case 'video':
        video.send(step.event);
        return;
      case 'locator':
        locator.send(step.event);
        return;
      case 'player': {
        const next = pending.shift();
        if (step.outcome === 'load') next?.resolve();
        else next?.reject(new Error('stream failed'));
        await settle();
        return;
      }
    }
  }

  const someOverlayOpen = () =>
    isMobileMenuOpen(menu.getSnapshot()) || searchOpen || isVideoModalOpen(video.getSnapshot()) || isLocatorModalOpen(locator.getSnapshot());

  const stop = () => [menu, video, locator, owner].forEach((actor) => actor.stop());

  return { body, owner, video, inline, apply, someOverlayOpen, stop };
}

describe('page shell properties', () => {
  it('the body is locked exactly when some overlay is open', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(shellStep, { maxLength: 40 }), async (steps) => {
        const shell = createShell();
        try {
          for (const step of steps) {
            const edgesBefore = shell.body.edges;
            await shell.apply(step);
            expect(shell.body.locked).toBe(shell.someOverlayOpen());
            // One step flips the body at most once: a hand-over never unlocks and relocks (no scroll jump).
            expect(shell.body.edges - edgesBefore).toBeLessThanOrEqual(1);
            expect(isBodyLocked(shell.owner.getSnapshot())).toBe(shell.body.locked);
          }
          // Lock and unlock only ever fire on edges, never twice in a row.
          expect(shell.body.doubleLock).toBe(false);
          expect(shell.body.doubleUnlock).toBe(false);
        } finally {
          shell.stop();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the scroll-lock owner is locked exactly when its set of open overlays is non-empty', () => {
    fc.assert(
      fc.property(fc.array(scrollLockEvent, { maxLength: 60 }), (events) => {
        let [snapshot] = initialTransition(scrollLockMachine);
        const model = new Set<string>();
        const edges: string[] = [];
        for (const event of events) {
          const [next, actions] = transition(scrollLockMachine, snapshot, event);
          snapshot = next;
          edges.push(...actions.map((a) => a.type));
          if (event.type === 'overlay.open') model.add(event.id);
          else model.delete(event.id);
          expect(new Set(snapshot.context.openOverlays)).toEqual(model);
          expect(isBodyLocked(snapshot)).toBe(model.size > 0);
        }
        // lock, unlock, lock, unlock…: a nested open or a stray close never adds an edge.
        edges.forEach((edge, i) => expect(edge).toBe(i % 2 === 0 ? 'lockBody' : 'unlockBody'));
      }),
      { numRuns: 500 },
    );
  });

  it('at most one dropdown is open', () => {
    fc.assert(
      fc.property(fc.array(dropdownsEvent, { maxLength: 50 }), (events) => {
        let [snapshot] = initialTransition(dropdownsMachine);
        for (const event of events) {
          [snapshot] = transition(dropdownsMachine, snapshot, event);
          expect(ALL_DROPDOWNS.filter((id) => isDropdownOpen(snapshot, id)).length).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('clicking a closed dropdown always opens exactly that one; clicking the open one always closes all', () => {
    fc.assert(
      fc.property(fc.array(dropdownsEvent, { maxLength: 30 }), dropdownId, (events, clicked) => {
        let [snapshot] = initialTransition(dropdownsMachine);
        for (const event of events) [snapshot] = transition(dropdownsMachine, snapshot, event);
        const wasOpen = isDropdownOpen(snapshot, clicked);
        [snapshot] = transition(dropdownsMachine, snapshot, { type: 'dropdown.toggle', id: clicked });
        const open = ALL_DROPDOWNS.filter((id) => isDropdownOpen(snapshot, id));
        expect(open).toEqual(wasOpen ? [] : [clicked]);
      }),
      { numRuns: 500 },
    );
  });

  it('at most one accordion section is open, and none while the menu is closed', () => {
    fc.assert(
      fc.property(fc.array(mobileMenuEvent, { maxLength: 50 }), (events) => {
        let [snapshot] = initialTransition(mobileMenuMachine);
        for (const event of events) {
          [snapshot] = transition(mobileMenuMachine, snapshot, event);
          expect(ALL_SECTIONS.filter((id) => isMenuSectionOpen(snapshot, id)).length).toBeLessThanOrEqual(1);
          if (snapshot.matches('closed')) expect(snapshot.context.openSection).toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });

  it('clicking the open accordion section always closes it; clicking another always opens only that one', () => {
    fc.assert(
      fc.property(fc.array(mobileMenuEvent, { maxLength: 30 }), menuSectionId, (events, clicked) => {
        let [snapshot] = initialTransition(mobileMenuMachine);
        for (const event of [{ type: 'menu.open' } as const, ...events]) [snapshot] = transition(mobileMenuMachine, snapshot, event);
        if (!isMobileMenuOpen(snapshot)) return;
        const wasOpen = isMenuSectionOpen(snapshot, clicked);
        [snapshot] = transition(mobileMenuMachine, snapshot, { type: 'section.toggle', sectionId: clicked });
        expect(snapshot.context.openSection).toBe(wasOpen ? null : clicked);
      }),
      { numRuns: 500 },
    );
  });

  it('a closed modal never holds a video id (or a product id)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            { weight: 3, arbitrary: videoModalEvent.map((event): ShellStep => ({ to: 'video', event })) },
            { weight: 2, arbitrary: locatorModalEvent.map((event): ShellStep => ({ to: 'locator', event })) },
            { weight: 1, arbitrary: shellStep.filter((s) => s.to === 'player') },
          ),
          { maxLength: 40 },
        ),
        async (steps) => {
          const shell = createShell();
          try {
            for (const step of steps) {
              await shell.apply(step);
              const video = shell.video.getSnapshot();
              if (!isVideoModalOpen(video)) expect(video.context).toEqual({ videoId: null, inlinePlayerId: null, error: null });
              else expect(video.context.videoId).not.toBeNull();
            }
          } finally {
            shell.stop();
          }
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.array(locatorModalEvent, { maxLength: 40 }), (events) => {
        let [snapshot] = initialTransition(locatorModalMachine);
        for (const event of events) {
          [snapshot] = transition(locatorModalMachine, snapshot, event);
          expect(snapshot.context.productId === null).toBe(!isLocatorModalOpen(snapshot));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an inline video paused by the modal is resumed exactly once, when the modal closes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(shellStep, { maxLength: 40 }), async (steps) => {
        const shell = createShell();
        try {
          for (const step of steps) {
            await shell.apply(step);
            const video = shell.video.getSnapshot();
            const holdsInline = isVideoModalOpen(video) && video.context.inlinePlayerId !== null;
            expect(shell.inline.paused - shell.inline.resumed).toBe(holdsInline ? 1 : 0);
          }
        } finally {
          shell.stop();
        }
      }),
      { numRuns: 200 },
    );
  });
});
