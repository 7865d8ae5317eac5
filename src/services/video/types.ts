/** Which video service serves the streams: VIDEO_SERVICE in the environment. */
export type VideoService = 'local' | 'mux';

export type VideoSources = {
  /** An HLS manifest (.m3u8). */
  readonly manifest: string;
  /** A still image for the poster. */
  readonly poster: string;
};

/** A video service: the stream and poster URLs of a video id (already checked as safe). */
export type VideoAdapter = {
  readonly sourcesOf: (videoId: string) => VideoSources;
};
