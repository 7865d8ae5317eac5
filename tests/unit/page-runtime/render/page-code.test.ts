import { afterEach, describe, expect, it, vi } from 'vitest';

import { inputDefaults, prepareContentState } from '@/page-runtime/render/page-code';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a content's initial state, as the SDK builds it", () => {
  it("content inputs' default values seed state by input name; inputs without one add nothing", () => {
    const inputs = [
      { name: 'treatName', type: 'text', defaultValue: 'Salmon bites' },
      { name: 'treatsPerDay', type: 'number', defaultValue: 0 },
      { name: 'noDefault', type: 'text' },
      { type: 'text', defaultValue: 'nameless' },
    ];
    expect(inputDefaults(inputs)).toEqual({ treatName: 'Salmon bites', treatsPerDay: 0 });
    expect(prepareContentState({}, { inputs }, {}, 'test').state).toEqual({ treatName: 'Salmon bites', treatsPerDay: 0 });
  });

  it("the content's own state wins over an input's default, and page code, which runs last, over both", () => {
    const data = {
      inputs: [{ name: 'size', defaultValue: 'small' }, { name: 'portion', defaultValue: 1.5 }],
      jsCode: "state.cups = state.portion * 2; state.pet = 'Biscuit'",
    };
    const prepared = prepareContentState({ size: 'large', pet: 'placeholder' }, data, {}, 'test');
    expect(prepared.state).toEqual({ size: 'large', portion: 1.5, cups: 3, pet: 'Biscuit' });
  });

  it('page code outside the subset leaves the state as it was and is logged once per content', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = { jsCode: "state.meals = 99; document.title = 'ran'" };
    for (let request = 0; request < 3; request += 1) {
      const prepared = prepareContentState({ meals: 0 }, data, {}, 'content refused-once');
      expect(prepared.state).toEqual({ meals: 0 });
      expect(prepared.island).toEqual({ initialState: { meals: 0 } });
    }
    expect(warn.mock.calls.filter(([message]) => String(message).includes('refused-once'))).toHaveLength(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('refused: access to "document"');
  });

  it('page code that fails as JavaScript would leaves the state as it was', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prepared = prepareContentState({ meals: 0 }, { jsCode: 'state.meals = 1; state.missing.deeper = 2' }, {}, 'content failing');
    expect(prepared.state).toEqual({ meals: 0 });
  });

  it('without a browser branch and without functions, page code is not shipped: its state is the island\'s start', () => {
    const prepared = prepareContentState({}, { jsCode: "state.menu = { expanded: true }" }, {}, 'test');
    expect(prepared.changesInBrowser).toBe(false);
    expect(prepared.island).toEqual({ initialState: { menu: { expanded: true } } });
  });

  it('a Builder.isBrowser branch that changes state ships the program, with the state it starts from, and asks for a redraw', () => {
    const data = { jsCode: "state.where = 'server'; if (Builder.isBrowser) { state.where = 'browser' }" };
    const prepared = prepareContentState({ pet: 'Rex' }, data, {}, 'test');
    expect(prepared.state).toEqual({ pet: 'Rex', where: 'server' });
    expect(prepared.changesInBrowser).toBe(true);
    expect(prepared.island.initialState).toEqual({ pet: 'Rex' });
    expect(prepared.island.pageCode?.type).toBe('Program');
    expect(prepared.island.redraw).toBe(true);
  });

  it('functions page code defines are shipped as the program (never as values), without a redraw when the state is the same', () => {
    const prepared = prepareContentState({}, { jsCode: 'state.count = 0; state.increment = function () { state.count++ }' }, {}, 'test');
    expect(prepared.state).toEqual({ count: 0 });
    expect(prepared.functions?.size).toBe(1);
    expect(prepared.changesInBrowser).toBe(false);
    expect(prepared.island.pageCode).toBeDefined();
    expect(prepared.island.redraw).toBe(false);
    expect(JSON.parse(JSON.stringify(prepared.island))).toEqual(prepared.island);
  });
});
