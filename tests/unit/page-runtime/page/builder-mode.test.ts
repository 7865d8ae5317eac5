import { describe, expect, it } from 'vitest';
import { detectBuilderMode, isPreviewRequest } from '@/page-runtime/page/builder-mode';

const keyed = { hasApiKey: true, inIframe: false };

describe('the editor/preview switch (browser side)', () => {
  it('without an API key the page is always live, whatever the URL or frame says', () => {
    for (const search of ['?builder.preview=page', '?__builder_editing__=true', '?builder.frameEditing=page', '']) {
      expect(detectBuilderMode({ hasApiKey: false, search, inIframe: true, sdkEditing: true })).toBe('live');
    }
  });

  it('with a key, a plain visit is live', () => {
    expect(detectBuilderMode({ ...keyed, search: '' })).toBe('live');
    expect(detectBuilderMode({ ...keyed, search: '?q=puppy&builder.previewx=1' })).toBe('live');
  });

  it('with a key, ?builder.preview= is preview', () => {
    expect(detectBuilderMode({ ...keyed, search: '?builder.preview=page' })).toBe('preview');
    expect(detectBuilderMode({ ...keyed, search: 'builder.preview=page&builder.overrides.page=abc' })).toBe('preview');
  });

  it('with a key, the editor frame is editing: the SDK says so, or an editing parameter inside a frame', () => {
    expect(detectBuilderMode({ ...keyed, search: '', sdkEditing: true })).toBe('editing');
    expect(detectBuilderMode({ ...keyed, inIframe: true, search: '?__builder_editing__=true' })).toBe('editing');
    expect(detectBuilderMode({ ...keyed, inIframe: true, search: '?builder.frameEditing=page' })).toBe('editing');
  });

  it('an editing parameter on a top-level tab is only a preview (the editor always frames the page)', () => {
    expect(detectBuilderMode({ ...keyed, search: '?__builder_editing__=true' })).toBe('preview');
    expect(detectBuilderMode({ ...keyed, search: '?__builder_editing__=false' })).toBe('live');
  });
});

describe('the editor/preview switch (server side)', () => {
  it('a preview or editing request with a key renders the editor canvas', () => {
    expect(isPreviewRequest({ 'builder.preview': 'page' }, true)).toBe(true);
    expect(isPreviewRequest({ 'builder.frameEditing': 'page' }, true)).toBe(true);
    expect(isPreviewRequest({ __builder_editing__: 'true' }, true)).toBe(true);
    expect(isPreviewRequest({ __builder_editing__: ['false', 'true'] }, true)).toBe(true);
  });

  it('without a key, or without the parameters, there is no preview (unknown paths stay 404)', () => {
    expect(isPreviewRequest({ 'builder.preview': 'page' }, false)).toBe(false);
    expect(isPreviewRequest({}, true)).toBe(false);
    expect(isPreviewRequest({ __builder_editing__: 'false' }, true)).toBe(false);
  });
});
