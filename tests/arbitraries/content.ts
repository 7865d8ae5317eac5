/**
 * Generators for content targeting, schedules and A/B tests. Attribute names and values come from
 * small pools so generated rules and attributes actually meet (a random string would never match).
 */
import fc from 'fast-check';
import type { FixtureLoader } from '@/services/content/local';
import { LOCALES } from '@/config/constants';
import { THEMES } from '@/config/themes';
import { type UserAttributes } from '@/services/content/types';
import type { ContentEntry, ContentVariation } from '@/domain/content/entry';
import type { PageData } from '@/domain/content/page';
import { QUERY_OPERATORS, type AttributeScalar, type AttributeValue, type QueryOperator, type QueryRule } from '@/domain/content/targeting';

export const ATTRIBUTE_NAMES = ['urlPath', 'locale', 'theme', 'petType', 'visits', 'segment'] as const;
type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

/** Plausible values per attribute, so generated rules match generated visitors reasonably often. */
const POOLS: Readonly<Record<AttributeName, readonly AttributeScalar[]>> = {
  urlPath: ['/', '/blog', '/blog/', '/blog/fresh', '/contact'],
  locale: [...LOCALES],
  theme: [...THEMES],
  petType: ['dog', 'cat', 'puppy'],
  visits: [0, 1, 2, 3, 5, 8],
  segment: ['new', 'returning', ''],
};

/** Any value of any pool, plus type noise (a number where a string is expected and so on). */
const attributeScalar: fc.Arbitrary<AttributeScalar> = fc.oneof(
  fc.constantFrom(...Object.values(POOLS).flat()),
  fc.integer({ min: -3, max: 12 }),
  fc.boolean(),
);

/** A value for one attribute: mostly from its pool, sometimes a list, sometimes noise. */
function valueFor(name: AttributeName): fc.Arbitrary<AttributeValue> {
  const pooled = fc.constantFrom(...POOLS[name]);
  return fc.oneof(
    { weight: 6, arbitrary: pooled },
    { weight: 2, arbitrary: fc.array(pooled, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: attributeScalar },
  );
}

export const attributeValue: fc.Arbitrary<AttributeValue> = fc.constantFrom(...ATTRIBUTE_NAMES).chain(valueFor);

export const userAttributes: fc.Arbitrary<UserAttributes> = fc
  .subarray([...ATTRIBUTE_NAMES])
  .chain((names) => fc.tuple(...names.map((name) => valueFor(name).map((value) => [name, value] as const))))
  .map((pairs) => Object.fromEntries(pairs));

export const queryRule: fc.Arbitrary<QueryRule> = fc.constantFrom(...ATTRIBUTE_NAMES).chain((property) =>
  fc.record({
    property: fc.constant(property),
    operator: fc.oneof({ weight: 3, arbitrary: fc.constant<QueryOperator>('is') }, { weight: 4, arbitrary: fc.constantFrom(...QUERY_OPERATORS) }),
    value: valueFor(property),
  }),
);

export const queryRules: fc.Arbitrary<QueryRule[]> = fc.array(queryRule, { maxLength: 4 });

/** A fixed "now" and offsets around it, so windows fall before, around and after it. */
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 86_400_000;
export const instant: fc.Arbitrary<number> = fc.integer({ min: -30, max: 30 }).map((days) => NOW + days * DAY);

export const scheduleWindow: fc.Arbitrary<{ startDate?: number; endDate?: number }> = fc.record(
  { startDate: instant, endDate: instant },
  { requiredKeys: [] },
);

let pageCounter = 0;
const pageData = (label: string): PageData => ({
  title: label,
  blocks: [{ '@type': '@builder.io/sdk:Element', id: `builder-${label}`, component: { name: 'Hed and Dek', options: { hed: label } } }],
});

/** A published page entry with arbitrary targeting and schedule, and a unique id. */
export const pageEntry: fc.Arbitrary<ContentEntry<PageData>> = fc
  .record({
    query: queryRules,
    window: scheduleWindow,
    lastUpdated: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
  })
  .map(({ query, window, lastUpdated }) => {
    pageCounter += 1;
    const id = `page-${pageCounter}`;
    return { id, name: id, data: pageData(id), query, variations: [], ...window, lastUpdated, published: 'published' as const };
  });

/** Test shares: a default share and 1–3 variation shares (they need not sum to 1). */
export const testShares: fc.Arbitrary<{ defaultShare: number | undefined; shares: number[] }> = fc.record({
  defaultShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  shares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 3 }),
});

/** An entry under an A/B test with the given shares. */
export function entryWithTest(shares: readonly number[], defaultShare: number | undefined, id = 'content-under-test'): ContentEntry<PageData> {
  const variations: ContentVariation<PageData>[] = shares.map((testRatio, i) => ({
    id: `${id}-variation-${i + 1}`,
    name: `Variation ${i + 1}`,
    testRatio,
    data: pageData(`${id}-variation-${i + 1}`),
  }));
  return { id, name: id, data: pageData(id), query: [], variations, testRatio: defaultShare, published: 'published' };
}

/** A request's built-in attributes. */
export const requestAttributes = fc.record({
  urlPath: fc.constantFrom('/', '/blog', '/blog/fresh', '/contact'),
  locale: fc.constantFrom(...LOCALES),
  theme: fc.constantFrom(...THEMES),
});

/** mulberry32: a seeded random source, so frequency properties are reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rules built from the visitor's own attributes (`is` their value), so they match — unless noise is added. */
function rulesMatching(attributes: UserAttributes): fc.Arbitrary<QueryRule[]> {
  const present = Object.entries(attributes).filter((pair): pair is [string, AttributeValue] => pair[1] !== undefined);
  if (present.length === 0) return fc.constant([]);
  return fc.subarray(present, { minLength: 1 }).chain((pairs) =>
    fc.tuple(
      ...pairs.map(([property, value]) =>
        (Array.isArray(value) ? fc.constantFrom(...(value as readonly AttributeScalar[])) : fc.constant(value as AttributeScalar)).map(
          (v): QueryRule => ({ property, operator: 'is', value: v }),
        ),
      ),
    ),
  );
}

/** A page entry targeted at these attributes (its window may still exclude it). */
export function pageEntryMatching(attributes: UserAttributes): fc.Arbitrary<ContentEntry<PageData>> {
  return fc.tuple(pageEntry, rulesMatching(attributes)).map(([entry, query]) => ({ ...entry, query }));
}

/** A fixture loader serving these pages for the page model and nothing for the others. */
export function loaderOf(pages: readonly ContentEntry<PageData>[]): FixtureLoader {
  // The loader is generic over the model; only 'page' has entries here, so the cast is sound.
  return ((model: string) => Promise.resolve(model === 'page' ? pages : [])) as FixtureLoader;
}
