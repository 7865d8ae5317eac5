import { describe, expect, it } from 'vitest';
import { parseSearchPageParams } from '@/features/search/search-page-params';
import { searchUrl, urlChangedEvent } from '@/features/search/use-search-actor';

describe('/search URL parameters', () => {
  it('keep a valid query, filter and page', () => {
    expect(parseSearchPageParams({ q: ' puppy ', filter: 'faq', page: '2' })).toEqual({ query: 'puppy', filter: 'faq', page: 2 });
  });

  it('ignore an unknown filter, a bad page and repeated values instead of failing', () => {
    expect(parseSearchPageParams({ filter: 'nope', page: '-1' })).toEqual({ query: '', filter: 'all', page: 1 });
    expect(parseSearchPageParams({ q: ['a', 'b'], filter: ['blog', 'faq'], page: 'abc' })).toEqual({ query: 'a', filter: 'blog', page: 1 });
    expect(parseSearchPageParams({ page: '0' }).page).toBe(1);
  });

  it('cut a query to the protocol’s 512 characters and drop control characters', () => {
    expect(parseSearchPageParams({ q: 'x'.repeat(3000) }).query).toHaveLength(512);
    expect(parseSearchPageParams({ q: 'a\u0000b\nc' }).query).toBe('a b c');
  });

  it('the URL the UI writes names only what differs from the defaults, and reads back the same', () => {
    expect(searchUrl('/en-gb/search', { query: 'grain free', filter: 'all', page: 1 })).toBe('/en-gb/search?q=grain+free');
    expect(searchUrl('/search', { query: 'a', filter: 'faq', page: 3 })).toBe('/search?q=a&filter=faq&page=3');
    expect(searchUrl('/search', { query: '', filter: 'all', page: 1 })).toBe('/search');
    expect(urlChangedEvent({ search: '?q=a&filter=faq&page=3' })).toEqual({ type: 'search.urlChanged', q: 'a', filter: 'faq', page: '3' });
  });
});
