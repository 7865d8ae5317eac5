/**
 * Attaches an HLS stream to a <video>: natively where the browser plays HLS itself (Safari, and
 * Chromium builds with native HLS), else through hls.js, imported here on demand, so it is in no
 * page's first-load JS and loads only when a video is played (§2, DESIGN.md performance).
 */
import type Hls from 'hls.js';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** One attached stream; `detach` frees hls.js' buffers and workers. */
export type AttachedStream = { readonly mode: 'native' | 'hls.js'; readonly detach: () => void };

/** Whether the browser plays HLS without hls.js. */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MIME) !== '';
}

function waitForMetadata(video: HTMLVideoElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
    };
    const onLoaded = () => {
      cleanup();
      resolve();
    };
    const onError = () => {
      cleanup();
      reject(new Error(`The video could not be loaded (${video.error?.message || `media error ${video.error?.code ?? 'unknown'}`}).`));
    };
    const onAbort = () => {
      cleanup();
      reject(new Error('The video was closed before it loaded.'));
    };
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort);
  });
}

/**
 * Loads `manifestUrl` into `video` and resolves once the stream is ready to play; rejects with a
 * readable message when the stream cannot load (a missing id, a network failure, no MSE).
 */
export async function attachStream(video: HTMLVideoElement, manifestUrl: string, signal: AbortSignal): Promise<AttachedStream> {
  if (playsHlsNatively(video)) {
    video.src = manifestUrl;
    video.load();
    await waitForMetadata(video, signal);
    return {
      mode: 'native',
      detach: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }

  const { default: HlsPlayer } = await import('hls.js');
  if (!HlsPlayer.isSupported()) throw new Error('This browser cannot play the video.');
  const hls: Hls = new HlsPlayer({ enableWorker: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new Error('The video was closed before it loaded.'));
      signal.addEventListener('abort', onAbort, { once: true });
      hls.on(HlsPlayer.Events.MANIFEST_PARSED, () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      });
      hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        signal.removeEventListener('abort', onAbort);
        reject(new Error(`The video could not be loaded (${data.details}).`));
      });
      hls.loadSource(manifestUrl);
      hls.attachMedia(video);
    });
  } catch (error) {
    hls.destroy();
    throw error;
  }
  return { mode: 'hls.js', detach: () => hls.destroy() };
}

/** Holds the one stream attached to a player, detaching the previous one whenever it changes. */
export class StreamSlot {
  private current: AttachedStream | null = null;

  /** Detaches the current stream (if any) and keeps `next`. */
  replace(next: AttachedStream | null): void {
    this.current?.detach();
    this.current = next;
  }

  clear(): void {
    this.replace(null);
  }
}
