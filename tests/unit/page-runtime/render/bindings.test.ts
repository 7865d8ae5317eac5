import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '@/domain/content/block';
import { applyBindings, BindingError, contentScope, fillTemplate, repeatLocals, withLocals } from '@/page-runtime/render/bindings';

afterEach(() => {
  vi.restoreAllMocks();
});
import { hasActions } from '@/page-runtime/render/content-features';

const el = (fields: Record<string, unknown>): ContentBlock => ({ '@type': '@builder.io/sdk:Element', ...fields });
const scope = contentScope({ name: 'Rex', open: false, items: [{ title: 'A' }, { title: 'B' }], count: 2 }, { title: 'Plan', blocks: [] });

describe('bindings are applied as the SDK applies them, on a copy of the block', () => {
  it('component options, style and properties take the bound values; the block itself is untouched', () => {
    const block = el({
      id: 'b',
      component: { name: 'Text', options: { text: 'old' } },
      bindings: { 'component.options.text': 'state.name', 'style.color': "state.count > 1 ? 'green' : 'red'", 'properties.title': '"Hi " + state.name' },
    });
    const bound = applyBindings(block, scope);
    expect(bound.block.component?.options?.text).toBe('Rex');
    expect(bound.style).toEqual({ color: 'green' });
    expect(bound.properties).toEqual({ title: 'Hi Rex' });
    expect(block.component?.options?.text).toBe('old');
  });

  it("Builder's stored forms all work: a plain expression, `return …` and `var _virtual_index=…;return _virtual_index`", () => {
    for (const code of ['state.name', 'return state.name', 'var _virtual_index=state.name;return _virtual_index']) {
      expect(applyBindings(el({ component: { name: 'Text', options: {} }, bindings: { 'component.options.text': code } }), scope).block.component?.options?.text, code).toBe('Rex');
    }
  });

  it('`bindings` wins over `code.bindings` for the same key, and a blank key or code is skipped', () => {
    const block = el({ component: { name: 'Text', options: {} }, bindings: { 'component.options.text': 'state.name', ' ': 'state.x' }, code: { bindings: { 'component.options.text': 'state.count', 'component.options.extra': '' } } });
    expect(applyBindings(block, scope).block.component?.options).toEqual({ text: 'Rex' });
  });

  it('hide when truthy, and show when bound and falsy, make the block invisible', () => {
    expect(applyBindings(el({ bindings: { show: 'state.open' } }), scope).visible).toBe(false);
    expect(applyBindings(el({ bindings: { show: '!state.open' } }), scope).visible).toBe(true);
    expect(applyBindings(el({ bindings: { hide: 'state.count === 2' } }), scope).visible).toBe(false);
    expect(applyBindings(el({}), scope).visible).toBe(true);
  });

  it('a binding that reaches for a prototype, or writes one, is refused with its reason', () => {
    expect(() => applyBindings(el({ bindings: { 'component.options.text': 'state.constructor' } }), scope)).toThrow(BindingError);
    expect(() => applyBindings(el({ bindings: { '__proto__.polluted': 'true' } }), scope)).toThrow(/__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a binding that fails as JavaScript would has no value (a failing show hides), logged once however often it renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const block = el({ id: 'f', bindings: { show: 'state.missing.deep' } });
    expect(applyBindings(block, scope).visible).toBe(false);
    expect(applyBindings(block, scope).visible).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('content.data is in scope, without the blocks', () => {
    expect(applyBindings(el({ component: { name: 'Text', options: {} }, bindings: { 'component.options.text': 'content.data.title + (content.data.blocks === undefined)' } }), scope).block.component?.options?.text).toBe('Plantrue');
  });
});

describe('repeat draws a block once per item, as the SDK names them', () => {
  it('the item name defaults to the last path segment + Item, with $index, $item and $<name>Index', () => {
    const locals = repeatLocals(el({ repeat: { collection: 'state.items' } }), scope);
    expect(locals).toEqual([
      { $index: 0, $item: { title: 'A' }, itemsItem: { title: 'A' }, $itemsItemIndex: 0 },
      { $index: 1, $item: { title: 'B' }, itemsItem: { title: 'B' }, $itemsItemIndex: 1 },
    ]);
    expect(withLocals(scope, locals![1]!).state.itemsItem).toEqual({ title: 'B' });
  });

  it('repeat.itemName names the item; a collection that is no array draws nothing; no repeat is null', () => {
    expect(repeatLocals(el({ repeat: { collection: 'state.items', itemName: 'tip' } }), scope)?.[0]).toMatchObject({ tip: { title: 'A' } });
    expect(repeatLocals(el({ repeat: { collection: 'state.name' } }), scope)).toEqual([]);
    expect(repeatLocals(el({}), scope)).toBeNull();
  });
});

describe('{{ }} in text', () => {
  it('placeholders are filled from the scope; text without any is returned as it is', () => {
    expect(fillTemplate('<p>Hi {{state.name}}, {{state.count * 2}} meals</p>', scope)).toBe('<p>Hi Rex, 4 meals</p>');
    expect(fillTemplate('<p>Plain</p>', scope)).toBe('<p>Plain</p>');
  });
});

describe('which content needs the state island', () => {
  it('an action anywhere outside symbols (children, columns, widget item lists) makes the content stateful', () => {
    const click = el({ actions: { click: 'state.open = true' } });
    expect(hasActions([el({ children: [el({ children: [click] })] })])).toBe(true);
    expect(hasActions([el({ component: { name: 'Columns', options: { columns: [{ blocks: [click] }] } } })])).toBe(true);
    expect(hasActions([el({ component: { name: 'Builder:Accordion', options: { items: [{ title: [click], detail: [] }] } } })])).toBe(true);
    expect(hasActions([el({ component: { name: 'Symbol', options: { symbol: { content: { data: { blocks: [click] } } } } } })])).toBe(false);
    expect(hasActions([el({ actions: { click: '  ' } }), el({ bindings: { show: 'state.open' } })])).toBe(false);
  });
});
