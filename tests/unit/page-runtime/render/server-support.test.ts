import { describe, expect, it } from 'vitest';
import { unrenderedFeatures } from '@/page-runtime/render/server-support';
import type { ContentBlock } from '@/domain/content/block';

const el = (fields: Omit<Partial<ContentBlock>, '@type'> & Record<string, unknown>): ContentBlock => ({ '@type': '@builder.io/sdk:Element', ...fields });
const knows = (name: string) => ['Text', 'Columns', 'Symbol', 'Masthead'].includes(name);
const reasons = (blocks: ContentBlock[], data: Record<string, unknown> = {}) => unrenderedFeatures({ blocks, ...data }, knows);

describe('what of a content the server renderer leaves out, and why', () => {
  it('content of known components with options and children only needs nothing else', () => {
    expect(reasons([el({ id: 'a', component: { name: 'Masthead', options: { heading: 'Hi' } }, children: [el({ id: 'b', component: { name: 'Text', options: { text: '<p>x</p>' } } })] })])).toEqual([]);
  });

  it('bindings, actions, repeats and {{ }} text are rendered, so they are no reason; an animation names its block', () => {
    expect(
      reasons([
        el({ id: 'b1', component: { name: 'Text', options: { text: 'Hi {{state.name}}' } }, bindings: { 'component.options.text': 'state.name', ' ': 'ignored' } }),
        el({ id: 'b2', actions: { click: 'state.open = true' } }),
        el({ id: 'b3', repeat: { collection: 'state.items' } }),
        el({ id: 'b4', animations: [{ trigger: 'scrollInView' }] }),
        el({ id: 'b5', code: { bindings: { show: 'state.visible' } } }),
      ]),
    ).toEqual(['animation on block b4']);
  });

  it('page code inside the safe subset runs, so it is no reason; the TypeScript it was compiled from is never run by the SDK either', () => {
    expect(reasons([], { jsCode: "console.log(1); state.open = Builder.isBrowser", tsCode: 'state.open = Builder.isBrowser' })).toEqual([]);
  });

  it('page code outside the safe subset, raw Custom Code and Embed blocks, and an unknown component are reasons', () => {
    expect(
      reasons(
        [
          el({ id: 'c1', component: { name: 'Custom Code', options: { code: '<script>alert(1)</script>' } } }),
          el({ id: 'c2', component: { name: 'Embed', options: { content: '<iframe></iframe>' } } }),
          el({ id: 'c3', component: { name: 'Nope' } }),
        ],
        { jsCode: "document.title = 'x'" },
      ),
    ).toEqual([
      'page code (data.jsCode) outside the safe subset, not run: refused: access to "document"',
      'raw custom code (component "Custom Code": its HTML and scripts never run on published pages) on block c1',
      'raw custom code (component "Embed": its HTML and scripts never run on published pages) on block c2',
      'unknown component "Nope" on block c3',
    ]);
  });

  it('blocks inside columns and inline symbols are checked too; a symbol without its content needs the SDK to fetch it', () => {
    const bound = el({ id: 'deep', animations: [{ trigger: 'pageLoad' }] });
    expect(
      reasons([
        el({ id: 'cols', component: { name: 'Columns', options: { columns: [{ blocks: [] }, { blocks: [bound] }] } } }),
        el({ id: 'sym', component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry: 'e1', content: { data: { blocks: [el({ id: 'inner', component: { name: 'Nope' } })] } } } } } }),
        el({ id: 'ref', component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry: 'e2' } } } }),
      ]),
    ).toEqual(['animation on block deep', 'unknown component "Nope" on block inner', 'symbol without inline content on block ref']);
  });
});

describe('blocks a page puts in a symbol\'s slots', () => {
  it('are checked like the symbol\'s own blocks: an unknown component in a slot is named', () => {
    const symbol = el({
      id: 's1',
      component: {
        name: 'Symbol',
        options: {
          symbol: {
            data: { children: [el({ id: 'in-slot', component: { name: 'Mystery Widget' } })], headline: 'Not blocks' },
            content: { data: { blocks: [el({ id: 'own', component: { name: 'Text', options: { text: 'x' } } })] } },
          },
        },
      },
    });
    expect(reasons([symbol])).toEqual(['unknown component "Mystery Widget" on block in-slot']);
  });
});
