import { describe, expect, it, vi } from 'vitest';
import { PAGE_BUILDER } from '@/config/constants';
import { PERSONALIZATION_CONTAINER } from '@/domain/content/block';
import {
  assignVariation,
  DEFAULT_VARIATION_NAME,
  pickPersonalizationVariant,
  resolveContent,
  resolvePersonalization,
  testCookieName,
  TEST_COOKIE_MAX_AGE_SECONDS,
  variationShares,
} from '@/services/content/variants';
import type { ContentBlock } from '@/domain/content/block';
import type { QueryRule } from '@/domain/content/targeting';
import { entryWithTest } from '@tests/arbitraries/content';

describe('A/B assignment', () => {
  const entry = entryWithTest([0.25, 0.25], 0.5, 'home');

  it('the cookie is named with the builder tests prefix and the content id, and lives 30 days', () => {
    expect(testCookieName('home')).toBe('builder.tests.home');
    expect(TEST_COOKIE_MAX_AGE_SECONDS).toBe(PAGE_BUILDER.abTestCookieDays * 86_400);
  });

  it('a new visitor is drawn by share and asked to set the cookie', () => {
    expect(assignVariation(entry, undefined, () => 0.1)).toMatchObject({ variation: { id: 'home-variation-1' }, setCookie: true });
    expect(assignVariation(entry, undefined, () => 0.3)).toMatchObject({ variation: { id: 'home-variation-2' }, setCookie: true });
    expect(assignVariation(entry, undefined, () => 0.7)).toMatchObject({ variation: { id: 'home', isDefault: true, name: DEFAULT_VARIATION_NAME }, setCookie: true });
  });

  it('a cookie holding a known variation or the content id keeps it without drawing', () => {
    const random = vi.fn(() => 0.99);
    expect(assignVariation(entry, 'home-variation-1', random)).toMatchObject({ variation: { id: 'home-variation-1' }, setCookie: false });
    expect(assignVariation(entry, 'home', random)).toMatchObject({ variation: { id: 'home' }, setCookie: false });
    expect(random).not.toHaveBeenCalled();
  });

  it('an unknown or stale cookie value is re-assigned', () => {
    expect(assignVariation(entry, 'home-variation-9', () => 0.1)).toMatchObject({ variation: { id: 'home-variation-1' }, setCookie: true });
    expect(assignVariation(entry, '', () => 0.9)).toMatchObject({ variation: { id: 'home' }, setCookie: true });
  });

  it('content without variations is served as is and sets no cookie', () => {
    const plain = entryWithTest([], undefined, 'plain');
    expect(assignVariation(plain, undefined, () => 0.5)).toMatchObject({ variation: { id: 'plain' }, setCookie: false });
    const { content, abTest } = resolveContent(plain, undefined, () => 0.5);
    expect(content.variationId).toBe('plain');
    expect(content.testVariationId).toBeUndefined();
    expect(abTest).toBeNull();
  });

  it('without a testRatio the default takes whatever the variations leave', () => {
    const shares = variationShares(entryWithTest([0.3], undefined, 'x'));
    expect(shares.map((s) => [s.variation.id, s.share])).toEqual([
      ['x-variation-1', 0.3],
      ['x', 0.7],
    ]);
  });

  it('a random source returning 1 or garbage still lands on a variation', () => {
    expect(assignVariation(entry, undefined, () => 1).variation.id).toBe('home');
    expect(assignVariation(entry, undefined, () => -5).variation.id).toBe('home-variation-1');
    expect(assignVariation(entryWithTest([0, 0], 0, 'zero'), undefined, () => 0.5)).toMatchObject({ variation: { id: 'zero' }, setCookie: true });
  });

  it('the served content carries the variation data and the spec §3 variation fields', () => {
    const { content, abTest } = resolveContent(entry, undefined, () => 0.3);
    expect(content).toMatchObject({ id: 'home', variationId: 'home-variation-2', testVariationId: 'home-variation-2', testVariationName: 'Variation 2' });
    expect(content.data.title).toBe('home-variation-2');
    expect(abTest?.setCookie).toEqual({ name: 'builder.tests.home', value: 'home-variation-2', maxAgeSeconds: TEST_COOKIE_MAX_AGE_SECONDS });
  });
});

