import { describe, expect, it } from 'vitest';
import { videoSources } from '@/services/video';

describe('video sources by id', () => {
  it('locally, a video id maps to the generated HLS fixture and its poster', () => {
    expect(videoSources('brightbowl-story', 'local')).toEqual({
      manifest: '/media/video/brightbowl-story/index.m3u8',
      poster: '/media/video/brightbowl-story/poster.jpg',
    });
  });

  it('with the Mux service, the manifest and thumbnail are read by video id', () => {
    expect(videoSources('a1B2c3', 'mux')).toEqual({
      manifest: 'https://stream.mux.com/a1B2c3.m3u8',
      poster: 'https://image.mux.com/a1B2c3/thumbnail.jpg',
    });
  });

  it('an id outside the safe alphabet yields no URL at all', () => {
    for (const id of ['', '../secret', 'a/b', 'x?y=1', 'a'.repeat(129), 'é']) expect(videoSources(id, 'local')).toBeNull();
  });
});
