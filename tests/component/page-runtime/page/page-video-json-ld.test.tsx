import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageVideoJsonLd } from '@/page-runtime/page/page-video-json-ld';
import { pageVideosJsonLd, videoObjects } from '@/page-runtime/page/video-json-ld';
import type { ContentBlock } from '@/domain/content/block';
import { resolveLocalizedValues } from '@/domain/content/localized-value';

vi.mock('@/services/http/request-origin', () => ({ requestOrigin: () => Promise.resolve('https://brightbowl.example') }));

const ORIGIN = 'https://brightbowl.example';
const el = (name: string, options: Record<string, unknown>, children?: ContentBlock[]): ContentBlock => ({
  '@type': '@builder.io/sdk:Element',
  component: { name, options },
  ...(children ? { children } : {}),
});

const masthead = el('Masthead', {
  layout: 'Skinny',
  heading: 'About Brightbowl',
  subheading: 'Fresh food for dogs and cats.',
  image: '/media/content/masthead-main-b.jpg',
  backgroundVideo: 'fresh-kitchen',
  video: 'brightbowl-story',
  videoTitle: 'The Brightbowl story',
  videoDescription: 'How the kitchen began.',
  videoPublishDate: '2026-10-01',
  videoDurationSeconds: 4,
});

describe('VideoObject structured data (§3: title, description, publishDate, duration in seconds)', () => {
  it('a Masthead video is a VideoObject with its title, description, publish date, duration in seconds and thumbnail', () => {
    expect(videoObjects([masthead], ORIGIN, { title: 'About us', date: '2026-11-01' })).toEqual([
      {
        '@type': 'VideoObject',
        name: 'The Brightbowl story',
        description: 'How the kitchen began.',
        uploadDate: '2026-10-01',
        thumbnailUrl: 'https://brightbowl.example/media/content/masthead-main-b.jpg',
        duration: 'PT4S',
      },
    ]);
  });

  it('a Left Right Single video the editor described only in part takes the block heading and body, and the page date', () => {
    const lrs = el('Left Right Single', { heading: 'Cooked gently', body: 'We cook at low heat.', image: '/media/content/column-fresh.jpg', video: 'fresh-kitchen' });
    expect(videoObjects([lrs], ORIGIN, { title: 'About us', date: '2026-11-01' })).toEqual([
      { '@type': 'VideoObject', name: 'Cooked gently', description: 'We cook at low heat.', uploadDate: '2026-11-01', thumbnailUrl: 'https://brightbowl.example/media/content/column-fresh.jpg' },
    ]);
  });

  it('every video a page offers is listed, in page order, inside containers and columns too; a background video alone and a photo are not', () => {
    const blogMedia = el('Blog Media', { mediaType: 'Video', image: '/media/content/ingredients.jpg', video: 'switching-to-fresh', videoTitle: 'Switching' });
    const columns = el('Columns', { columns: [{ blocks: [blogMedia] }] });
    const backgroundOnly = el('Left Right Single', { heading: 'Loop', image: '/media/content/column-fresh.jpg', backgroundVideo: 'fresh-kitchen' });
    const photo = el('Blog Media', { image: '/media/content/ingredients.jpg' });
    const container = el('Container', {}, [backgroundOnly, photo, columns]);
    const names = videoObjects([masthead, container], ORIGIN, { title: 'About us' }).map((v) => v.name);
    expect(names).toEqual(['The Brightbowl story', 'Switching']);
  });

  it('a page without a video gets no JSON-LD at all', () => {
    expect(pageVideosJsonLd([el('Left Right Single', { heading: 'Plain', image: '/media/content/column-fresh.jpg' })], ORIGIN, { title: 'x' })).toBeNull();
  });

  it('the about fixture page describes both of its videos', () => {
    const about = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../fixtures/content/page/about.json'), 'utf8')) as { data: { blocks: ContentBlock[] } };
    // As the page loader does: localized values resolve before anything reads the blocks.
    const blocks = resolveLocalizedValues(about.data.blocks, 'en-us');
    const graph = pageVideosJsonLd(blocks, ORIGIN, { title: 'About us' })?.['@graph'] as { name: string; uploadDate: string; duration: string }[];
    expect(graph.map((v) => [v.name, v.uploadDate, v.duration])).toEqual([
      ['The Brightbowl story', '2026-10-01', 'PT4S'],
      ['From the farm delivery to the kettle', '2026-09-30', 'PT3S'],
    ]);
  });

  it('a content page emits it in a JSON-LD script carrying the CSP nonce, with absolute URLs and the day the content was published as the fallback date', async () => {
    const lrs = el('Left Right Single', { heading: 'Cooked gently', image: '/media/content/column-fresh.jpg', video: 'fresh-kitchen' });
    const html = renderToString(await PageVideoJsonLd({ blocks: [lrs], title: 'About us', lastUpdated: Date.UTC(2026, 9, 31, 22), nonce: 'abc123' }));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const script = doc.querySelector('script[type="application/ld+json"]');
    expect(script?.getAttribute('nonce')).toBe('abc123');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'VideoObject', name: 'Cooked gently', description: 'Cooked gently', uploadDate: '2026-10-31', thumbnailUrl: 'https://brightbowl.example/media/content/column-fresh.jpg' }],
    });
  });
});
