import { describe, expect, it, vi } from 'vitest';
import { resolveSymbols, symbolEntryIds, type SymbolLoader } from '@/page-runtime/page/resolve-symbols';
import { inlineSymbolBlocks, unrenderedFeatures } from '@/page-runtime/render/server-support';
import type { ContentBlock } from '@/domain/content/block';
import type { SymbolContent } from '@/services/content/types';

const el = (id: string, name?: string, options?: Record<string, unknown>, children?: ContentBlock[]): ContentBlock => ({
  '@type': '@builder.io/sdk:Element',
  id,
  ...(name ? { component: { name, ...(options ? { options } : {}) } } : {}),
  ...(children ? { children } : {}),
});
const text = (id: string, words: string) => el(id, 'Text', { text: `<p>${words}</p>` });
const ref = (id: string, entry: string, data: Record<string, unknown> = {}, model = 'symbol') => el(id, 'Symbol', { symbol: { model, entry, data } });
const symbol = (id: string, blocks: ContentBlock[], state?: Record<string, unknown>): SymbolContent => ({
  id,
  name: `Symbol ${id}`,
  data: { blocks, ...(state ? { state } : {}) },
});

/** A loader over fixed entries that counts its calls. */
function loaderOf(...entries: SymbolContent[]) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const calls: string[] = [];
  const load: SymbolLoader = (model, id) => {
    calls.push(`${model}/${id}`);
    return Promise.resolve(model === 'symbol' ? (byId.get(id) ?? null) : null);
  };
  return { load, calls };
}

const symbolOf = (block: ContentBlock | undefined) => block?.component?.options?.symbol as { content?: SymbolContent; data?: unknown } | undefined;
const inlined = (block: ContentBlock | undefined) => inlineSymbolBlocks(block?.component?.options);

const BANNER = symbol('promo-banner', [text('heading', 'Fresh food')], { headline: 'Default' });

