import { describe, expect, it } from 'vitest';
import {
  compareSpecificity,
  isWithinWindow,
  normalizeUrlPath,
  parseAttributesCookie,
  queryMatches,
  rankMatches,
  ruleMatches,
  selectBest,
  type Targetable,
} from '@/services/content/targeting';
import type { UserAttributes } from '@/services/content/types';
import type { QueryRule } from '@/domain/content/targeting';

const visitor: UserAttributes = { urlPath: '/blog/fresh-food', locale: 'en-gb', theme: 'main', visits: 3, interests: ['cats', 'raw'] };
const r = (property: string, operator: QueryRule['operator'], value: QueryRule['value']): QueryRule => ({ property, operator, value });

describe('targeting operators', () => {
  it.each<[QueryRule, boolean]>([
    [r('locale', 'is', 'en-gb'), true],
    [r('locale', 'is', 'en-us'), false],
    [r('locale', 'isNot', 'en-us'), true],
    [r('locale', 'isNot', 'en-gb'), false],
    [r('urlPath', 'contains', 'fresh'), true],
    [r('urlPath', 'contains', 'kibble'), false],
    [r('urlPath', 'startsWith', '/blog'), true],
    [r('urlPath', 'startsWith', '/press'), false],
    [r('urlPath', 'endsWith', '-food'), true],
    [r('urlPath', 'endsWith', '/blog'), false],
    [r('visits', 'greaterThan', 2), true],
    [r('visits', 'greaterThan', 3), false],
    [r('visits', 'lessThan', 4), true],
    [r('visits', 'lessThan', 3), false],
    [r('visits', 'greaterThanOrEqualTo', 3), true],
    [r('visits', 'lessThanOrEqualTo', 2), false],
  ])('%o holds: %s', (rule, expected) => {
    expect(ruleMatches(rule, visitor)).toBe(expected);
  });

  it('a list value is any-of for is and contains', () => {
    expect(ruleMatches(r('locale', 'is', ['en-us', 'en-gb']), visitor)).toBe(true);
    expect(ruleMatches(r('locale', 'is', ['en-us', 'en-ca']), visitor)).toBe(false);
    expect(ruleMatches(r('urlPath', 'contains', ['press', 'fresh']), visitor)).toBe(true);
  });

  it('a list value is none-of for isNot', () => {
    expect(ruleMatches(r('locale', 'isNot', ['en-us', 'en-ca']), visitor)).toBe(true);
    expect(ruleMatches(r('locale', 'isNot', ['en-us', 'en-gb']), visitor)).toBe(false);
  });

  it('a list attribute matches is and contains when it includes the value, isNot when it does not', () => {
    expect(ruleMatches(r('interests', 'is', 'cats'), visitor)).toBe(true);
    expect(ruleMatches(r('interests', 'contains', 'raw'), visitor)).toBe(true);
    expect(ruleMatches(r('interests', 'isNot', 'dogs'), visitor)).toBe(true);
    expect(ruleMatches(r('interests', 'isNot', 'cats'), visitor)).toBe(false);
  });

  it('a missing attribute matches only isNot', () => {
    expect(ruleMatches(r('petType', 'is', 'dog'), visitor)).toBe(false);
    expect(ruleMatches(r('petType', 'contains', 'd'), visitor)).toBe(false);
    expect(ruleMatches(r('petType', 'greaterThan', 0), visitor)).toBe(false);
    expect(ruleMatches(r('petType', 'isNot', 'dog'), visitor)).toBe(true);
  });

  it('an inherited property name is not an attribute', () => {
    expect(ruleMatches(r('constructor', 'isNot', 'x'), {})).toBe(true);
    expect(ruleMatches(r('toString', 'contains', 'function'), {})).toBe(false);
  });

  it('numeric comparisons never coerce strings', () => {
    expect(ruleMatches(r('visits', 'greaterThan', 2), { visits: '3' })).toBe(false);
    expect(ruleMatches(r('visits', 'is', 3), { visits: '3' })).toBe(false);
  });

  it('a urlPath rule with a trailing slash matches the path without it; the root stays the root', () => {
    expect(ruleMatches(r('urlPath', 'is', '/blog/'), { urlPath: '/blog' })).toBe(true);
    expect(ruleMatches(r('urlPath', 'is', '/'), { urlPath: '/' })).toBe(true);
    expect(ruleMatches(r('urlPath', 'is', '/'), { urlPath: '/blog' })).toBe(false);
  });

  it('all rules must hold; no rules match everyone', () => {
    expect(queryMatches([], {})).toBe(true);
    expect(queryMatches([r('locale', 'is', 'en-gb'), r('theme', 'is', 'main')], visitor)).toBe(true);
    expect(queryMatches([r('locale', 'is', 'en-gb'), r('theme', 'is', 'vet')], visitor)).toBe(false);
  });
});

