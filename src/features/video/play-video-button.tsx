import { VIDEO_MODAL_OPEN_EVENT } from '@/machines/modals/window-event-names';
import styles from './media-video.module.css';

/** Centred on the frame, or in its corner where text lies over the frame (a Masthead's Overlay). */
export type PlayButtonPlacement = 'center' | 'corner';

/**
 * The play button over a video poster: it asks the global video modal to open (§2: "opened by a
 * window event") and imports nothing of the player, so hls.js loads only when a visitor plays.
 */
export function PlayVideoButton({
  videoId,
  inlinePlayerId,
  label,
  placement = 'center',
}: {
  readonly videoId: string;
  readonly inlinePlayerId?: string | undefined;
  readonly label: string;
  readonly placement?: PlayButtonPlacement | undefined;
}) {
  // With a background video, the modal pauses it while this video plays and resumes it on close (§4).
  const detail = inlinePlayerId ? { videoId, inlinePlayerId } : { videoId };
  return (
    <button type="button" className={styles.play} data-placement={placement} onClick={() => window.dispatchEvent(new CustomEvent(VIDEO_MODAL_OPEN_EVENT, { detail }))}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
