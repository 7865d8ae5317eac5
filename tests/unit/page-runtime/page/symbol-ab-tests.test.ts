import { describe, expect, it, vi } from 'vitest';
import { symbolAbTests } from '@/page-runtime/page/symbol-ab-tests';
import type { ContentBlock } from '@/domain/content/block';
import type { SymbolContent } from '@/services/content/types';
import { TEST_COOKIE_MAX_AGE_SECONDS } from '@/services/content/variants';

const text = (id: string, words: string): ContentBlock => ({ '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text: words } } });

/** A symbol whose default (turkey) and one variation (salmon) each get half the visitors. */
const BOWL: SymbolContent = {
  id: 'bowl',
  name: 'Bowl of the week',
  data: { blocks: [text('t', 'Turkey')] },
  variations: [{ id: 'bowl-salmon', name: 'Salmon', testRatio: 0.5, data: { blocks: [text('s', 'Salmon')] } }],
  testRatio: 0.5,
};
const shown = (content: SymbolContent) => content.data.blocks.map((block) => block.id);

describe("a symbol's own A/B test is drawn with the page's cookie rules", () => {
  it('a visitor whose builder.tests.<symbol id> cookie names a variation keeps it, and no cookie is set again', () => {
    const random = vi.fn(() => 0.99);
    const tests = symbolAbTests({ 'builder.tests.bowl': 'bowl-salmon' }, random);
    expect(shown(tests.choose(BOWL))).toEqual(['s']);
    expect(tests.tests()).toEqual([{ abTest: { contentId: 'bowl', variationId: 'bowl-salmon', variationName: 'Salmon', setCookie: undefined }, shares: [{ id: 'bowl-salmon', share: 0.5 }, { id: 'bowl', share: 0.5 }] }]);
    expect(random).not.toHaveBeenCalled();
  });

  it('a cookie naming the symbol itself keeps the default variation', () => {
    const tests = symbolAbTests({ 'builder.tests.bowl': 'bowl' }, () => 0.1);
    expect(shown(tests.choose(BOWL))).toEqual(['t']);
    expect(tests.tests()[0]?.abTest.setCookie).toBeUndefined();
  });

  it('a first-time visitor is drawn by the test ratios (variations first, as for pages) and gets the sticky cookie', () => {
    const low = symbolAbTests({}, () => 0.2);
    expect(shown(low.choose(BOWL))).toEqual(['s']);
    expect(low.tests()[0]?.abTest.setCookie).toEqual({ name: 'builder.tests.bowl', value: 'bowl-salmon', maxAgeSeconds: TEST_COOKIE_MAX_AGE_SECONDS });
    const high = symbolAbTests({}, () => 0.7);
    expect(shown(high.choose(BOWL))).toEqual(['t']);
    expect(high.tests()[0]?.abTest.setCookie?.value).toBe('bowl');
  });

  it('a cookie naming a variation the editor removed draws again and resets the cookie', () => {
    const tests = symbolAbTests({ 'builder.tests.bowl': 'bowl-gone' }, () => 0.2);
    expect(shown(tests.choose(BOWL))).toEqual(['s']);
    expect(tests.tests()[0]?.abTest.setCookie?.value).toBe('bowl-salmon');
  });

  it('a symbol placed twice on a page is drawn once, so both places show the same variation', () => {
    const draws = [0.2, 0.7];
    const tests = symbolAbTests({}, () => draws.shift() ?? 0);
    expect(shown(tests.choose(BOWL))).toEqual(shown(tests.choose(BOWL)));
    expect(tests.tests()).toHaveLength(1);
  });

  it('a symbol without variations is no test and is returned as its plain content', () => {
    const plain: SymbolContent = { id: 'plain', name: 'Plain', data: { blocks: [text('p', 'Plain')] } };
    const tests = symbolAbTests({}, () => 0.5);
    expect(tests.choose(plain)).toEqual(plain);
    expect(tests.tests()).toEqual([]);
  });
});
