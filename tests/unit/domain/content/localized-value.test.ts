import { describe, expect, it } from 'vitest';
import { localizedValue, resolveLocalizedValues } from '@/domain/content/localized-value';

const loc = (fields: Record<string, unknown>) => ({ '@type': '@builder.io/core:LocalizedValue' as const, ...fields });

describe("a localized value shows the page's locale's value, else its Default", () => {
  const greeting = loc({ Default: 'Hello', 'en-US': 'Howdy', 'en-GB': 'Hiya' });
  it("each locale finds Builder's code for it, whatever the case", () => {
    expect(localizedValue(greeting, 'en-us')).toBe('Howdy');
    expect(localizedValue(greeting, 'en-gb')).toBe('Hiya');
    expect(localizedValue(greeting, 'en-GB')).toBe('Hiya');
  });
  it('a locale without a value of its own, or one Builder does not know, gets the Default', () => {
    expect(localizedValue(greeting, 'en-ca')).toBe('Hello');
    expect(localizedValue(greeting, 'fr-fr')).toBe('Hello');
    expect(localizedValue(loc({ Default: 'Hello', 'en-CA': null }), 'en-ca')).toBe('Hello');
  });
  it('a value with neither is undefined', () => {
    expect(localizedValue(loc({ 'en-GB': 'Hiya' }), 'en-us')).toBeUndefined();
  });
  it('non-text values resolve too (numbers, false, images)', () => {
    expect(localizedValue(loc({ Default: 1, 'en-CA': 0 }), 'en-ca')).toBe(0);
    expect(localizedValue(loc({ Default: true, 'en-CA': false }), 'en-ca')).toBe(false);
  });
});

describe('resolving a content replaces every localized value, however deep, and nothing else', () => {
  const data = {
    title: loc({ Default: 'Food', 'en-CA': 'Food, eh' }),
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        component: {
          name: 'Steps',
          options: { heading: 'Plain', steps: [{ heading: loc({ Default: 'One', 'en-CA': 'Un' }), text: 'x' }, { heading: 'Two' }] },
        },
        children: [{ '@type': '@builder.io/sdk:Element', component: { name: 'Symbol', options: { symbol: { data: { greeting: loc({ Default: 'Hi', 'en-CA': 'Allo' }) } } } } }],
      },
    ],
    state: { stay: { deep: [1, 2, 3] } },
  };

  it('text, list items (subfields) and symbol inputs are resolved', () => {
    const resolved = resolveLocalizedValues(data, 'en-ca');
    expect(resolved.title).toBe('Food, eh');
    expect(resolved.blocks[0]!.component.options.steps).toEqual([{ heading: 'Un', text: 'x' }, { heading: 'Two' }]);
    expect(resolved.blocks[0]!.children[0]!.component.options.symbol.data.greeting).toBe('Allo');
    expect(resolveLocalizedValues(data, 'en-us').title).toBe('Food');
  });
  it('the content is not changed, and parts without localized values are shared, not copied', () => {
    const before = JSON.stringify(data);
    const resolved = resolveLocalizedValues(data, 'en-ca');
    expect(JSON.stringify(data)).toBe(before);
    expect(resolved.state).toBe(data.state);
    const plain = { blocks: [{ a: 1 }] };
    expect(resolveLocalizedValues(plain, 'en-ca')).toBe(plain);
  });
  it('a localized value holding localized values resolves them too', () => {
    expect(resolveLocalizedValues({ x: loc({ Default: { label: loc({ Default: 'Inner', 'en-GB': 'Inner GB' }) } }) }, 'en-gb')).toEqual({ x: { label: 'Inner GB' } });
  });
  it('a "__proto__" key from JSON stays a plain field', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": {"@type": "@builder.io/core:LocalizedValue", "Default": "yes"}}, "t": {"@type": "@builder.io/core:LocalizedValue", "Default": "ok"}}') as Record<string, unknown>;
    const resolved = resolveLocalizedValues(parsed, 'en-us');
    expect(Object.getPrototypeOf(resolved)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(resolved, '__proto__')?.value).toEqual({ polluted: 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
