import { describe, expect, it, vi } from 'vitest';
import { fetchDataUrls, isAllowedDataUrl } from '@/services/content/data-urls';

const ORIGIN = 'https://brightbowl.test';

function stubFetch(respond: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>) {
  const requested: string[] = [];
  const inits: (RequestInit | undefined)[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    requested.push(url.toString());
    inits.push(init);
    return respond(url, init);
  };
  return { fetch: fetchStub, requested, inits };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('content data URLs', () => {
  it('same-origin and relative URLs are fetched with GET, without following redirects', async () => {
    const { fetch, requested, inits } = stubFetch((url) => json({ path: url.pathname }));
    const result = await fetchDataUrls({ stores: '/api/stores', absolute: `${ORIGIN}/api/brands` }, { origin: ORIGIN, allowedHosts: [], fetch, log: vi.fn() });
    expect(result.data).toEqual({ stores: { path: '/api/stores' }, absolute: { path: '/api/brands' } });
    expect(result.failures).toEqual([]);
    expect(requested).toEqual([`${ORIGIN}/api/stores`, `${ORIGIN}/api/brands`]);
    expect(inits.every((i) => i?.method === 'GET' && i.redirect === 'manual')).toBe(true);
  });

  it('an allowlisted host is fetched; a host:port entry matches that port only', async () => {
    const { fetch, requested } = stubFetch(() => json([1]));
    const result = await fetchDataUrls(
      { a: 'https://data.example.com/x.json', b: 'http://api.example.com:8080/y', c: 'http://api.example.com:9090/y' },
      { origin: ORIGIN, allowedHosts: ['data.example.com', 'api.example.com:8080'], fetch, log: vi.fn() },
    );
    expect(result.data).toEqual({ a: [1], b: [1], c: null });
    expect(requested).not.toContain('http://api.example.com:9090/y');
  });

  it('a disallowed host is never requested: its key is null and the refusal is logged', async () => {
    const { fetch, requested } = stubFetch(() => json({ ok: true }));
    const log = vi.fn();
    const result = await fetchDataUrls({ evil: 'https://evil.example/steal?token=abc', fine: '/api/ok' }, { origin: ORIGIN, allowedHosts: ['good.example'], fetch, log });
    expect(result.data).toEqual({ evil: null, fine: { ok: true } });
    expect(result.failures).toEqual([{ key: 'evil', reason: 'disallowed-host', url: 'https://evil.example/steal?token=abc', status: undefined }]);
    expect(requested).toEqual([`${ORIGIN}/api/ok`]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ key: 'evil', reason: 'disallowed-host', url: 'https://evil.example/steal' }));
  });

  it('a slow URL times out: its key is null and logged, the others still load', async () => {
    const { fetch } = stubFetch((url, init) =>
      url.pathname === '/slow'
        ? new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason instanceof Error ? init.signal.reason : new Error('aborted')));
          })
        : json('fast'),
    );
    const log = vi.fn();
    const result = await fetchDataUrls({ slow: '/slow', fast: '/fast' }, { origin: ORIGIN, allowedHosts: [], fetch, timeoutMs: 20, log });
    expect(result.data).toEqual({ slow: null, fast: 'fast' });
    expect(result.failures.map((f) => [f.key, f.reason])).toEqual([['slow', 'timeout']]);
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ key: 'slow', reason: 'timeout' }));
  });

  it('an HTTP error, a redirect, a non-JSON body, a network error or an oversized body empty only their key', async () => {
    const { fetch } = stubFetch((url) => {
      switch (url.pathname) {
        case '/500':
          return new Response('no', { status: 500 });
        case '/redirect':
          return new Response(null, { status: 302, headers: { location: 'https://evil.example/' } });
        case '/html':
          return new Response('<html></html>', { status: 200 });
        case '/huge':
          return new Response('[]', { status: 200, headers: { 'content-length': '5000000' } });
        default:
          throw new TypeError('fetch failed');
      }
    });
    const result = await fetchDataUrls(
      { a: '/500', b: '/redirect', c: '/html', d: '/down', e: '/huge' },
      { origin: ORIGIN, allowedHosts: [], fetch, log: vi.fn() },
    );
    expect(result.data).toEqual({ a: null, b: null, c: null, d: null, e: null });
    expect(result.failures.map((f) => [f.key, f.reason, f.status])).toEqual([
      ['a', 'http', 500],
      ['b', 'redirect', 302],
      ['c', 'not-json', 200],
      ['d', 'network', undefined],
      ['e', 'too-large', 200],
    ]);
  });

  it('JSON nested deeper than 100 levels empties only its key (the page would recurse through it on every request); a toString field is kept as data', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const { fetch } = stubFetch((url) => (url.pathname === '/deep' ? new Response(deep, { status: 200 }) : json({ treat: { toString: 1 }, nested: [[[1]]] })));
    const result = await fetchDataUrls({ deep: '/deep', odd: '/odd' }, { origin: ORIGIN, allowedHosts: [], fetch, log: vi.fn() });
    expect(result.data).toEqual({ deep: null, odd: { treat: { toString: 1 }, nested: [[[1]]] } });
    expect(result.failures.map((f) => [f.key, f.reason])).toEqual([['deep', 'too-deep']]);
  });

  it('a URL with a long run of braces but no {{ }} placeholder is fetched', async () => {
    const { fetch, requested } = stubFetch(() => json(1));
    const braces = `/api/bowls?q=${'{'.repeat(40_000)}`;
    const result = await fetchDataUrls({ braces }, { origin: ORIGIN, allowedHosts: [], fetch, log: vi.fn() });
    expect(result.failures).toEqual([]);
    expect(requested).toHaveLength(1);
  });

  it('template URLs, non-GET requests and non-http schemes are refused without a request', async () => {
    const { fetch, requested } = stubFetch(() => json(1));
    const result = await fetchDataUrls(
      {
        template: '/api/products?id={{state.productId}}',
        post: { '@type': '@builder.io/core:Request', request: { url: '/api/forms', method: 'POST' } },
        file: 'file:///etc/passwd',
        script: 'javascript:alert(1)',
        get: { '@type': '@builder.io/core:Request', request: { url: '/api/ok' } },
      },
      { origin: ORIGIN, allowedHosts: [], fetch, log: vi.fn() },
    );
    expect(result.failures.map((f) => [f.key, f.reason])).toEqual([
      ['template', 'template-url'],
      ['post', 'unsupported-method'],
      ['file', 'disallowed-host'],
      ['script', 'disallowed-host'],
    ]);
    expect(result.data.get).toBe(1);
    expect(requested).toEqual([`${ORIGIN}/api/ok`]);
  });

  it('a key named __proto__ stays a plain key', async () => {
    const { fetch } = stubFetch(() => json({ polluted: true }));
    const result = await fetchDataUrls(JSON.parse('{"__proto__": "/api/x"}') as Record<string, string>, { origin: ORIGIN, allowedHosts: [], fetch, log: vi.fn() });
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
    expect(Object.hasOwn(result.data, '__proto__')).toBe(true);
  });

  it('no data URLs means no requests', async () => {
    const { fetch, requested } = stubFetch(() => json(1));
    expect(await fetchDataUrls(undefined, { origin: ORIGIN, allowedHosts: [], fetch })).toEqual({ data: {}, failures: [] });
    expect(requested).toEqual([]);
  });

  it('same-origin means scheme, host and port together', () => {
    expect(isAllowedDataUrl(new URL('https://brightbowl.test/x'), ORIGIN, [])).toBe(true);
    expect(isAllowedDataUrl(new URL('http://brightbowl.test/x'), ORIGIN, [])).toBe(false);
    expect(isAllowedDataUrl(new URL('https://brightbowl.test:8443/x'), ORIGIN, [])).toBe(false);
    expect(isAllowedDataUrl(new URL('https://sub.brightbowl.test/x'), ORIGIN, [])).toBe(false);
  });
});
