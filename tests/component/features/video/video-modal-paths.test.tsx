import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { catalogueEntry } from '@/studio/machines';
import type { VideoModalContext } from '@/machines/modals';
import { VIDEO_MODAL_OPEN_EVENT } from '@/machines/modals/window-event-names';
import { VideoModalHost } from '@/features/video/video-modal-host';
import { INLINE_PLAYER_ATTRIBUTE } from '@/features/video/open-video-modal';
import { allModelPaths, replayThroughUi } from '@tests/support/model-replay';

/**
 * The video modal's model paths (every shortest path, plus one per transition those miss)
 * replayed through the real host and modal. The window event opens it; the player's answer comes
 * from the <video> element itself, as in a browser that plays HLS natively: `loadedmetadata` is
 * the loaded stream (the machine's done), `error` a stream that failed (its error). After every
 * step the modal shows what the machine's state says, and the inline video is paused while the
 * modal it opened is open and resumed when it closes.
 */
const entry = catalogueEntry('videoModal');
if (entry === undefined) throw new Error('the video modal is in the catalogue');

const LOADED = 'xstate.done.actor.0.videoModal.open.loading';
const FAILED = 'xstate.error.actor.0.videoModal.open.loading';

// happy-dom plays no media: the native-HLS branch of attachStream is the one a test can answer.
const canPlayType = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType');
beforeAll(() => {
  canPlayType.mockImplementation((type: string) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
});
afterAll(() => {
  canPlayType.mockRestore();
});

const root = () => {
  const dialog = screen.queryByRole('dialog', { name: 'Video player', hidden: true });
  return dialog?.parentElement ?? null;
};
const player = () => {
  const video = document.getElementById('video-modal-player');
  if (!(video instanceof HTMLVideoElement)) throw new Error('no modal player');
  return video;
};
const inline = () => {
  const video = document.querySelector(`[${INLINE_PLAYER_ATTRIBUTE}="hero-video"]`);
  if (!(video instanceof HTMLVideoElement)) throw new Error('no inline video');
  return video;
};

/** The modal's controls exist only while it is open (hidden otherwise); Escape is heard only then. */
const IN_MODAL = new Set(['modal.close', 'backdrop.press']);

/** Open, whichever sub-state: visible, the player's stream is the video's, an inline video that opened it waits (another keeps playing). */
function expectOpen(context: VideoModalContext) {
  expect(root()?.hidden).toBe(false);
  expect(screen.getByRole('dialog', { name: 'Video player' }).getAttribute('aria-modal')).toBe('true');
  expect(player().getAttribute('src')).toBe(`/media/video/${context.videoId ?? ''}/index.m3u8`);
  expect(inline().paused).toBe(context.inlinePlayerId === 'hero-video');
}

describe('video modal: model paths through the real component', () => {
  it('video modal: every shortest path shows what its state must show', async () => {
    await replayThroughUi({
      name: 'video modal',
      entry,
      paths: allModelPaths(entry),
      mount: async () => {
        render(
          <>
            <video {...{ [INLINE_PLAYER_ATTRIBUTE]: 'hero-video' }} />
            <VideoModalHost videoService="local" />
          </>,
        );
        // The inline video plays on the page when the modal is opened over it.
        await act(() => inline().play());
      },
      producers: {
        'video.open': (event: AnyEventObject) => {
          const { videoId, inlinePlayerId } = event as { videoId?: string; inlinePlayerId?: string };
          window.dispatchEvent(new CustomEvent(VIDEO_MODAL_OPEN_EVENT, { detail: { videoId, ...(inlinePlayerId === undefined ? {} : { inlinePlayerId }) } }));
        },
        [LOADED]: () => {
          player().dispatchEvent(new Event('loadedmetadata'));
        },
        [FAILED]: () => {
          player().dispatchEvent(new Event('error'));
        },
        'modal.close': () => fireEvent.click(screen.getByRole('button', { name: 'Close video' })),
        'backdrop.press': () => fireEvent.click(screen.getByTestId('video-modal-backdrop')),
        'escape.press': () => fireEvent.keyDown(document, { key: 'Escape' }),
      },
      unproducible: (event, before) => (IN_MODAL.has(event.type) && !before.matches('open') ? 'the modal is hidden, so its close button and backdrop are not on screen' : null),
      screen: {
        // Hidden (or not loaded yet: the host loads it on the first event), its player paused; an
        // inline video the modal paused plays again.
        closed: () => {
          expect(root()?.hidden ?? true).toBe(true);
          expect((document.getElementById('video-modal-player') as HTMLVideoElement | null)?.paused ?? true).toBe(true);
          expect(inline().paused).toBe(false);
        },
        // Loading: the status says so and no error shows.
        'open.loading': (snapshot) => {
          expectOpen(snapshot.context as VideoModalContext);
          expect(screen.getByRole('status').textContent).toBe('Loading video…');
          expect(screen.queryByRole('alert')).toBeNull();
          expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close video' }));
        },
        // Playing: from the start, with neither status nor error.
        'open.playing': (snapshot) => {
          expectOpen(snapshot.context as VideoModalContext);
          expect(screen.queryByRole('status')).toBeNull();
          expect(screen.queryByRole('alert')).toBeNull();
          expect(player().paused).toBe(false);
          expect(player().currentTime).toBe(0);
        },
        // Failed: the player's readable message in an alert.
        'open.failed': (snapshot) => {
          expectOpen(snapshot.context as VideoModalContext);
          expect(screen.queryByRole('status')).toBeNull();
          expect(screen.getByRole('alert').textContent).toMatch(/^The video could not be loaded \(.+\)\.$/);
        },
      },
      // The host loads the modal's chunk on the first event.
      timeout: 5000,
    });
  }, 60_000);
});
