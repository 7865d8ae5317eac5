import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageQuery, queryReadsOf, ROUTE_QUERY_READS } from '@/domain/routing/page-reads';
import { readPageCookies } from '@/domain/routing/page-cookies';

describe('what a page route reads of its query', () => {
  it('each declared route reads its parameters, in every locale, and any other path is a content page reading faq', () => {
    expect(queryReadsOf('/search')).toEqual(['q', 'filter', 'page']);
    expect(queryReadsOf('/en-gb/search')).toEqual(['q', 'filter', 'page']);
    expect(queryReadsOf('/where-to-buy')).toEqual(['q', 'sc-upc', 'ons', 'lat', 'lng']);
    expect(queryReadsOf('/en-gb/where-to-buy/embed')).toEqual(['q', 'sc-upc', 'ons', 'lat', 'lng']);
    expect(queryReadsOf('/en-ca/products/chicken-recipe')).toEqual(['sort', 'page']);
    expect(queryReadsOf('/blog/category/puppies')).toEqual(['page']);
    expect(queryReadsOf('/product-selector')).toEqual(['quiz']);
    expect(queryReadsOf('/')).toEqual(['faq']);
    expect(queryReadsOf('/dog-food')).toEqual(['faq']);
    expect(queryReadsOf('/products')).toEqual(['faq']);
    expect(queryReadsOf('/search/')).toEqual(['q', 'filter', 'page']);
  });

  it('unread parameters are split off as written; read ones are sorted by name, values kept in order', () => {
    expect(pageQuery('/search', '?utm_source=a&q=dog&page=2&fbclid=x&q=cat')).toEqual({ search: '?page=2&q=dog&q=cat', unread: '?utm_source=a&fbclid=x', editorOrRouter: false });
    expect(pageQuery('/', '')).toEqual({ search: '', unread: '', editorOrRouter: false });
    expect(pageQuery('/', '?gclid=1')).toEqual({ search: '', unread: '?gclid=1', editorOrRouter: false });
    expect(pageQuery('/x', '?%E0%A4%A=1&faq=2')).toEqual({ search: '?faq=2', unread: '?%E0%A4%A=1', editorOrRouter: false });
    expect(pageQuery('/search', '?q%3D=1')).toEqual({ search: '', unread: '?q%3D=1', editorOrRouter: false });
    expect(pageQuery('/search', '?%71=1').search).toBe('?%71=1');
  });

  it('a query with an editor or router parameter is marked so', () => {
    for (const search of ['?builder.preview=page', '?__builder_editing__=true', '?_rsc=1', '?builder.frameEditing=x']) expect(pageQuery('/', search).editorOrRouter, search).toBe(true);
  });

  it('every parameter is either read or unread, never lost nor duplicated (any query)', () => {
    const routes = ['/', ...ROUTE_QUERY_READS.map((r) => r.route.replace('*', 'x'))];
    const names = fc.constantFrom('q', 'page', 'faq', 'utm_source', 'fbclid', 'sort', 'sc-upc', 'x y', '%', '');
    const pair = fc.tuple(names, fc.string({ maxLength: 6 })).map(([n, v]) => `${n}=${encodeURIComponent(v)}`);
    fc.assert(
      fc.property(fc.constantFrom(...routes), fc.array(pair, { maxLength: 8 }), (route, pairs) => {
        const { search, unread } = pageQuery(route, `?${pairs.join('&')}`);
        const back = [...search.slice(1).split('&'), ...unread.slice(1).split('&')].filter((p) => p !== '');
        expect(back.sort()).toEqual(pairs.filter((p) => p !== '').sort());
      }),
    );
  });
});

describe('reading the cookies pages read', () => {
  it('only declared cookies are read, trimmed and decoded', () => {
    expect(readPageCookies(' builder.userAttributes = %7B%22petType%22%3A%22cat%22%7D ; _ga=1; builder.tests.home=var-b').values).toEqual({
      'builder.userAttributes': '{"petType":"cat"}',
      'builder.tests.home': 'var-b',
    });
    expect(readPageCookies(undefined)).toEqual({ values: {}, ambiguous: null });
  });

  it('a declared cookie sent twice, without a value, or with a bad escape makes the request ambiguous; an undeclared one does not', () => {
    expect(readPageCookies('builder.tests.home=a; builder.tests.home=b').ambiguous).toMatch(/twice/);
    expect(readPageCookies('bb_announcements_dismissed=a;bb_announcements_dismissed =a').ambiguous).toMatch(/twice/);
    expect(readPageCookies('bb_floating_video_dismissed').ambiguous).toMatch(/no value/);
    expect(readPageCookies('builder.userAttributes=%E0%A4%A').ambiguous).toMatch(/percent-escape/);
    expect(readPageCookies('_ga=1; _ga=2; x; y=%').ambiguous).toBeNull();
    const many = Array.from({ length: 51 }, (_, i) => `builder.tests.t${i}=v`).join('; ');
    expect(readPageCookies(many).ambiguous).toMatch(/more than 50/);
  });
});
