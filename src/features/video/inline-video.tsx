import { useEffect, useRef } from 'react';
import { INLINE_PLAYER_ATTRIBUTE } from './open-video-modal';
import { videoSources, type VideoService } from '@/services/video';
import styles from './media-video.module.css';

/** The layout names the configured video service on <html> (it is server configuration). */
function pageVideoService(): VideoService {
  return document.documentElement.dataset.videoService === 'mux' ? 'mux' : 'local';
}

/**
 * A background video (§3 backgroundVideo): muted, looping, no controls, over its poster image, so
 * the poster shows first and stays when the video cannot play. It starts only when the visitor
 * allows motion, and loads its stream (hls.js where needed) only then, after the page is up. The
 * video modal pauses it by its player id while a video plays there and resumes it on close (§4).
 */
export function InlineVideo({ videoId, playerId }: { readonly videoId: string; readonly playerId: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    const sources = videoSources(videoId, pageVideoService());
    if (!video || !sources || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const controller = new AbortController();
    let detach: (() => void) | undefined;
    import('./attach-stream')
      .then(({ attachStream }) => attachStream(video, sources.manifest, controller.signal))
      .then((stream) => {
        detach = stream.detach;
        return video.play();
      })
      .then(() => video.setAttribute('data-playing', ''))
      .catch((error: unknown) => {
        // The poster stays: a background video is decoration, so a failure is logged, not shown.
        if (!controller.signal.aborted) console.warn('[video] the background video could not play', error);
      });
    return () => {
      controller.abort();
      detach?.();
    };
  }, [videoId]);
  return <video ref={ref} className={styles.background} muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} {...{ [INLINE_PLAYER_ATTRIBUTE]: playerId }} />;
}
