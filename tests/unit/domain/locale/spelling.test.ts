import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/constants';
import { foreignSpellings, respell } from '@/domain/locale/spelling';
import { visitorCopy } from '../../../support/visitor-copy';

describe('each locale spells its own way', () => {
  it('en-gb is British, en-us American, en-ca Canadian (British -our/-re, American -ize and "program")', () => {
    const text = 'Our favorite flavor, with fiber; we organize the vet tech program and our colour centre.';
    expect(respell(text, 'en-gb')).toBe('Our favourite flavour, with fibre; we organise the vet tech programme and our colour centre.');
    expect(respell(text, 'en-us')).toBe('Our favorite flavor, with fiber; we organize the vet tech program and our color center.');
    expect(respell(text, 'en-ca')).toBe('Our favourite flavour, with fibre; we organize the vet tech program and our colour centre.');
  });

  it('respelling keeps capitals and leaves words that merely contain a listed word alone', () => {
    expect(respell('Natural Flavor, FIBER, Flavoring', 'en-gb')).toBe('Natural Flavour, FIBRE, Flavouring');
    expect(respell('colorado programmer decentered', 'en-gb')).toBe('colorado programmer decentered');
  });

  it('a locale\'s own spelling is never reported as foreign', () => {
    for (const locale of LOCALES) {
      const own = respell('favorite colour flavours fiber centre organise recognized programme gray catalog', locale);
      expect(foreignSpellings(own, locale)).toEqual([]);
    }
  });
});

describe('visitor-facing copy in each locale uses that locale\'s spelling', () => {
  const copy = visitorCopy();

  it('covers every locale\'s pages, blog, vet pages, route copy and product copy', () => {
    for (const locale of LOCALES) {
      const sources = copy.filter((c) => c.locale === locale).map((c) => c.source);
      expect(sources.some((s) => s.startsWith('fixtures/content/page/'))).toBe(true);
      expect(sources.some((s) => s.startsWith('fixtures/content/blog/'))).toBe(true);
      expect(sources.some((s) => s.startsWith('route-copy'))).toBe(true);
      expect(sources.some((s) => s.startsWith('catalog '))).toBe(true);
    }
  });

  it.each(LOCALES)('%s copy has no word spelled the other variety\'s way', (locale) => {
    const wrong = copy
      .filter((c) => c.locale === locale)
      .flatMap((c) => foreignSpellings(c.text, locale).map((f) => `${c.source}: "${f.found}" (write "${f.expected}")`));
    expect(wrong).toEqual([]);
  });
});