describe('personalization variants', () => {
  const el = (id: string, extra: Partial<ContentBlock> = {}): ContentBlock => ({ '@type': '@builder.io/sdk:Element', id, ...extra });
  const rule = (property: string, value: QueryRule['value']): QueryRule => ({ property, operator: 'is', value });
  const container = (id: string, variants: unknown[], children: ContentBlock[]): ContentBlock =>
    el(id, { component: { name: PERSONALIZATION_CONTAINER, options: { variants } }, children, responsiveStyles: { large: { marginTop: '20px' } } });
  const now = Date.UTC(2026, 10, 23);

  it('the first matching variant wins', () => {
    const variants = [{ query: [rule('petType', 'cat')] }, { query: [] }, { query: [] }];
    expect(pickPersonalizationVariant(variants, { petType: 'cat' }, now)).toBe(0);
    expect(pickPersonalizationVariant(variants, { petType: 'dog' }, now)).toBe(1);
  });

  it('a variant outside its window is skipped', () => {
    const variants = [{ query: [], startDate: now + 1 }, { query: [], endDate: now - 1 }];
    expect(pickPersonalizationVariant(variants, {}, now)).toBe(-1);
  });

  it('the container becomes a plain element holding the winner, keeping its id and styles', () => {
    const blocks = [container('builder-c', [{ name: 'Cats', query: [rule('petType', 'cat')], blocks: [el('builder-cat')] }], [el('builder-default')])];
    const { blocks: out, choices } = resolvePersonalization(blocks, { petType: 'cat' }, now);
    expect(out).toEqual([{ '@type': '@builder.io/sdk:Element', id: 'builder-c', responsiveStyles: { large: { marginTop: '20px' } }, children: [el('builder-cat')] }]);
    expect(choices).toEqual([{ blockId: 'builder-c', variantIndex: 0, variantName: 'Cats' }]);
  });

  it('no matching variant falls back to the container children', () => {
    const blocks = [container('builder-c', [{ query: [rule('petType', 'cat')], blocks: [el('builder-cat')] }], [el('builder-default')])];
    const { blocks: out, choices } = resolvePersonalization(blocks, {}, now);
    expect(out[0]?.children).toEqual([el('builder-default')]);
    expect(choices).toEqual([{ blockId: 'builder-c', variantIndex: null, variantName: null }]);
  });

  it('an unnamed winner is reported by its position', () => {
    const { choices } = resolvePersonalization([container('builder-c', [{ query: [] }], [])], {}, now);
    expect(choices[0]?.variantName).toBe('Variant 1');
  });

  it('containers nested in children, in variants and in block lists inside options are all resolved', () => {
    const inner = container('builder-inner', [{ name: 'Dogs', query: [rule('petType', 'dog')], blocks: [el('builder-dog')] }], [el('builder-inner-default')]);
    const columns = el('builder-columns', { component: { name: 'Two Column Component', options: { columns: [{ blocks: [inner] }] } } });
    const outer = el('builder-section', { children: [container('builder-outer', [{ name: 'All', query: [], blocks: [inner] }], [])] });
    const { blocks, choices } = resolvePersonalization([columns, outer], { petType: 'dog' }, now);
    expect(choices.map((c) => [c.blockId, c.variantName])).toEqual([
      ['builder-inner', 'Dogs'],
      ['builder-outer', 'All'],
      ['builder-inner', 'Dogs'],
    ]);
    expect(JSON.stringify(blocks)).not.toContain(PERSONALIZATION_CONTAINER);
    expect(JSON.stringify(blocks)).toContain('builder-dog');
  });

  it('invalid variants are reported and the default children shown', () => {
    const log = vi.fn();
    const { blocks } = resolvePersonalization([container('builder-c', [{ query: 'not a list' }], [el('builder-default')])], {}, now, log);
    expect(blocks[0]?.children).toEqual([el('builder-default')]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('invalid variants'), expect.objectContaining({ blockId: 'builder-c' }));
  });

  it('the input blocks are not mutated', () => {
    const blocks = [container('builder-c', [{ query: [], blocks: [el('builder-x')] }], [el('builder-default')])];
    const before = structuredClone(blocks);
    resolvePersonalization(blocks, {}, now);
    expect(blocks).toEqual(before);
  });
});
