import { describe, expect, it, vi } from 'vitest';
import { resolveModelBlocks, withOpenFaq, type ModelLoader } from '@/page-runtime/page/models/resolve-model-blocks';
import type { DataEntry } from '@/services/content/types';
import type { ContentBlock } from '@/domain/content/block';
import type { FaqData } from '@/domain/content/faq';
import type { IngredientData } from '@/domain/content/ingredient';

const el = (name: string, options: Record<string, unknown> = {}, children?: ContentBlock[]): ContentBlock => ({
  '@type': '@builder.io/sdk:Element',
  id: `block-${name.toLowerCase().replace(/\W+/g, '-')}`,
  component: { name, options },
  ...(children ? { children } : {}),
});

const faq = (id: string, category: string): DataEntry<FaqData> => ({ id, name: id, data: { question: `${id}?`, answer: `Answer ${id}.`, category } });
const ingredient = (id: string): DataEntry<IngredientData> => ({ id, name: id, data: { name: id, imageAltText: '', why: `Why ${id}.` } });

const FAQS = [faq('keep', 'Storage'), faq('buy', 'Buying'), faq('thaw', 'storage')];
const INGREDIENTS = [ingredient('chicken'), ingredient('pumpkin'), ingredient('kale')];
const load: ModelLoader = (model) => Promise.resolve((model === 'faq' ? FAQS : INGREDIENTS) as never);

const ids = (block: ContentBlock | undefined, list: string, key: string) =>
  (block?.component?.options?.[list] as Record<string, { id: string; value?: { data: unknown } }>[]).map((pick) => pick[key]?.id);

describe('model blocks are filled from their models on the server', () => {
  it('picked references get their entries, in the editor order, as Builder references with a value', async () => {
    const [block] = await resolveModelBlocks([el('FAQ Section', { faqs: [{ faq: { id: 'buy' } }, { faq: { id: 'keep' } }] })], 'main', 'en-us', { load });
    expect(ids(block, 'faqs', 'faq')).toEqual(['buy', 'keep']);
    expect((block?.component?.options?.faqs as unknown[])[0]).toEqual({
      faq: { '@type': '@builder.io/core:Reference', id: 'buy', model: 'faq', value: { id: 'buy', data: FAQS[1]?.data } },
    });
  });

  it('an unknown reference is skipped with one log line naming the block and the id, and nothing throws', async () => {
    const log = vi.fn();
    const [block] = await resolveModelBlocks([el('Ingredients Bowl', { ingredients: [{ ingredient: { id: 'gone' } }, { ingredient: { id: 'kale' } }, { ingredient: {} }] })], 'main', 'en-us', {
      load,
      log,
    });
    expect(ids(block, 'ingredients', 'ingredient')).toEqual(['kale']);
    expect(log.mock.calls).toEqual([
      [expect.stringContaining('Ingredients Bowl on block block-ingredients-bowl: skipped a reference into the ingredients model'), { id: 'gone' }],
      [expect.stringContaining('skipped a reference into the ingredients model'), { id: null }],
    ]);
  });

  it('no picks: a FAQ block shows its category (case and spacing ignored), or every entry without one', async () => {
    const [byCategory, all] = await resolveModelBlocks([el('FAQ Full', { category: ' STORAGE ' }), el('FAQ Section')], 'main', 'en-us', { load });
    expect(ids(byCategory, 'faqs', 'faq')).toEqual(['keep', 'thaw']);
    expect(ids(all, 'faqs', 'faq')).toEqual(['keep', 'buy', 'thaw']);
  });

  it('picks win over the category; ingredients without picks are every ingredient of the model', async () => {
    const [section, carousel] = await resolveModelBlocks(
      [el('FAQ Section', { category: 'Storage', faqs: [{ faq: { id: 'buy' } }] }), el('Ingredients Carousel', { ingredients: [] })],
      'main',
      'en-us',
      { load },
    );
    expect(ids(section, 'faqs', 'faq')).toEqual(['buy']);
    expect(ids(carousel, 'ingredients', 'ingredient')).toEqual(['chicken', 'pumpkin', 'kale']);
  });

  it('blocks nested in sections are filled too; a page without model blocks is returned as it is, without loading a model', async () => {
    const [section] = await resolveModelBlocks([el('Core:Section', {}, [el('FAQ Section', { category: 'Buying' })])], 'main', 'en-us', { load });
    expect(ids(section?.children?.[0], 'faqs', 'faq')).toEqual(['buy']);
    let loads = 0;
    const counting: ModelLoader = (model) => ((loads += 1), load(model));
    const blocks = [el('Blog Grid'), el('Core:Section', {}, [el('Masthead')])];
    expect(await resolveModelBlocks(blocks, 'main', 'en-us', { load: counting })).toBe(blocks);
    expect(loads).toBe(0);
  });
});

describe('?faq= deep link', () => {
  const page = async () => resolveModelBlocks([el('Masthead'), el('Core:Section', {}, [el('FAQ Section', { category: 'Storage' })]), el('FAQ Full')], 'main', 'en-us', { load });

  it('every FAQ block that shows the entry renders it open; the others are left as they were', async () => {
    const blocks = await page();
    const opened = withOpenFaq(blocks, 'buy');
    expect(opened[1]?.children?.[0]?.component?.options?.openFaqId).toBeUndefined();
    expect(opened[2]?.component?.options?.openFaqId).toBe('buy');
    expect(withOpenFaq(blocks, 'keep')[1]?.children?.[0]?.component?.options?.openFaqId).toBe('keep');
  });

  it('an unknown id or no id leaves the page untouched (the list shows, nothing open)', async () => {
    const blocks = await page();
    expect(withOpenFaq(blocks, 'no-such-faq')).toBe(blocks);
    expect(withOpenFaq(blocks, undefined)).toBe(blocks);
  });
});
