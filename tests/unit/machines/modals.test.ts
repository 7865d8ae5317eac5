import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  isLandscape,
  isLocatorModalOpen,
  isVideoModalOpen,
  locatorModalMachine,
  parseLocatorModalDetail,
  parseVideoModalDetail,
  videoModalMachine,
  type LocatorModalEvent,
  type LocatorModalSnapshot,
  type VideoModalEvent,
  type VideoModalSnapshot,
} from '@/machines/modals';

/** The distinct state values a set of graph paths ends in, sorted. */
const reachedStates = (paths: readonly { state: { value: unknown } }[]) =>
  [...new Set(paths.map((p) => JSON.stringify(p.state.value)))].map((v) => JSON.parse(v) as unknown).sort();

type Effect = { type: string; params: unknown };

function runVideo(events: readonly VideoModalEvent[]): { snapshot: VideoModalSnapshot; effects: Effect[] } {
  let [snapshot] = initialTransition(videoModalMachine);
  const effects: Effect[] = [];
  for (const event of events) {
    const [next, actions] = transition(videoModalMachine, snapshot, event);
    snapshot = next;
    effects.push(...actions.map((a) => ({ type: a.type, params: a.params })));
  }
  return { snapshot, effects };
}

function runLocator(events: readonly LocatorModalEvent[]): { snapshot: LocatorModalSnapshot; effects: string[] } {
  let [snapshot] = initialTransition(locatorModalMachine);
  const effects: string[] = [];
  for (const event of events) {
    const [next, actions] = transition(locatorModalMachine, snapshot, event);
    snapshot = next;
    effects.push(...actions.map((a) => a.type));
  }
  return { snapshot, effects };
}

/** The named effects, without XState's own bookkeeping (spawning and stopping the player actor). */
const named = (effects: Effect[]) => effects.filter((e) => !e.type.startsWith('xstate.'));

describe('video modal', () => {
  it('starts closed with no video', () => {
    const { snapshot } = runVideo([]);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.videoId).toBeNull();
  });

  it('a window event with a video id opens it, claims the scroll lock and loads the player', () => {
    const { snapshot, effects } = runVideo([{ type: 'video.open', videoId: 'abc123' }]);
    expect(isVideoModalOpen(snapshot)).toBe(true);
    expect(snapshot.matches({ open: 'loading' })).toBe(true);
    expect(snapshot.context.videoId).toBe('abc123');
    expect(named(effects)).toEqual([{ type: 'claimScrollLock', params: undefined }]);
    expect(effects.some((e) => e.type === 'xstate.spawnChild')).toBe(true);
  });

  it('opened by the inline play button, it pauses the inline video', () => {
    const { effects } = runVideo([{ type: 'video.open', videoId: 'abc123', inlinePlayerId: 'hero' }]);
    expect(named(effects)).toEqual([
      { type: 'pauseInlineVideo', params: { playerId: 'hero' } },
      { type: 'claimScrollLock', params: undefined },
    ]);
  });

  for (const close of [{ type: 'modal.close' }, { type: 'backdrop.press' }, { type: 'escape.press' }] as const) {
    it(`${close.type} closes it, pauses the video, releases the lock and forgets the video id`, () => {
      const { snapshot, effects } = runVideo([{ type: 'video.open', videoId: 'abc123' }, close]);
      expect(snapshot.value).toBe('closed');
      expect(snapshot.context).toEqual({ videoId: null, inlinePlayerId: null, error: null });
      expect(named(effects).slice(1)).toEqual([
        { type: 'pauseVideo', params: { videoId: 'abc123' } },
        { type: 'releaseScrollLock', params: undefined },
      ]);
    });
  }

  it('closing resumes the inline video that opened it, after pausing the modal video', () => {
    const { effects } = runVideo([{ type: 'video.open', videoId: 'abc123', inlinePlayerId: 'hero' }, { type: 'backdrop.press' }]);
    expect(named(effects).slice(2)).toEqual([
      { type: 'pauseVideo', params: { videoId: 'abc123' } },
      { type: 'resumeInlineVideo', params: { playerId: 'hero' } },
      { type: 'releaseScrollLock', params: undefined },
    ]);
  });

  it('a second open while open is ignored (the first video keeps playing)', () => {
    const { snapshot, effects } = runVideo([
      { type: 'video.open', videoId: 'first' },
      { type: 'video.open', videoId: 'second', inlinePlayerId: 'other' },
    ]);
    expect(snapshot.context.videoId).toBe('first');
    expect(named(effects)).toHaveLength(1);
  });

  it('closing when closed does nothing', () => {
    expect(runVideo([{ type: 'modal.close' }]).effects).toEqual([]);
  });

  it('plays from the start once the player has loaded (live actor, provided fakes)', async () => {
    const calls: string[] = [];
    const actor = createActor(
      videoModalMachine.provide({
        actors: { loadPlayer: fromPromise(() => Promise.resolve()) },
        actions: {
          playFromStart: (_, { videoId }) => calls.push(`play:${videoId}`),
          pauseVideo: (_, { videoId }) => calls.push(`pause:${videoId}`),
          pauseInlineVideo: (_, { playerId }) => calls.push(`pause-inline:${playerId}`),
          resumeInlineVideo: (_, { playerId }) => calls.push(`resume-inline:${playerId}`),
          claimScrollLock: () => calls.push('lock'),
          releaseScrollLock: () => calls.push('unlock'),
        },
      }),
    ).start();
    actor.send({ type: 'video.open', videoId: 'abc123', inlinePlayerId: 'hero' });
    await waitFor(actor, (s) => s.matches({ open: 'playing' }));
    actor.send({ type: 'modal.close' });
    expect(calls).toEqual(['pause-inline:hero', 'lock', 'play:abc123', 'pause:abc123', 'resume-inline:hero', 'unlock']);
    actor.stop();
  });

  it('a player that fails to load shows an error and still closes cleanly', async () => {
    const actor = createActor(
      videoModalMachine.provide({ actors: { loadPlayer: fromPromise(() => Promise.reject(new Error('manifest 404'))) } }),
    ).start();
    actor.send({ type: 'video.open', videoId: 'abc123' });
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.error).toBe('manifest 404');
    actor.send({ type: 'escape.press' });
    expect(actor.getSnapshot().context).toEqual({ videoId: null, inlinePlayerId: null, error: null });
    actor.stop();
  });

  it('an unwired player fails visibly instead of spinning forever', async () => {
    const actor = createActor(videoModalMachine).start();
    actor.send({ type: 'video.open', videoId: 'abc123' });
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.error).toMatch(/not provided/);
    actor.stop();
  });

  it('reopening plays the new video from the start again', async () => {
    const played: string[] = [];
    const actor = createActor(
      videoModalMachine.provide({
        actors: { loadPlayer: fromPromise(() => Promise.resolve()) },
        actions: { playFromStart: (_, { videoId }) => played.push(videoId) },
      }),
    ).start();
    actor.send({ type: 'video.open', videoId: 'a' });
    await waitFor(actor, (s) => s.matches({ open: 'playing' }));
    actor.send({ type: 'modal.close' });
    actor.send({ type: 'video.open', videoId: 'a' });
    await waitFor(actor, (s) => s.matches({ open: 'playing' }));
    expect(played).toEqual(['a', 'a']);
    actor.stop();
  });
});