describe('symbols stored by reference are inlined before rendering', () => {
  it('a symbol by reference gets its entry as symbol.content, with its inputs (symbol.data) kept as they were', async () => {
    const { load } = loaderOf(BANNER);
    const inputs = { headline: 'From the page' };
    const [block] = await resolveSymbols([ref('s1', 'promo-banner', inputs)], load);
    const resolved = symbolOf(block);
    expect(resolved?.content).toEqual(BANNER);
    expect(resolved?.data).toBe(inputs);
    expect(block?.component?.options?.symbol).toMatchObject({ model: 'symbol', entry: 'promo-banner' });
    expect(inlined(block)).toEqual([text('heading', 'Fresh food')]);
  });

  it('a symbol inside another symbol is looked up and inlined too', async () => {
    const stack = symbol('promo-stack', [text('intro', 'Intro'), ref('inner', 'promo-banner', { headline: 'Nested' })]);
    const { load } = loaderOf(BANNER, stack);
    const [block] = await resolveSymbols([ref('outer', 'promo-stack')], load);
    const inner = inlined(block)?.[1];
    expect(symbolOf(inner)?.content).toEqual(BANNER);
    expect(symbolOf(inner)?.data).toEqual({ headline: 'Nested' });
  });

  it('a symbol that contains itself is cut off empty at the repeat, with one log line naming the cycle', async () => {
    const a = symbol('a', [ref('a-to-b', 'b')]);
    const b = symbol('b', [ref('b-to-a', 'a')]);
    const { load, calls } = loaderOf(a, b);
    const log = vi.fn();
    const [block] = await resolveSymbols([ref('root', 'a'), ref('root-2', 'a')], load, { log });
    const cut = inlined(inlined(block)?.[0])?.[0];
    expect(cut?.id).toBe('b-to-a');
    expect(inlined(cut)).toEqual([]);
    expect(calls.sort()).toEqual(['symbol/a', 'symbol/b']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ issue: 'cycle', chain: ['symbol/a', 'symbol/b', 'symbol/a'] });
  });

  it('a symbol that refers to itself directly stops at once', async () => {
    const { load } = loaderOf(symbol('self', [text('t', 'Once'), ref('again', 'self')]));
    const [block] = await resolveSymbols([ref('root', 'self')], load, { log: () => {} });
    expect(inlined(block)?.map((b) => b.id)).toEqual(['t', 'again']);
    expect(inlined(inlined(block)?.[1])).toEqual([]);
  });

  it('nesting deeper than the depth cap is cut off empty, once logged', async () => {
    // level-0 → level-1 → … each a distinct symbol, so only the cap stops it.
    const chain = Array.from({ length: 6 }, (_, i) => symbol(`level-${i}`, [ref(`to-${i + 1}`, `level-${i + 1}`)]));
    const { load, calls } = loaderOf(...chain);
    const log = vi.fn();
    const [block] = await resolveSymbols([ref('root', 'level-0')], load, { log, maxDepth: 3 });
    const third = inlined(inlined(inlined(block)?.[0])?.[0])?.[0];
    expect(third?.id).toBe('to-3');
    expect(inlined(third)).toEqual([]);
    expect(calls).toEqual(['symbol/level-0', 'symbol/level-1', 'symbol/level-2']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ issue: 'depth' });
  });

  it('a missing entry is left as it is (still without content) and logged once for all its uses', async () => {
    const { load } = loaderOf();
    const log = vi.fn();
    const blocks = [ref('m1', 'gone'), el('box', undefined, undefined, [ref('m2', 'gone')])];
    const out = await resolveSymbols(blocks, load, { log });
    expect(out).toBe(blocks);
    expect(inlined(out[0])).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('symbol/gone');
    expect(log.mock.calls[0]?.[1]).toMatchObject({ issue: 'missing' });
  });

  it('a failed lookup leaves the symbol as it is, logs the error once and never rejects', async () => {
    const log = vi.fn();
    const load: SymbolLoader = () => Promise.reject(new Error('Content API answered 503 for symbol'));
    const blocks = [ref('f1', 'promo-banner'), ref('f2', 'promo-banner')];
    await expect(resolveSymbols(blocks, load, { log })).resolves.toBe(blocks);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ issue: 'failed', error: 'Content API answered 503 for symbol' });
  });

  it('a symbol naming no entry is left for the SDK, logged once', async () => {
    const log = vi.fn();
    const block = el('dyn', 'Symbol', { symbol: { model: 'symbol', dynamic: true } });
    const out = await resolveSymbols([block], loaderOf().load, { log });
    expect(out[0]).toBe(block);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ issue: 'unnamed' });
  });

  it('a symbol used five times on a page is fetched once', async () => {
    const { load, calls } = loaderOf(BANNER);
    const out = await resolveSymbols(
      Array.from({ length: 5 }, (_, i) => ref(`use-${i}`, 'promo-banner', { headline: `Use ${i}` })),
      load,
    );
    expect(calls).toEqual(['symbol/promo-banner']);
    expect(out.map((b) => symbolOf(b)?.content?.id)).toEqual(Array(5).fill('promo-banner'));
    expect(out.map((b) => symbolOf(b)?.data)).toEqual([0, 1, 2, 3, 4].map((i) => ({ headline: `Use ${i}` })));
  });

  it('resolving changes nothing it is given and reuses every part that did not change', async () => {
    const untouched = el('plain', 'Hed and Dek', { hed: 'Same' }, [text('deep', 'Same')]);
    const holder = el('holder', undefined, undefined, [text('sibling', 'Same'), ref('s', 'promo-banner')]);
    const blocks = [untouched, holder];
    const before = structuredClone(blocks);
    const out = await resolveSymbols(blocks, loaderOf(BANNER).load);
    expect(blocks).toEqual(before);
    expect(out).not.toBe(blocks);
    expect(out[0]).toBe(untouched);
    expect(out[1]).not.toBe(holder);
    expect(out[1]?.children?.[0]).toBe(holder.children?.[0]);
  });

  it('content without symbols comes back as the same array, with no lookup', async () => {
    const { load, calls } = loaderOf(BANNER);
    const blocks = [text('a', 'No symbols'), el('cols', 'Columns', { columns: [{ blocks: [text('b', 'Still none')] }] })];
    expect(await resolveSymbols(blocks, load)).toBe(blocks);
    expect(calls).toEqual([]);
  });

  it('symbols are found in Columns, in any option that holds elements (widgets) and in inline symbols', async () => {
    const { load, calls } = loaderOf(BANNER);
    const blocks = [
      el('cols', 'Columns', { columns: [{ blocks: [] }, { blocks: [ref('in-column', 'promo-banner')] }] }),
      el('accordion', 'Builder:Accordion', { items: [{ title: [text('t', 'Title')], detail: [ref('in-detail', 'promo-banner')] }] }),
      el('tabs', 'Builder: Tabs', { tabs: [{ label: [text('l', 'Tab')], content: [ref('in-tab', 'promo-banner')] }] }),
      el('inline', 'Symbol', { symbol: { data: {}, content: { id: 'inline', data: { blocks: [ref('in-inline', 'promo-banner')] } } } }),
    ];
    const [cols, accordion, tabs, inline] = await resolveSymbols(blocks, load);
    const options = (block: ContentBlock | undefined) => block?.component?.options as Record<string, unknown>;
    const inColumn = (options(cols).columns as { blocks: ContentBlock[] }[])[1]?.blocks[0];
    const inDetail = (options(accordion).items as { detail: ContentBlock[] }[])[0]?.detail[0];
    const inTab = (options(tabs).tabs as { content: ContentBlock[] }[])[0]?.content[0];
    for (const found of [inColumn, inDetail, inTab, inlined(inline)?.[0]]) expect(symbolOf(found)?.content?.id).toBe('promo-banner');
    expect((options(accordion).items as { title: unknown }[])[0]?.title).toBe((blocks[1]?.component?.options?.items as { title: unknown }[])[0]?.title);
    expect(calls).toEqual(['symbol/promo-banner']);
  });

  it('inputs and slot content in symbol.data that hold no symbol are left exactly as the editor set them', async () => {
    const slot = [text('in-slot', 'Plain words')];
    const inputs = { slot, headline: 'Hi' };
    const { load, calls } = loaderOf(BANNER);
    const [block] = await resolveSymbols([ref('s', 'promo-banner', inputs)], load);
    expect(symbolOf(block)?.data).toBe(inputs);
    expect(calls).toEqual(['symbol/promo-banner']);
  });

  it('a resolved symbol is no reason for the SDK page; one whose entry is missing still is', async () => {
    const knows = () => true;
    const page = [ref('found', 'promo-banner'), ref('lost', 'gone')];
    expect(unrenderedFeatures({ blocks: page }, knows)).toEqual(['symbol without inline content on block found', 'symbol without inline content on block lost']);
    const resolved = await resolveSymbols(page, loaderOf(BANNER).load, { log: () => {} });
    expect(unrenderedFeatures({ blocks: resolved }, knows)).toEqual(['symbol without inline content on block lost']);
  });
});

