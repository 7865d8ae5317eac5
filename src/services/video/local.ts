import type { VideoAdapter } from './types';

/** The HLS fixtures scripts/generate/generate-video-fixtures.mjs writes under public/media/video/<id>/. */
export const localVideo: VideoAdapter = {
  sourcesOf: (videoId) => ({ manifest: `/media/video/${videoId}/index.m3u8`, poster: `/media/video/${videoId}/poster.jpg` }),
};
