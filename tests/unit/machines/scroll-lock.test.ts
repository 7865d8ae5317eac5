import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  OVERLAY_IDS,
  isBodyLocked,
  isLastOpenOverlay,
  scrollLockMachine,
  scrollLockReporter,
  withOverlayClosed,
  withOverlayOpened,
  type ScrollLockEvent,
  type ScrollLockSnapshot,
} from '@/machines/scroll-lock';

/** The distinct state values a set of graph paths ends in, sorted. */
const reachedStates = (paths: readonly { state: { value: unknown } }[]) =>
  [...new Set(paths.map((p) => JSON.stringify(p.state.value)))].map((v) => JSON.parse(v) as unknown).sort();

const open = (id: string): ScrollLockEvent => ({ type: 'overlay.open', id });
const close = (id: string): ScrollLockEvent => ({ type: 'overlay.close', id });

/** Runs events through pure transitions, collecting the named effects in order. */
function run(events: readonly ScrollLockEvent[]): { snapshot: ScrollLockSnapshot; effects: string[] } {
  const [first, initialActions] = initialTransition(scrollLockMachine);
  let snapshot = first;
  const effects = initialActions.map((a) => a.type);
  for (const event of events) {
    const [next, actions] = transition(scrollLockMachine, snapshot, event);
    snapshot = next;
    effects.push(...actions.map((a) => a.type));
  }
  return { snapshot, effects };
}

describe('scroll-lock owner', () => {
  it('starts unlocked without firing any effect', () => {
    const { snapshot, effects } = run([]);
    expect(snapshot.value).toBe('unlocked');
    expect(isBodyLocked(snapshot)).toBe(false);
    expect(effects).toEqual([]);
  });

  it('locks the body when the first overlay opens', () => {
    const { snapshot, effects } = run([open(OVERLAY_IDS.mobileMenu)]);
    expect(isBodyLocked(snapshot)).toBe(true);
    expect(snapshot.context.openOverlays).toEqual(['mobile-menu']);
    expect(effects).toEqual(['lockBody']);
  });

  it('a nested open never fires lock again', () => {
    const { effects } = run([open('mobile-menu'), open('search-panel'), open('video-modal')]);
    expect(effects).toEqual(['lockBody']);
  });

  it('closing one of several open overlays never unlocks early', () => {
    const { snapshot, effects } = run([open('mobile-menu'), open('search-panel'), close('mobile-menu')]);
    expect(isBodyLocked(snapshot)).toBe(true);
    expect(snapshot.context.openOverlays).toEqual(['search-panel']);
    expect(effects).toEqual(['lockBody']);
  });

  it('unlocks only when the last open overlay closes', () => {
    const { snapshot, effects } = run([open('mobile-menu'), open('search-panel'), close('mobile-menu'), close('search-panel')]);
    expect(isBodyLocked(snapshot)).toBe(false);
    expect(snapshot.context.openOverlays).toEqual([]);
    expect(effects).toEqual(['lockBody', 'unlockBody']);
  });

  it('closing an overlay that is not open is a no-op, locked or not', () => {
    expect(run([close('video-modal')]).effects).toEqual([]);
    const locked = run([open('mobile-menu'), close('video-modal')]);
    expect(isBodyLocked(locked.snapshot)).toBe(true);
    expect(locked.snapshot.context.openOverlays).toEqual(['mobile-menu']);
    expect(locked.effects).toEqual(['lockBody']);
  });

  it('opening an already open overlay twice needs only one close (a set, not a counter)', () => {
    const { snapshot, effects } = run([open('video-modal'), open('video-modal'), close('video-modal')]);
    expect(isBodyLocked(snapshot)).toBe(false);
    expect(effects).toEqual(['lockBody', 'unlockBody']);
  });

  it('any modal id can register, not only the known overlays', () => {
    const { snapshot } = run([open('exit-modal:home'), close('mobile-menu')]);
    expect(snapshot.context.openOverlays).toEqual(['exit-modal:home']);
  });

  it('provided lock and unlock run on the 0→1 and 1→0 edges of a live actor', () => {
    const body: string[] = [];
    const owner = createActor(
      scrollLockMachine.provide({
        actions: { lockBody: () => body.push('lock'), unlockBody: () => body.push('unlock') },
      }),
    ).start();
    const menu = scrollLockReporter(owner, OVERLAY_IDS.mobileMenu);
    const search = scrollLockReporter(owner, OVERLAY_IDS.searchPanel);
    menu.claimScrollLock();
    search.claimScrollLock();
    menu.releaseScrollLock();
    expect(body).toEqual(['lock']);
    search.releaseScrollLock();
    expect(body).toEqual(['lock', 'unlock']);
    owner.stop();
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(scrollLockMachine, { events: [open('a'), open('b'), close('a'), close('b')] });
    expect(reachedStates(paths)).toEqual(['locked', 'unlocked']);
  });
});

describe('open-overlay set', () => {
  it('opening keeps each id once and in opening order', () => {
    expect(withOverlayOpened(withOverlayOpened(['a'], 'b'), 'a')).toEqual(['a', 'b']);
  });

  it('opening or closing without a change returns the same array (no needless re-render)', () => {
    const set = ['a'] as const;
    expect(withOverlayOpened(set, 'a')).toBe(set);
    expect(withOverlayClosed(set, 'b')).toBe(set);
  });

  it('only the sole open overlay is the last one', () => {
    expect(isLastOpenOverlay(['a'], 'a')).toBe(true);
    expect(isLastOpenOverlay(['a', 'b'], 'a')).toBe(false);
    expect(isLastOpenOverlay(['a'], 'b')).toBe(false);
    expect(isLastOpenOverlay([], 'a')).toBe(false);
  });
});
