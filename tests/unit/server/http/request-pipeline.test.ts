import { describe, expect, it } from 'vitest';
import { pageUrl, withUnreadQuery } from '@/server/http/request-pipeline';

describe('the page URL Next is handed', () => {
  it('a page request keeps only the parameters its route reads; the rest are kept aside for redirects', () => {
    expect(pageUrl('GET', '/?fbclid=IwAR0&utm_source=fb')).toEqual({ url: '/', unread: '?fbclid=IwAR0&utm_source=fb' });
    expect(pageUrl('HEAD', '/en-gb/search?gclid=1&q=puppy')).toEqual({ url: '/en-gb/search?q=puppy', unread: '?gclid=1' });
  });

  it('a request with nothing unread, an editor or router request, an API route, an asset or a POST keeps its URL', () => {
    for (const [method, url] of [
      ['GET', '/search?q=puppy'],
      ['GET', '/'],
      ['GET', '/?builder.preview=page&fbclid=1'],
      ['GET', '/dog-food?_rsc=abc&utm_source=x'],
      ['GET', '/api/search?x=1'],
      ['GET', '/_next/image?url=%2Fimages%2Fa.jpg&w=640&q=75'],
      ['POST', '/?fbclid=1'],
    ] as const) {
      expect(pageUrl(method, url), `${method} ${url}`).toBeNull();
    }
  });

  it('a redirect on the site gets the unread parameters back, after its own and before its fragment; one off the site does not', () => {
    expect(withUnreadQuery('/about', '?utm_source=x')).toBe('/about?utm_source=x');
    expect(withUnreadQuery('/search?q=a', '?gclid=1')).toBe('/search?q=a&gclid=1');
    expect(withUnreadQuery('/faq#shipping', '?utm_source=x')).toBe('/faq?utm_source=x#shipping');
    expect(withUnreadQuery('https://elsewhere.example/x', '?utm_source=x')).toBe('https://elsewhere.example/x');
    expect(withUnreadQuery('//elsewhere.example/x', '?utm_source=x')).toBe('//elsewhere.example/x');
    expect(withUnreadQuery('/about', '')).toBe('/about');
  });
});
