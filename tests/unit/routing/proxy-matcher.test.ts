import { describe, expect, it } from 'vitest';
import { PUBLIC_FILE_PREFIXES } from '@/config/routes';
import { isPassThrough } from '@/domain/routing/resolve';
import { config } from '@/proxy';

// Next compiles the matcher with path-to-regexp; this one is a plain regex group, so it reads the same here.
const matcher = new RegExp(`^${config.matcher[0] ?? ''}$`);

describe('what passes through the proxy', () => {
  it('API routes and framework assets never do (their bodies reach the route unbuffered)', () => {
    for (const path of ['/api', '/api/submit-klaviyo', '/api/forms/contact', '/api/search/1/indexes/*/queries', '/_next/static/chunks/a.js', '/_next/image']) {
      expect(matcher.test(path), path).toBe(false);
    }
  });

  it('public files and the favicon never do, so /icon.svg is served as the file, not rewritten to a page', () => {
    for (const prefix of PUBLIC_FILE_PREFIXES) {
      const path = prefix.endsWith('/') ? `${prefix}x.svg` : prefix;
      expect(matcher.test(path), path).toBe(false);
      expect(isPassThrough(path), path).toBe(true);
    }
    expect(isPassThrough('/icon.svg')).toBe(true);
  });

  it('pages do, including ones whose names start like an excluded path', () => {
    for (const path of ['/', '/contact', '/en-gb/products/chicken', '/apiary', '/media-kit', '/icons']) expect(matcher.test(path), path).toBe(true);
  });
});
