import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/config/env';
import { createContentService } from '@/services/content';

describe('content service selection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('without BUILDER_API_KEY the local fixtures answer and nothing is fetched', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const page = await createContentService(parseEnv({})).getPage({ urlPath: '/', theme: 'vet', locale: 'en-gb' });
    expect(page?.content.id).toBe('home-vet-en-gb');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with BUILDER_API_KEY the Content API is asked, with the configured api version', async () => {
    const fetchSpy = vi.fn((_input: URL | RequestInfo, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ results: [] }))));
    vi.stubGlobal('fetch', fetchSpy);
    const service = createContentService(parseEnv({ BUILDER_API_KEY: 'pub', BUILDER_API_VERSION: 'v1' }));
    expect(await service.getPage({ urlPath: '/', theme: 'main', locale: 'en-us' })).toBeNull();
    const input = fetchSpy.mock.calls[0]?.[0];
    expect(input instanceof URL ? input.href : input instanceof Request ? input.url : input).toMatch(/^https:\/\/cdn\.builder\.io\/api\/v1\/content\/page\?/);
  });

  it('BUILDER_CONTENT_API_ORIGIN sends the server\'s Content API calls to that origin (a proxy or a loopback stub) instead of Builder\'s CDN', async () => {
    const fetchSpy = vi.fn((_input: URL | RequestInfo, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ results: [] }))));
    vi.stubGlobal('fetch', fetchSpy);
    const service = createContentService(parseEnv({ BUILDER_API_KEY: 'pub', BUILDER_CONTENT_API_ORIGIN: 'http://127.0.0.1:4599' }));
    await service.getEntries('faq', { theme: 'main', locale: 'en-us' });
    const input = fetchSpy.mock.calls[0]?.[0];
    expect(input instanceof URL ? input.href : input).toMatch(/^http:\/\/127\.0\.0\.1:4599\/api\/v3\/content\/faq\?/);
  });
});
