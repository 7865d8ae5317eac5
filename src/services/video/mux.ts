import type { VideoAdapter } from './types';

/** Mux's stream and image hosts, by playback id. */
export const muxVideo: VideoAdapter = {
  sourcesOf: (videoId) => ({ manifest: `https://stream.mux.com/${videoId}.m3u8`, poster: `https://image.mux.com/${videoId}/thumbnail.jpg` }),
};
