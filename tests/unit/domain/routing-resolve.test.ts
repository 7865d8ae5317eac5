import { describe, expect, it } from 'vitest';
import { resolveRoute } from '@/domain/routing/resolve';

const VET = ['vet.localhost'];

describe('request routing', () => {
  it('the host picks the theme and the prefix picks the locale', () => {
    expect(resolveRoute('vet.localhost:3000', '/en-gb/contact', '', VET)).toEqual({
      kind: 'rewrite',
      pathname: '/vet/en-gb/contact',
      theme: 'vet',
      locale: 'en-gb',
    });
    expect(resolveRoute('localhost:3000', '/', '', VET)).toEqual({ kind: 'rewrite', pathname: '/main/en-us', theme: 'main', locale: 'en-us' });
    expect(resolveRoute('localhost:3000', '/en-ca', '', VET)).toMatchObject({ pathname: '/main/en-ca' });
  });

  it('/en-us paths redirect permanently to the unprefixed path, keeping the query', () => {
    expect(resolveRoute('localhost', '/en-us/search', '?q=puppy', VET)).toEqual({ kind: 'redirect', location: '/search?q=puppy', status: 308 });
    expect(resolveRoute('localhost', '/en-us', '', VET)).toEqual({ kind: 'redirect', location: '/', status: 308 });
  });

  it('an /en-us redirect stays on the site: its location never starts with two slashes or a backslash', () => {
    for (const path of ['/en-us//evil.example/about', '/en-us/\\evil.example/about', '/en-us///evil.example', '/en-us/\\/evil.example']) {
      const decision = resolveRoute('localhost', path, '?a=1', VET);
      expect(decision.kind, path).toBe('redirect');
      const location = decision.kind === 'redirect' ? decision.location : '';
      expect(location, path).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://brightbowl.example/en-us/x').origin, path).toBe('https://brightbowl.example');
    }
  });

  it('API routes, framework assets and public files are never rewritten', () => {
    for (const path of ['/api/search', '/_next/static/x.js', '/flags/us.svg', '/media/catalog/a.webp', '/favicon.ico']) {
      expect(resolveRoute('localhost', path, '', VET)).toEqual({ kind: 'pass' });
    }
  });

  it('a trailing slash does not create a second page', () => {
    expect(resolveRoute('localhost', '/contact/', '', VET)).toMatchObject({ pathname: '/main/en-us/contact' });
  });

  it('a request for an internal segment path cannot reach another theme', () => {
    expect(resolveRoute('localhost', '/vet/en-us/contact', '', VET)).toMatchObject({ pathname: '/main/en-us/vet/en-us/contact', theme: 'main' });
  });
});
