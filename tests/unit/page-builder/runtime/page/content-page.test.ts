import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedPage } from '@/services/content/types';
import type { ContentBlock } from '@/domain/content/block';
import { sdkFallbackReasons } from '@/page-builder/runtime/page/content-page';
import type { LoadedContentPage } from '@/page-builder/runtime/page/load-content-page';
import { toRenderableContent } from '@/page-builder/runtime/page/renderable-content';

afterEach(() => {
  vi.restoreAllMocks();
});

function loaded(id: string, blocks: ContentBlock[]): LoadedContentPage {
  const content = { id, name: `Page ${id}`, variationId: id, data: { blocks } };
  return {
    page: { content } as unknown as ResolvedPage,
    props: { content: toRenderableContent(content), locale: 'en-us', theme: 'main' },
  };
}

const heading: ContentBlock = { '@type': '@builder.io/sdk:Element', id: 'h', component: { name: 'Hed and Dek', options: { hed: 'Hi', dek: 'there' } } };
const bound: ContentBlock = { '@type': '@builder.io/sdk:Element', id: 'b7', component: { name: 'Hed and Dek', options: {} }, bindings: { 'component.options.hed': 'state.title' } };

describe('which published pages render through the SDK', () => {
  it('content the server renderer supports stays on the server path, and nothing is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sdkFallbackReasons(loaded('plain', [heading]))).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('content with a data binding goes to the SDK, and the server logs the page and the feature once per content version', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = loaded('with-binding', [heading, bound]);
    expect(sdkFallbackReasons(page)).toEqual(['data binding (component.options.hed) on block b7']);
    expect(sdkFallbackReasons(page)).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"Page with-binding" (with-binding) renders through the Builder SDK');
    expect(String(warn.mock.calls[0]?.[0])).toContain('data binding (component.options.hed) on block b7');
  });
});
