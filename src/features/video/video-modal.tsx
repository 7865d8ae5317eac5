'use client';

/**
 * The global video modal (§2, §4), loaded and mounted by video-modal-host.tsx on the first
 * VIDEO_MODAL_OPEN_EVENT; each event's detail arrives as a numbered `request`. A valid video id opens it; the stream attaches (hls.js only when needed, loaded on demand) and plays from the
 * start; the close button, the backdrop and Escape close it and pause the video. When an inline
 * play button opened it, that inline video is paused meanwhile and resumed on close. Screens at
 * most 600px high and wider than high get the full-bleed landscape layout.
 *
 * The video modal machine decides; this component provides its effects and renders its state.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { isLandscape, isVideoModalOpen, parseVideoModalDetail, videoModalMachine } from '@/machines/modals';
import { OVERLAY_IDS } from '@/machines/scroll-lock';
import { useDebouncedResize } from '@/ui/dom/use-debounced-resize';
import { useDismiss } from '@/ui/dom/use-dismiss';
import { useFocusTrap } from '@/ui/dom/focus-trap';
import { useScrollLock } from '../scroll-lock/scroll-lock-provider';
import { attachStream, StreamSlot } from './attach-stream';
import { pauseInlinePlayer, resumeInlinePlayer } from './open-video-modal';
import { videoSources, type VideoService } from '@/services/video';
import styles from './video-modal.module.css';

/** One window event's detail, numbered so the same detail sent twice is two requests. */
export type VideoModalRequest = { readonly detail: unknown; readonly seq: number };

export type VideoModalProps = { readonly videoService: VideoService; readonly request: VideoModalRequest };

/** The modal's <video> element id (the player is always in the DOM, hidden while closed). */
const VIDEO_PLAYER_ID = 'video-modal-player';

function playerVideo(): HTMLVideoElement | null {
  const found = document.getElementById(VIDEO_PLAYER_ID);
  return found instanceof HTMLVideoElement ? found : null;
}

function isNotAllowed(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotAllowedError';
}

export function VideoModal({ videoService, request }: VideoModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The machine's effects are created during render, so they reach the player by id and keep the
  // attached stream in a slot object of their own rather than in React refs.
  const [slot] = useState(() => new StreamSlot());
  const [landscape, setLandscape] = useState(false);

  const actor = useActorRef(
    videoModalMachine.provide({
      actors: {
        loadPlayer: fromPromise(async ({ input, signal }) => {
          const video = playerVideo();
          if (!video) throw new Error('The video player is not on the page.');
          const sources = videoSources(input.videoId, videoService);
          if (!sources) throw new Error('This video id is not valid.');
          slot.clear();
          video.poster = sources.poster;
          const attached = await attachStream(video, sources.manifest, signal);
          slot.replace(attached);
          video.dataset.streamMode = attached.mode;
        }),
      },
      actions: {
        playFromStart: () => {
          const video = playerVideo();
          if (!video) return;
          video.currentTime = 0;
          video.play().catch((error: unknown) => {
            if (!isNotAllowed(error)) {
              console.error('[video] playback failed', error);
              return;
            }
            // Without a recent gesture (an event sent by a script), browsers allow muted playback
            // only; the visitor can unmute from the controls.
            video.muted = true;
            video.play().catch((retryError: unknown) => console.error('[video] muted playback failed too', retryError));
          });
        },
        pauseVideo: () => playerVideo()?.pause(),
        pauseInlineVideo: (_, { playerId }) => pauseInlinePlayer(playerId),
        resumeInlineVideo: (_, { playerId }) => resumeInlinePlayer(playerId),
        // The lock follows the open state through useScrollLock below (the one owner's API).
        claimScrollLock: () => {},
        releaseScrollLock: () => {},
      },
    }),
  );
  const open = useSelector(actor, isVideoModalOpen);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const error = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null));

  useScrollLock(OVERLAY_IDS.videoModal, open);
  useFocusTrap(dialogRef, open, closeRef);
  useDismiss(open, [dialogRef], { onEscape: () => actor.send({ type: 'escape.press' }) });
  useDebouncedResize((width, height) => setLandscape(isLandscape(width, height)));

  useEffect(() => {
    const detail = parseVideoModalDetail(request.detail);
    if (detail === null) {
      console.warn('[video] ignored a video-modal event without a valid video id');
      return;
    }
    actor.send({ type: 'video.open', videoId: detail.videoId, inlinePlayerId: detail.inlinePlayerId });
  }, [actor, request]);

  useEffect(
    () => () => slot.clear(),
    [slot],
  );

  return (
    <div className={styles.root} hidden={!open} data-landscape={landscape ? 'true' : undefined}>
      <div className={styles.backdrop} aria-hidden="true" data-testid="video-modal-backdrop" onClick={() => actor.send({ type: 'backdrop.press' })} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-label="Video player" className={styles.dialog}>
        <button ref={closeRef} type="button" className={styles.close} onClick={() => actor.send({ type: 'modal.close' })}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Close video</span>
        </button>
        <div className={styles.frame}>
          <video id={VIDEO_PLAYER_ID} className={styles.video} controls playsInline preload="none" aria-label="Video" />
          {loading ? (
            <p className={styles.status} role="status">
              Loading video…
            </p>
          ) : null}
          {error !== null ? (
            <p className={styles.status} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
