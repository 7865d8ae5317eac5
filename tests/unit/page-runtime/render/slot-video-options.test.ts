import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '@/domain/content/block';
import { slotBlocks, slotName, symbolSlotBlockLists } from '@/page-runtime/render/slot';
import { safeMediaUrl, sizerPadding, videoSettings } from '@/page-runtime/render/video-options';

const text = (id: string): ContentBlock => ({ '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text: id } } });

describe("Builder's Slot reads the blocks its symbol's state holds under its name", () => {
  it("a slot with no name is Builder's default, children", () => {
    expect(slotName({})).toBe('children');
    expect(slotName({ name: '  ' })).toBe('children');
    expect(slotName({ name: 'footer' })).toBe('footer');
  });

  it('a slot shows the elements under its name, and nothing for a value that is not a list of elements', () => {
    expect(slotBlocks({ name: 'footer' }, { footer: [text('a'), 'not a block', text('b')] }).map((b) => b.id)).toEqual(['a', 'b']);
    expect(slotBlocks({}, { children: 'words' })).toEqual([]);
    expect(slotBlocks({}, {})).toEqual([]);
    // An inherited key is not slot content.
    expect(slotBlocks({ name: 'constructor' }, {})).toEqual([]);
  });

  it("the element lists a Symbol block passes to its slots are every symbol.data value that holds elements", () => {
    expect(symbolSlotBlockLists({ symbol: { data: { children: [text('a')], headline: 'Hi', tags: ['x'] } } })).toEqual([[text('a')]]);
    expect(symbolSlotBlockLists({ symbol: {} })).toEqual([]);
  });
});

describe("Builder's Video options, as the SDK reads them and as safe as the site's media", () => {
  it('a video that plays by itself is always muted (browsers refuse to start one with sound)', () => {
    expect(videoSettings({ video: '/media/walk.mp4', autoPlay: true, muted: false })).toMatchObject({ autoPlay: true, muted: true });
    expect(videoSettings({ video: '/media/walk.mp4', autoPlay: false, muted: false })).toMatchObject({ autoPlay: false, muted: false });
  });

  it("lazy loading is on unless the editor turns it off, and preload is the SDK's metadata by default", () => {
    expect(videoSettings({ video: '/media/walk.mp4' })).toMatchObject({ lazyLoad: true, preload: 'metadata', controls: false, loop: false });
    expect(videoSettings({ video: '/media/walk.mp4', lazyLoad: false, preload: 'auto' })).toMatchObject({ lazyLoad: false, preload: 'auto' });
    expect(videoSettings({ video: '/media/walk.mp4', preload: 'everything' })?.preload).toBe('metadata');
  });

  it('a source is a same-origin path or Builder\'s CDN; javascript:, data:, http: and other hosts give no video', () => {
    expect(videoSettings({ video: 'https://cdn.builder.io/o/assets%2Fwalk?alt=media' })?.src).toBe('https://cdn.builder.io/o/assets%2Fwalk?alt=media');
    for (const video of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:video/mp4;base64,AAAA', 'http://cdn.builder.io/v.mp4', 'https://evil.example/v.mp4', '//evil.example/v.mp4', '/\\evil.example', '', 42]) {
      expect(videoSettings({ video }), String(video)).toBeNull();
    }
  });

  it('a poster is a path or an https image; anything else is dropped, the video stays', () => {
    expect(videoSettings({ video: '/v.mp4', posterImage: 'https://cdn.builder.io/api/v1/image/x' })?.poster).toBe('https://cdn.builder.io/api/v1/image/x');
    expect(videoSettings({ video: '/v.mp4', posterImage: 'javascript:alert(1)' })?.poster).toBeUndefined();
    expect(safeMediaUrl('/poster.webp', () => false)).toBe('/poster.webp');
  });

  it('fit, position and aspect ratio take only values CSS can hold safely', () => {
    expect(videoSettings({ video: '/v.mp4', fit: 'contain', position: 'top left', aspectRatio: 0.5625 })).toMatchObject({ fit: 'contain', position: 'top left', aspectRatio: 0.5625 });
    expect(videoSettings({ video: '/v.mp4', fit: 'auto', position: 'center; background: url(x)', aspectRatio: -1 })).toMatchObject({ fit: undefined, position: undefined, aspectRatio: undefined });
  });

  it("the sizer's padding-top is the aspect ratio (height / width) as a share of the width", () => {
    expect(sizerPadding(0.5625)).toBe('56.25%');
    expect(sizerPadding(0.7004048582995948)).toBe('70.0405%');
  });
});
