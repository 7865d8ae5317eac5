import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSONALIZATION_CONTAINER } from '@/domain/content/block';
import { isTargeted } from '@/services/content/targeting';
import type { ContentBlock } from '@/domain/content/block';
import { assignVariation, resolvePersonalization, variationShares } from '@/services/content/variants';
import { entryWithTest, instant, queryRules, scheduleWindow, seededRandom, testShares, userAttributes } from '@tests/arbitraries/content';

const unitInterval = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('A/B assignment properties', () => {
  it('an assigned variation is stable for the same cookie', () => {
    fc.assert(
      fc.property(testShares, unitInterval, unitInterval, ({ shares, defaultShare }, first, later) => {
        const entry = entryWithTest(shares, defaultShare);
        const assigned = assignVariation(entry, undefined, () => first);
        expect(assigned.setCookie).toBe(true);
        const again = assignVariation(entry, assigned.variation.id, () => later);
        expect(again.variation.id).toBe(assigned.variation.id);
        expect(again.setCookie).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('every draw lands on a variation of the entry, and a stale cookie is always re-assigned', () => {
    fc.assert(
      fc.property(testShares, fc.double({ noNaN: false }), fc.string(), ({ shares, defaultShare }, roll, stale) => {
        const entry = entryWithTest(shares, defaultShare);
        const ids = [entry.id, ...entry.variations.map((v) => v.id)];
        fc.pre(!ids.includes(stale));
        const assigned = assignVariation(entry, stale, () => roll);
        expect(ids).toContain(assigned.variation.id);
        expect(assigned.setCookie).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('assignment frequencies follow testRatio', () => {
    const draws = 20_000;
    fc.assert(
      fc.property(testShares, fc.integer(), ({ shares, defaultShare }, seed) => {
        const entry = entryWithTest(shares, defaultShare);
        const expected = variationShares(entry);
        const total = expected.reduce((sum, s) => sum + s.share, 0);
        fc.pre(total > 0.05);
        const random = seededRandom(seed);
        const counts = new Map<string, number>();
        for (let i = 0; i < draws; i++) {
          const id = assignVariation(entry, undefined, random).variation.id;
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        for (const { variation, share } of expected) {
          // 20k draws: the standard error of a share is at most 0.0036; 0.02 is over five of them.
          expect(Math.abs((counts.get(variation.id) ?? 0) / draws - share / total)).toBeLessThan(0.02);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('personalization properties', () => {
  const variant = fc.record({ query: queryRules, window: scheduleWindow });

  it('a container shows the first variant that targets the visitor, or its children', () => {
    fc.assert(
      fc.property(fc.array(variant, { maxLength: 4 }), userAttributes, instant, (variants, attributes, now) => {
        const options = variants.map((v, i) => ({
          name: `v${i}`,
          query: v.query,
          ...v.window,
          blocks: [{ '@type': '@builder.io/sdk:Element', id: `builder-variant-${i}` }],
        }));
        const container: ContentBlock = {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-container',
          component: { name: PERSONALIZATION_CONTAINER, options: { variants: options } },
          children: [{ '@type': '@builder.io/sdk:Element', id: 'builder-default' }],
        };
        const { blocks } = resolvePersonalization([container], attributes, now);
        const winner = variants.findIndex((v, i) => isTargeted({ id: `v${i}`, query: v.query, ...v.window }, attributes, now));
        expect(blocks[0]?.children?.[0]?.id).toBe(winner === -1 ? 'builder-default' : `builder-variant-${winner}`);
      }),
      { numRuns: 500 },
    );
  });
});
