/**
 * Where a video's stream and thumbnail live, by video id (§7 "Video streaming service: thumbnails
 * and streaming manifests are read by video id"): the local HLS fixtures (./local.ts) or Mux
 * (./mux.ts). URLs only: what plays them is the player's business.
 *
 * The choice is VIDEO_SERVICE (serviceModes().video), read on the server and handed to the players
 * as a prop or the page's data-video-service: the players are client components and never read the
 * environment, so this module does not either.
 */
import { localVideo } from './local';
import { muxVideo } from './mux';
import type { VideoAdapter, VideoService, VideoSources } from './types';

export type { VideoService, VideoSources } from './types';

const ADAPTERS: Readonly<Record<VideoService, VideoAdapter>> = { local: localVideo, mux: muxVideo };

/** Video ids travel in window events and URLs: the modal accepts only this alphabet. */
const SAFE_VIDEO_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The stream and poster URLs of a video id, or null for an id outside the safe alphabet.
 *
 * @example
 * videoSources('brightbowl-story', 'local');
 * // { manifest: '/media/video/brightbowl-story/index.m3u8', poster: '/media/video/brightbowl-story/poster.jpg' }
 * videoSources('a1B2', 'mux');
 * // { manifest: 'https://stream.mux.com/a1B2.m3u8', poster: 'https://image.mux.com/a1B2/thumbnail.jpg' }
 */
export function videoSources(videoId: string, service: VideoService): VideoSources | null {
  if (!SAFE_VIDEO_ID.test(videoId)) return null;
  return ADAPTERS[service].sourcesOf(videoId);
}