describe('store-locator modal', () => {
  it('a window event with a product identifier opens it and claims the scroll lock', () => {
    const { snapshot, effects } = runLocator([{ type: 'locator.open', productId: '850012345678' }]);
    expect(isLocatorModalOpen(snapshot)).toBe(true);
    expect(snapshot.context.productId).toBe('850012345678');
    expect(effects).toEqual(['claimScrollLock']);
  });

  it('an open asking for buy online remembers it until the modal closes', () => {
    const opened = runLocator([{ type: 'locator.open', productId: 'p-1', online: true }]);
    expect(opened.snapshot.context.online).toBe(true);
    const closed = runLocator([{ type: 'locator.open', productId: 'p-1', online: true }, { type: 'modal.close' }]);
    expect(closed.snapshot.context.online).toBe(false);
  });

  for (const close of [{ type: 'modal.close' }, { type: 'backdrop.press' }, { type: 'escape.press' }] as const) {
    it(`${close.type} closes it, releases the lock and forgets the product`, () => {
      const { snapshot, effects } = runLocator([{ type: 'locator.open', productId: 'p-1' }, close]);
      expect(snapshot.value).toBe('closed');
      expect(snapshot.context.productId).toBeNull();
      expect(effects).toEqual(['claimScrollLock', 'releaseScrollLock']);
    });
  }

  it('a second open while open is ignored', () => {
    const { snapshot, effects } = runLocator([
      { type: 'locator.open', productId: 'p-1' },
      { type: 'locator.open', productId: 'p-2' },
    ]);
    expect(snapshot.context.productId).toBe('p-1');
    expect(effects).toEqual(['claimScrollLock']);
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(locatorModalMachine, { events: [{ type: 'locator.open', productId: 'p-1' }, { type: 'backdrop.press' }] });
    expect(reachedStates(paths)).toEqual(['closed', 'open']);
  });
});

describe('modal window events', () => {
  it('a video event detail needs a safe video id; the inline player id is optional', () => {
    expect(parseVideoModalDetail({ videoId: 'abc_123-X' })).toEqual({ videoId: 'abc_123-X' });
    expect(parseVideoModalDetail({ videoId: 'abc', inlinePlayerId: 'hero' })).toEqual({ videoId: 'abc', inlinePlayerId: 'hero' });
  });

  it('a malformed or hostile video event detail opens nothing', () => {
    for (const detail of [null, undefined, 'abc', 42, {}, { videoId: '' }, { videoId: '../x' }, { videoId: '<script>' }, { videoId: 'a'.repeat(129) }, { videoId: 'ok', inlinePlayerId: 'a b' }]) {
      expect(parseVideoModalDetail(detail)).toBeNull();
    }
  });

  it('a locator event detail needs a safe product identifier', () => {
    expect(parseLocatorModalDetail({ productId: '850012345678' })).toEqual({ productId: '850012345678' });
    expect(parseLocatorModalDetail({ productId: 'javascript:alert(1)' })).toBeNull();
    expect(parseLocatorModalDetail('850012345678')).toBeNull();
  });
});

describe('isLandscape', () => {
  it('a screen at most 600px high and wider than high is landscape', () => {
    expect(isLandscape(844, 390)).toBe(true);
    expect(isLandscape(601, 600)).toBe(true);
  });

  it('a screen taller than 600px is not landscape, however wide', () => {
    expect(isLandscape(1920, 601)).toBe(false);
  });

  it('a screen not wider than high is not landscape', () => {
    expect(isLandscape(600, 600)).toBe(false);
    expect(isLandscape(390, 500)).toBe(false);
  });
});
