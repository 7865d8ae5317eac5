import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** Input of the injected `loadPlayer` actor. */
export type LoadPlayerInput = { readonly videoId: string };

/** The video modal's context. Both ids are null whenever the modal is closed. */
export type VideoModalContext = {
  readonly videoId: string | null;
  /** The inline player that opened the modal, to resume on close. */
  readonly inlinePlayerId: string | null;
  /** Why the player could not load, shown in the modal. */
  readonly error: string | null;
};

/** Events of the video modal. */
export type VideoModalEvent =
  /** From the window event (see `parseVideoModalDetail`). */
  | { type: 'video.open'; videoId: string; inlinePlayerId?: string | undefined }
  | { type: 'modal.close' }
  | { type: 'backdrop.press' }
  | { type: 'escape.press' };

/**
 * The global video modal (§2, §4). A window event opens it with a video id; the injected
 * `loadPlayer` actor attaches the stream (hls.js is loaded there, on demand), then the video plays
 * from the start. Backdrop, close button and Escape close it and pause the video. When the inline
 * play button opened it, the inline video is paused on open and resumed on close.
 *
 * A second `video.open` while open is ignored: the modal covers the page, so only code can send it,
 * and switching the stream under a playing viewer is worse than keeping it.
 *
 * Injected: actor `loadPlayer({ videoId })`; actions `playFromStart({ videoId })`,
 * `pauseVideo({ videoId })`, `pauseInlineVideo({ playerId })`, `resumeInlineVideo({ playerId })`,
 * `claimScrollLock`, `releaseScrollLock`.
 *
 * @example
 * const modal = createActor(
 *   videoModalMachine.provide({
 *     actors: { loadPlayer: fromPromise(({ input }) => attachStream(input.videoId)) },
 *     actions: { ...scrollLockReporter(scrollLockRef, OVERLAY_IDS.videoModal), playFromStart, pauseVideo, pauseInlineVideo, resumeInlineVideo },
 *   }),
 * ).start();
 * modal.send({ type: 'video.open', videoId: 'abc123', inlinePlayerId: 'hero-video' });
 */
export const videoModalMachine = setup({
  types: {
    context: {} as VideoModalContext,
    events: {} as VideoModalEvent,
  },
  actors: {
    // Rejects until provided, so a shell that forgot to wire the player shows an error, not a spinner.
    loadPlayer: fromPromise<void, LoadPlayerInput>(() => Promise.reject(new Error('loadPlayer was not provided'))),
  },
  actions: {
    // Placeholders: the shell provides the media and scroll-lock effects with .provide().
    playFromStart: (_, _params: { videoId: string }) => {},
    pauseVideo: (_, _params: { videoId: string }) => {},
    pauseInlineVideo: (_, _params: { playerId: string }) => {},
    resumeInlineVideo: (_, _params: { playerId: string }) => {},
    claimScrollLock: () => {},
    releaseScrollLock: () => {},
    rememberVideo: assign((_, params: { videoId: string; inlinePlayerId: string | null }) => ({
      videoId: params.videoId,
      inlinePlayerId: params.inlinePlayerId,
      error: null,
    })),
    forgetVideo: assign({ videoId: null, inlinePlayerId: null, error: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
  },
}).createMachine({
  id: 'videoModal',
  context: { videoId: null, inlinePlayerId: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'video.open': {
          target: 'open',
          actions: [
            {
              type: 'rememberVideo',
              params: ({ event }) => ({ videoId: event.videoId, inlinePlayerId: event.inlinePlayerId ?? null }),
            },
            enqueueActions(({ context, enqueue }) => {
              if (context.inlinePlayerId !== null) enqueue({ type: 'pauseInlineVideo', params: { playerId: context.inlinePlayerId } });
            }),
            'claimScrollLock',
          ],
        },
      },
    },
    open: {
      tags: ['open'],
      initial: 'loading',
      // Every way out of `open` leads to `closed`; clearing the ids last keeps them for the effects.
      exit: [
        // Pause first so the inline video never plays over the modal's audio, even for a frame.
        enqueueActions(({ context, enqueue }) => {
          if (context.videoId !== null) enqueue({ type: 'pauseVideo', params: { videoId: context.videoId } });
          if (context.inlinePlayerId !== null) enqueue({ type: 'resumeInlineVideo', params: { playerId: context.inlinePlayerId } });
        }),
        'releaseScrollLock',
        'forgetVideo',
      ],
      on: {
        'modal.close': '#videoModal.closed',
        'backdrop.press': '#videoModal.closed',
        'escape.press': '#videoModal.closed',
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadPlayer',
            // videoId is always set inside 'open'; the fallback only satisfies the type.
            input: ({ context }) => ({ videoId: context.videoId ?? '' }),
            onDone: {
              target: 'playing',
              actions: enqueueActions(({ context, enqueue }) => {
                if (context.videoId !== null) enqueue({ type: 'playFromStart', params: { videoId: context.videoId } });
              }),
            },
            onError: {
              target: 'failed',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        playing: { tags: ['playing'] },
        failed: { tags: ['failed'] },
      },
    },
  },
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A snapshot of the video modal. */
export type VideoModalSnapshot = SnapshotFrom<typeof videoModalMachine>;

/**
 * Whether the video modal is shown (for `useSelector`).
 *
 * @example
 * const open = useSelector(videoModalRef, isVideoModalOpen);
 */
export function isVideoModalOpen(snapshot: VideoModalSnapshot): boolean {
  return snapshot.hasTag('open');
}
