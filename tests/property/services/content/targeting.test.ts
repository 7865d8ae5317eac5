import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalContentSource } from '@/services/content/local';
import { pageAttributes } from '@/services/content/resolve';
import { isTargeted, isWithinWindow, parseAttributesCookie, queryMatches, rankMatches, ruleMatches, selectBest } from '@/services/content/targeting';
import type { PageRequest } from '@/services/content/types';
import type { ContentEntry } from '@/domain/content/entry';
import type { PageData } from '@/domain/content/page';
import { attributeValue, ATTRIBUTE_NAMES, instant, loaderOf, pageEntry, pageEntryMatching, queryRule, requestAttributes, userAttributes } from '@tests/arbitraries/content';

const pageRequest: fc.Arbitrary<PageRequest> = fc
  .record({ base: requestAttributes, attributes: userAttributes })
  .map(({ base, attributes }) => ({ ...base, attributes }));

/** A request and the entries competing for it: random ones plus some aimed at this very visitor. */
const contest = pageRequest.chain((request) =>
  fc.record({
    request: fc.constant(request),
    entries: fc
      .tuple(fc.array(pageEntry, { maxLength: 6 }), fc.array(pageEntryMatching(pageAttributes(request)), { maxLength: 3 }))
      .chain(([random, aimed]) => fc.shuffledSubarray([...random, ...aimed], { minLength: random.length + aimed.length })),
  }),
);

function sourceOver(entries: readonly ContentEntry<PageData>[], now: number) {
  return createLocalContentSource({ load: loaderOf(entries), now: () => now, random: () => 0.5, log: () => undefined });
}

describe('content targeting properties', () => {
  it('content whose query does not match is never served', async () => {
    await fc.assert(
      fc.asyncProperty(contest, instant, async ({ entries, request }, now) => {
        const page = await sourceOver(entries, now).getPage(request);
        if (page === null) return;
        const served = entries.find((e) => e.id === page.content.id);
        expect(served).toBeDefined();
        expect(queryMatches(served?.query ?? [], pageAttributes(request))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('content outside its date window is never served', async () => {
    await fc.assert(
      fc.asyncProperty(contest, instant, async ({ entries, request }, now) => {
        const page = await sourceOver(entries, now).getPage(request);
        if (page === null) return;
        const served = entries.find((e) => e.id === page.content.id);
        expect(served && isWithinWindow(served, now)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('whenever some entry targets the request, a page is served', async () => {
    await fc.assert(
      fc.asyncProperty(contest, instant, async ({ entries, request }, now) => {
        const anyTargets = entries.some((e) => isTargeted(e, pageAttributes(request), now));
        const page = await sourceOver(entries, now).getPage(request);
        expect(page !== null).toBe(anyTargets);
      }),
      { numRuns: 300 },
    );
  });

  it('the chosen entry does not depend on the order entries arrive in', () => {
    fc.assert(
      fc.property(
        fc.array(pageEntry, { maxLength: 8 }).chain((entries) => fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length }))),
        userAttributes,
        instant,
        ([entries, shuffled], attributes, now) => {
          expect(selectBest(shuffled, attributes, now)?.id).toBe(selectBest(entries, attributes, now)?.id);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the served entry has at least as many rules as any other matching entry', () => {
    fc.assert(
      fc.property(fc.array(pageEntry, { maxLength: 8 }), userAttributes, instant, (entries, attributes, now) => {
        const best = selectBest(entries, attributes, now);
        for (const other of rankMatches(entries, attributes, now)) expect(best?.query.length).toBeGreaterThanOrEqual(other.query.length);
      }),
      { numRuns: 300 },
    );
  });

  it('isNot with a list is exactly the negation of is with the same list', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTRIBUTE_NAMES), fc.array(attributeValue.filter((v) => !Array.isArray(v)), { minLength: 1, maxLength: 4 }), userAttributes, (property, values, attributes) => {
        const value = values as (string | number | boolean)[];
        expect(ruleMatches({ property, operator: 'isNot', value }, attributes)).toBe(!ruleMatches({ property, operator: 'is', value }, attributes));
      }),
      { numRuns: 500 },
    );
  });

  it('a rule never matches an attribute that is not there, except isNot', () => {
    fc.assert(
      fc.property(queryRule, (rule) => {
        expect(ruleMatches(rule, {})).toBe(rule.operator === 'isNot');
      }),
      { numRuns: 300 },
    );
  });

  it('the attributes cookie never yields urlPath, locale or theme', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ATTRIBUTE_NAMES, 'x', 'member'), attributeValue), (cookie) => {
        const parsed = parseAttributesCookie(JSON.stringify(cookie));
        expect(Object.keys(parsed).filter((k) => ['urlPath', 'locale', 'theme'].includes(k))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
