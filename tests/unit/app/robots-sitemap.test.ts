import { describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';

const state = vi.hoisted(() => ({ env: {} }));

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: () => actual.parseEnv(state.env) };
});

describe('robots.txt', () => {
  it('keeps crawlers out of the studio in every locale and out of the API, and links the sitemap on the configured origin', async () => {
    state.env = { SITE_URL: 'https://brightbowl.example' };
    const { default: robots } = await import('@/app/robots');
    const answer = robots();
    expect(answer.rules).toEqual({ userAgent: '*', allow: '/', disallow: ['/api/', '/studio', '/en-ca/studio', '/en-gb/studio'] });
    expect(answer.sitemap).toBe('https://brightbowl.example/sitemap.xml');
  });

  it('names no sitemap when no origin is configured (the Host header is never used)', async () => {
    state.env = {};
    const { default: robots } = await import('@/app/robots');
    expect(robots().sitemap).toBeUndefined();
  });
});

describe('sitemap.xml', () => {
  it('lists the published pages of every locale on each theme’s configured origin, and no test page', async () => {
    state.env = { SITE_URL: 'https://brightbowl.example', VET_SITE_URL: 'https://vet.brightbowl.example', TEST_BLOCKS: 'true' };
    const { default: sitemap } = await import('@/app/sitemap');
    const urls = (await sitemap()).map((entry) => entry.url);
    for (const url of [
      'https://brightbowl.example/',
      'https://brightbowl.example/contact',
      'https://brightbowl.example/en-ca/contact',
      'https://brightbowl.example/en-gb/privacy-policy',
      'https://brightbowl.example/about',
      'https://vet.brightbowl.example/webinars',
      'https://vet.brightbowl.example/en-gb/search',
    ]) {
      expect(urls).toContain(url);
    }
    expect(urls.filter((url) => url.includes('/test/') || url.includes('/studio'))).toEqual([]);
    // Vet-only pages are not on the consumer origin.
    expect(urls).not.toContain('https://brightbowl.example/webinars');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('leaves out a theme whose origin is not configured', async () => {
    state.env = { SITE_URL: 'https://brightbowl.example' };
    const { default: sitemap } = await import('@/app/sitemap');
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('https://brightbowl.example/'))).toBe(true);
  });
});