describe('url path normalisation', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/blog/', '/blog'],
    ['/blog//', '/blog'],
    ['/blog?x=1', '/blog'],
    ['/blog#top', '/blog'],
    ['blog', '/blog'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrlPath(input)).toBe(expected);
  });
});

describe('schedule window', () => {
  const start = Date.UTC(2026, 2, 1);
  const end = Date.UTC(2026, 4, 31);

  it('is inclusive at both ends', () => {
    expect(isWithinWindow({ startDate: start, endDate: end }, start)).toBe(true);
    expect(isWithinWindow({ startDate: start, endDate: end }, end)).toBe(true);
    expect(isWithinWindow({ startDate: start, endDate: end }, start - 1)).toBe(false);
    expect(isWithinWindow({ startDate: start, endDate: end }, end + 1)).toBe(false);
  });

  it('an open end is unbounded', () => {
    expect(isWithinWindow({}, 0)).toBe(true);
    expect(isWithinWindow({ startDate: start }, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isWithinWindow({ endDate: end }, 0)).toBe(true);
  });
});

describe('choosing among matching entries', () => {
  const t = (id: string, query: QueryRule[], extra: Partial<Targetable> = {}): Targetable => ({ id, query, ...extra });
  const attrs: UserAttributes = { urlPath: '/', locale: 'en-gb', theme: 'main' };
  const now = Date.UTC(2026, 10, 23);

  it('the entry with more rules wins', () => {
    const generic = t('a-generic', [r('urlPath', 'is', '/')]);
    const specific = t('z-specific', [r('urlPath', 'is', '/'), r('locale', 'is', 'en-gb'), r('theme', 'is', 'main')]);
    expect(selectBest([generic, specific], attrs, now)?.id).toBe('z-specific');
    expect(selectBest([specific, generic], attrs, now)?.id).toBe('z-specific');
  });

  it('with equal rules a scheduled entry beats an evergreen one, then the most recently updated, then the lower id', () => {
    const q = [r('urlPath', 'is', '/')];
    expect(selectBest([t('b', q), t('a', q, { endDate: now + 1 })], attrs, now)?.id).toBe('a');
    expect(selectBest([t('a', q, { lastUpdated: 1 }), t('b', q, { lastUpdated: 2 })], attrs, now)?.id).toBe('b');
    expect(selectBest([t('b', q), t('a', q)], attrs, now)?.id).toBe('a');
    expect(compareSpecificity(t('a', q), t('a', q))).toBe(0);
  });

  it('entries that do not match, or are out of their window, are never ranked', () => {
    const ranked = rankMatches(
      [t('wrong-locale', [r('locale', 'is', 'en-us')]), t('expired', [], { endDate: now - 1 }), t('future', [], { startDate: now + 1 }), t('ok', [])],
      attrs,
      now,
    );
    expect(ranked.map((e) => e.id)).toEqual(['ok']);
  });

  it('nothing matching means null', () => {
    expect(selectBest([t('x', [r('locale', 'is', 'en-us')])], attrs, now)).toBeNull();
  });
});

describe('attributes cookie', () => {
  it('reads a JSON object of scalars and lists, URI-encoded or not', () => {
    expect(parseAttributesCookie('{"petType":"cat","visits":2}')).toEqual({ petType: 'cat', visits: 2 });
    expect(parseAttributesCookie(encodeURIComponent('{"interests":["raw","cats"],"member":true}'))).toEqual({ interests: ['raw', 'cats'], member: true });
  });

  it('drops urlPath, locale and theme: the request decides those', () => {
    expect(parseAttributesCookie('{"urlPath":"/x","locale":"en-gb","theme":"vet","petType":"dog"}')).toEqual({ petType: 'dog' });
  });

  it('anything malformed, nested or oversized means no custom attributes', () => {
    expect(parseAttributesCookie(undefined)).toEqual({});
    expect(parseAttributesCookie('not json')).toEqual({});
    expect(parseAttributesCookie('%E0%A4%A')).toEqual({});
    expect(parseAttributesCookie('[1,2]')).toEqual({});
    expect(parseAttributesCookie('{"a":{"b":1}}')).toEqual({});
    expect(parseAttributesCookie('{"__proto__":"x"}')).toEqual({});
    expect(parseAttributesCookie(`{"a":"${'x'.repeat(5000)}"}`)).toEqual({});
  });
});