describe('symbols in slots and symbols under test', () => {
  it('a symbol the page puts in another symbol\'s slot (symbol.data.children) is looked up and inlined too', async () => {
    const card = symbol('card', [text('top', 'Top'), el('slot', 'Slot', { name: 'children' })]);
    const { load } = loaderOf(card, BANNER);
    const [block] = await resolveSymbols([ref('outer', 'card', { children: [ref('in-slot', 'promo-banner')] })], load);
    const slotContent = (symbolOf(block)?.data as { children: ContentBlock[] }).children;
    expect(inlined(slotContent[0])).toEqual([text('heading', 'Fresh food')]);
    expect(inlined(block)).toEqual(card.data.blocks);
  });

  it('a symbol that runs an A/B test is inlined as the variation `choose` picks, with no variations left for a renderer to draw again', async () => {
    const tested: SymbolContent = { ...symbol('bowl', [text('d', 'Turkey')]), variations: [{ id: 'bowl-b', name: 'Salmon', testRatio: 0.5, data: { blocks: [text('b', 'Salmon')] } }] };
    const { load } = loaderOf(tested);
    const choose = vi.fn((content: SymbolContent) => ({ id: content.id, name: content.name, data: content.variations?.[0]?.data ?? content.data }));
    const [block] = await resolveSymbols([ref('s1', 'bowl')], load, { choose });
    expect(inlined(block)).toEqual([text('b', 'Salmon')]);
    expect(symbolOf(block)?.content).not.toHaveProperty('variations');
  });

  it('without a visitor to draw for, a symbol under test shows its default variation', async () => {
    const tested: SymbolContent = { ...symbol('bowl', [text('d', 'Turkey')]), variations: [{ id: 'bowl-b', name: 'Salmon', testRatio: 1, data: { blocks: [text('b', 'Salmon')] } }], testRatio: 0 };
    const { load } = loaderOf(tested);
    const [block] = await resolveSymbols([ref('s1', 'bowl')], load);
    expect(inlined(block)).toEqual([text('d', 'Turkey')]);
    expect(symbolOf(block)?.content).not.toHaveProperty('variations');
  });
});

describe('the symbol entries a page shows, which its render notes for the page store', () => {
  it('every symbol is listed once: nested ones, those in option values (Columns) and those in slots', async () => {
    const stack = symbol('promo-stack', [text('intro', 'Intro'), ref('inner', 'promo-banner')]);
    const { load } = loaderOf(BANNER, stack, symbol('slot-card', []));
    const columns = el('cols', 'Columns', { columns: [{ blocks: [ref('in-column', 'promo-banner')] }] });
    const withSlot = ref('card', 'slot-card', { children: [ref('in-slot', 'slot-filler')] });
    const blocks = await resolveSymbols([ref('outer', 'promo-stack'), columns, withSlot], load, { log: () => {} });
    expect([...symbolEntryIds(blocks)]).toEqual(['promo-stack', 'promo-banner', 'slot-card', 'slot-filler']);
  });

  it('a symbol whose entry could not be looked up is listed too: publishing that entry changes the page', async () => {
    const failing: SymbolLoader = () => Promise.reject(new Error('Content API down'));
    const blocks = await resolveSymbols([ref('s1', 'promo-banner')], failing, { log: () => {} });
    expect([...symbolEntryIds(blocks)]).toEqual(['promo-banner']);
  });

  it('blocks without symbols list none', () => {
    expect(symbolEntryIds([text('t', 'Plain'), el('box', 'Core:Section', {}, [text('t2', 'More')])]).size).toBe(0);
  });
});
