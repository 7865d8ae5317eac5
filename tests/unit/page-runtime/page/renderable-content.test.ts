import { describe, expect, it } from 'vitest';
import { createLocalContentSource } from '@/services/content/local';
import type { ResolvedContent } from '@/services/content/types';
import type { PageData } from '@/domain/content/page';
import { isRenderableContent, toRenderableContent, UNSUPPORTED_CONTENT_MESSAGE } from '@/page-runtime/page/renderable-content';

const block = { '@type': '@builder.io/sdk:Element' as const, id: 'builder-a', component: { name: 'Panel', options: { heading: 'Hi' } } };

const resolved: ResolvedContent<PageData> = {
  id: 'home',
  name: 'Home',
  data: {
    blocks: [block],
    title: 'Home',
    httpRequests: { stores: '/api/stores' },
    state: { greeting: 'hello' },
  },
  variationId: 'var-b',
  testVariationId: 'var-b',
  testVariationName: 'B',
  lastUpdated: 1,
};

describe('content handed to the browser renderer', () => {
  it('never carries A/B variations, even when the source object had them (the SDK would redraw in the browser)', () => {
    const withVariations = { ...resolved, variations: { 'var-b': { id: 'var-b', testRatio: 0.5, data: { blocks: [] } } } };
    const out = toRenderableContent(withVariations);
    expect(out).not.toHaveProperty('variations');
    expect(JSON.stringify(out)).not.toContain('testRatio');
  });

  it('never carries data.httpRequests (the SDK would refetch them from the browser, without the allowlist)', () => {
    const out = toRenderableContent(resolved);
    expect(out.data).not.toHaveProperty('httpRequests');
    expect(out.data.blocks).toEqual([block]);
    expect(out.data.state).toEqual({ greeting: 'hello' });
  });

  it('keeps the served variation fields of spec §3 (id, data, variationId, testVariationId, testVariationName, lastUpdated)', () => {
    expect(toRenderableContent(resolved)).toEqual({
      id: 'home',
      name: 'Home',
      data: { blocks: [block], title: 'Home', state: { greeting: 'hello' } },
      variationId: 'var-b',
      testVariationId: 'var-b',
      testVariationName: 'B',
      lastUpdated: 1,
    });
  });

  it('the variation the server drew is the data the renderer gets, for both arms of the fixture A/B test', async () => {
    const source = createLocalContentSource({ now: () => Date.UTC(2026, 10, 23), random: () => 0 });
    for (const cookie of ['home-main-en-us', 'home-main-en-us-headline-b']) {
      const page = await source.getPage({ urlPath: '/', theme: 'main', locale: 'en-us', testCookies: { 'builder.tests.home-main-en-us': cookie } });
      const out = toRenderableContent(page!.content);
      expect(out.variationId).toBe(cookie);
      expect(out).not.toHaveProperty('variations');
      expect(JSON.stringify(out.data.blocks)).toContain(cookie === 'home-main-en-us' ? 'Fresh food, made for the bowl' : 'Real food you can see in the bowl');
    }
  });
});

describe('unsupported content (spec §8)', () => {
  it('the message is the spec string verbatim', () => {
    expect(UNSUPPORTED_CONTENT_MESSAGE).toBe('Unsupported content type');
  });

  it('page content with Builder elements as blocks is supported', () => {
    expect(isRenderableContent(toRenderableContent(resolved))).toBe(true);
    expect(isRenderableContent({ id: 'x', data: { blocks: [] } })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'page'],
    ['no id', { data: { blocks: [] } }],
    ['an empty id', { id: '', data: { blocks: [] } }],
    ['no data', { id: 'x' }],
    ['blocks that are not a list', { id: 'x', data: { blocks: 'none' } }],
    ['a block that is not a Builder element', { id: 'x', data: { blocks: [{ component: { name: 'Panel' } }] } }],
    ['a data-model entry', { id: 'nav', data: { navigationItems: [] } }],
  ])('%s is unsupported', (_label, value) => {
    expect(isRenderableContent(value)).toBe(false);
  });
});
