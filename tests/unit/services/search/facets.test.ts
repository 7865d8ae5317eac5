import { describe, expect, it } from 'vitest';
import { SEARCH } from '@/config/constants';
import {
  buildContentFacetFilters,
  buildProductFacetFilters,
  contentTypesForFilter,
  filterIncludesProducts,
  matchesFacets,
  parseFacetFilters,
} from '@/services/search/facets';

describe('facet filters exactly as §7', () => {
  it('filters content on type (the chosen filter) AND locale (current or multi)', () => {
    expect(buildContentFacetFilters('all', 'en-us')).toEqual([['type:page', 'type:faq', 'type:blog'], ['locale:en-us', 'locale:multi']]);
    expect(buildContentFacetFilters('pages', 'en-ca')).toEqual([['type:page'], ['locale:en-ca', 'locale:multi']]);
    expect(buildContentFacetFilters('faq', 'en-gb')).toEqual([['type:faq'], ['locale:en-gb', 'locale:multi']]);
    expect(buildContentFacetFilters('blog', 'en-us')).toEqual([['type:blog'], ['locale:en-us', 'locale:multi']]);
  });

  it('filters products on locale only', () => {
    expect(buildProductFacetFilters('en-gb')).toEqual([['locale:en-gb', 'locale:multi']]);
  });

  it('maps every §9 filter chip: products shows no content, only all and products show products', () => {
    expect(SEARCH.filters.map((f) => [f, contentTypesForFilter(f), filterIncludesProducts(f)])).toEqual([
      ['all', ['page', 'faq', 'blog'], true],
      ['products', null, true],
      ['faq', ['faq'], false],
      ['pages', ['page'], false],
      ['blog', ['blog'], false],
    ]);
  });

  it('accepts what it builds', () => {
    for (const filter of SEARCH.filters) {
      expect(parseFacetFilters(buildContentFacetFilters(filter, 'en-ca'), 'content').ok).toBe(true);
    }
    expect(parseFacetFilters(buildProductFacetFilters('en-us'), 'products').ok).toBe(true);
  });

  it('accepts Algolia shorthand: a single string, and an AND list of strings', () => {
    const one = parseFacetFilters('locale:en-us', 'products');
    expect(one.ok && [...one.selection.locales]).toEqual(['en-us']);
    const list = parseFacetFilters(['type:faq', 'locale:en-gb'], 'content');
    expect(list.ok && [[...list.selection.locales], [...(list.selection.types ?? [])]]).toEqual([['en-gb'], ['faq']]);
  });

  it('matches a product on any of its locales, content on its type too', () => {
    const selection = { locales: new Set(['en-ca', 'multi'] as const), types: new Set(['faq'] as const) };
    expect(matchesFacets({ locale: 'en-ca', type: 'faq' }, selection)).toBe(true);
    expect(matchesFacets({ locale: 'en-ca', type: 'blog' }, selection)).toBe(false);
    expect(matchesFacets({ locale: 'en-us', type: 'faq' }, selection)).toBe(false);
    expect(matchesFacets({ locale: ['en-us', 'en-ca'] }, { locales: selection.locales, types: null })).toBe(true);
    expect(matchesFacets({ locale: ['en-us', 'en-gb'] }, { locales: selection.locales, types: null })).toBe(false);
  });
});
