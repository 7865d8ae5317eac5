import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveRoute } from '@/domain/routing/resolve';
import { localizePath } from '@/config/locales';
import { LOCALES } from '@/config/constants';
import { sitePath } from '@tests/arbitraries/routing';

const VET = ['vet.localhost'];

describe('request routing properties', () => {
  it('a localized path always rewrites to its own theme and locale', () => {
    fc.assert(
      fc.property(sitePath, fc.constantFrom(...LOCALES), fc.boolean(), (path, locale, vet) => {
        const host = vet ? 'vet.localhost:3000' : 'localhost:3000';
        const decision = resolveRoute(host, localizePath(path, locale), '', VET);
        if (locale === 'en-us' && decision.kind === 'redirect') return false;
        expect(decision.kind).toBe('rewrite');
        if (decision.kind !== 'rewrite') return false;
        expect(decision.locale).toBe(locale);
        expect(decision.theme).toBe(vet ? 'vet' : 'main');
        expect(decision.pathname.startsWith(`/${decision.theme}/${locale}`)).toBe(true);
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it('an /en-us path always redirects to a path without a locale prefix', () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        const decision = resolveRoute('localhost', `/en-us${path === '/' ? '' : path}`, '', VET);
        expect(decision.kind).toBe('redirect');
        if (decision.kind === 'redirect') expect(decision.location.startsWith('/en-us')).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('the rewrite target never escapes the internal theme and locale segments', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (host, raw) => {
        const decision = resolveRoute(host, `/${raw}`, '', VET);
        if (decision.kind !== 'rewrite') return;
        expect(decision.pathname).toMatch(/^\/(main|vet)\/(en-us|en-ca|en-gb)(\/|$)/);
      }),
      { numRuns: 1000 },
    );
  });
});
