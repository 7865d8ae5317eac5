import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedPage } from '@/services/content/types';
import type { ContentBlock } from '@/domain/content/block';
import { skippedFeatures } from '@/page-runtime/page/content-page';
import type { LoadedContentPage } from '@/page-runtime/page/load-content-page';
import { toRenderableContent } from '@/page-runtime/page/renderable-content';

afterEach(() => {
  vi.restoreAllMocks();
});

function loaded(id: string, blocks: ContentBlock[]): LoadedContentPage {
  const content = { id, name: `Page ${id}`, variationId: id, data: { blocks } };
  return {
    page: { content } as unknown as ResolvedPage,
    symbolAbTests: [],
    props: { content: toRenderableContent(content), locale: 'en-us', theme: 'main' },
  };
}

const heading: ContentBlock = { '@type': '@builder.io/sdk:Element', id: 'h', component: { name: 'Hed and Dek', options: { hed: 'Hi', dek: 'there' } } };
const animated: ContentBlock = { '@type': '@builder.io/sdk:Element', id: 'b7', component: { name: 'Hed and Dek', options: { hed: 'Hi', dek: 'there' } }, animations: [{ trigger: 'pageLoad' }] };
const bound: ContentBlock = { '@type': '@builder.io/sdk:Element', id: 'b8', component: { name: 'Hed and Dek', options: {} }, bindings: { 'component.options.hed': 'state.title' } };

describe('what the server renderer leaves out of a published page, logged once per content version', () => {
  it('content the server renderer supports, bindings included, leaves nothing out, and nothing is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(skippedFeatures(loaded('plain', [heading, bound]))).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an animation is left out (the block drawn in its final state), and the server logs the page and the feature once per content version', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = loaded('with-animation', [heading, animated]);
    expect(skippedFeatures(page)).toEqual(['animation on block b7']);
    expect(skippedFeatures(page)).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"Page with-animation" (with-animation) renders without');
    expect(String(warn.mock.calls[0]?.[0])).toContain('animation on block b7');
  });
});
