/**
 * How any block opens the global video modal (§2: "opened by a window event"), without importing
 * it: dispatch VIDEO_MODAL_OPEN_EVENT with the video id, and the inline player's id when an
 * inline play button opened it (that player is paused now and resumed when the modal closes).
 */
import { VIDEO_MODAL_OPEN_EVENT } from '@/machines/modals/window-event-names';
import type { VideoModalDetail } from '@/machines/modals/window-events';

/** Put this attribute on an inline <video> so the modal can pause and resume it by id. */
export const INLINE_PLAYER_ATTRIBUTE = 'data-inline-player-id';

export function openVideoModal(detail: VideoModalDetail): void {
  window.dispatchEvent(new CustomEvent(VIDEO_MODAL_OPEN_EVENT, { detail }));
}

function inlinePlayer(playerId: string): HTMLVideoElement | null {
  const found = document.querySelector(`[${INLINE_PLAYER_ATTRIBUTE}="${CSS.escape(playerId)}"]`);
  return found instanceof HTMLVideoElement ? found : null;
}

/** Players the modal paused, so it resumes only those that were playing. */
const pausedByModal = new WeakSet<HTMLVideoElement>();

/** Pauses an inline player if it is playing (§4: the play button pauses the inline video). */
export function pauseInlinePlayer(playerId: string): void {
  const video = inlinePlayer(playerId);
  if (!video || video.paused) return;
  video.pause();
  pausedByModal.add(video);
}

/** Resumes an inline player the modal paused (§4: closing the modal resumes it). */
export function resumeInlinePlayer(playerId: string): void {
  const video = inlinePlayer(playerId);
  if (!video || !pausedByModal.has(video)) return;
  pausedByModal.delete(video);
  video.play().catch((error: unknown) => {
    // Autoplay policy may refuse an unmuted resume; the inline video then waits for its own button.
    console.warn('[video] the inline video could not resume', error);
  });
}
