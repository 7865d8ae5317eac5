import { renderToString } from 'react-dom/server';
import type * as NextNavigation from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { ContentBlocks, contentUnrenderedFeatures } from '@/page-runtime/render/render-content';
import type { ContentBlock } from '@/domain/content/block';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof NextNavigation>()), useRouter: () => ({ push: vi.fn() }) }));
afterEach(() => {
  vi.restoreAllMocks();
});

const el = (fields: Record<string, unknown>): ContentBlock => ({ '@type': '@builder.io/sdk:Element', ...fields });
const text = (id: string, words: string) => el({ id, component: { name: 'Text', options: { text: `<p>${words}</p>` } } });

function html(blocks: readonly ContentBlock[]): string {
  return renderToString(
    <BlockEnvironmentProvider value={{ locale: 'en-us', theme: 'main' }}>
      <ContentBlocks blocks={blocks} styleKey="test" data={{ blocks }} />
    </BlockEnvironmentProvider>,
  );
}

/** A symbol (inline, as resolveSymbols leaves it) with its own text around a slot, and the inputs the page gives it. */
const card = (data: Record<string, unknown>, slotOptions: Record<string, unknown> = { name: 'children' }) =>
  el({
    id: 'card',
    component: {
      name: 'Symbol',
      options: {
        symbol: {
          model: 'symbol',
          entry: 'card',
          data,
          content: { id: 'card', data: { blocks: [text('top', 'Card top'), el({ id: 'slot', component: { name: 'Slot', options: slotOptions } }), text('bottom', 'Card bottom')] } },
        },
      },
    },
  });

describe("Builder's Slot, server-rendered", () => {
  it("a Slot shows the blocks the page put in the symbol's slot (symbol.data.children), in the slot's place, as the SDK does", () => {
    const out = html([card({ children: [text('mine', 'From the page')] })]);
    expect(out).not.toContain(BLOCK_ERROR_MESSAGE);
    const [top, mine, bottom] = ['Card top', 'From the page', 'Card bottom'].map((words) => out.indexOf(words));
    expect(top).toBeGreaterThan(-1);
    expect(top).toBeLessThan(mine!);
    expect(mine).toBeLessThan(bottom!);
  });

  it("a renamed Slot shows the blocks under its own name, not the symbol's other inputs", () => {
    const out = html([card({ footer: [text('f', 'Footer words')], children: [text('c', 'Child words')] }, { name: 'footer' })]);
    expect(out).toContain('Footer words');
    expect(out).not.toContain('Child words');
  });

  it('a Slot the page put nothing in is an empty box: no §8 message, the symbol around it renders', () => {
    const out = html([card({})]);
    expect(out).not.toContain(BLOCK_ERROR_MESSAGE);
    expect(out).toContain('Card top');
    expect(out).toContain('Card bottom');
  });

  it('a Slot is a component the server renders, and what the page puts in it is checked like any block', () => {
    expect(contentUnrenderedFeatures({ blocks: [card({ children: [text('mine', 'x')] })] })).toEqual([]);
  });
});

const video = (options: Record<string, unknown>, children?: ContentBlock[]) => el({ id: 'v', component: { name: 'Video', options }, ...(children ? { children } : {}) });
const videoTag = (out: string) => /<video[^>]*>/.exec(out)?.[0] ?? '';

describe("Builder's Video, server-rendered", () => {
  it('an eagerly loaded Video is a plain <video class="builder-video"> with its poster, source and flags; autoplay comes muted', () => {
    const out = html([video({ video: '/media/walk.mp4', posterImage: '/media/poster.webp', autoPlay: true, muted: false, loop: true, playsInline: true, controls: true, fit: 'cover', position: 'top', lazyLoad: false })]);
    const tag = videoTag(out);
    expect(tag).toContain('builder-video');
    expect(tag).toContain('poster="/media/poster.webp"');
    for (const attribute of ['autoPlay=""', 'muted=""', 'loop=""', 'playsInline=""', 'controls=""', 'preload="metadata"']) expect(tag).toContain(attribute);
    expect(tag).toContain('object-fit:cover');
    expect(tag).toContain('object-position:top');
    expect(out).toContain('<source src="/media/walk.mp4" type="video/mp4"/>');
    expect(contentUnrenderedFeatures({ blocks: [video({ video: '/media/walk.mp4' })] })).toEqual([]);
  });

  it("with an aspect ratio the box gets the SDK's padding-top sizer, so it has its height before the video loads", () => {
    const out = html([video({ video: '/media/walk.mp4', aspectRatio: 0.5625, lazyLoad: false })]);
    expect(out).toContain('padding-top:56.25%');
  });

  it('a lazily loaded Video (the default) loads nothing up front: preload none and no autoplay attribute in the HTML, its source and poster kept', () => {
    const tag = videoTag(html([video({ video: '/media/walk.mp4', posterImage: '/media/poster.webp', autoPlay: true })]));
    expect(tag).toContain('preload="none"');
    expect(tag).not.toContain('autoPlay');
    expect(tag).toContain('muted=""');
    expect(tag).toContain('poster="/media/poster.webp"');
  });

  it("a Video's child blocks are drawn over it", () => {
    const out = html([video({ video: '/media/walk.mp4', lazyLoad: false }, [text('caption', 'Over the video')])]);
    expect(out.indexOf('Over the video')).toBeGreaterThan(out.indexOf('<video'));
  });

  it('a Video whose source is javascript: or another host is the §8 message, logged, and never a <video>', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const source of ['javascript:alert(1)', 'https://evil.example/v.mp4']) {
      const out = html([video({ video: source, lazyLoad: false })]);
      expect(out).toContain(BLOCK_ERROR_MESSAGE);
      expect(out).not.toContain('<video');
    }
    expect(logged).toHaveBeenCalled();
  });
});
