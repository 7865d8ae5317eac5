import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/constants';
import { loadSearchDocuments, parseSearchDocuments, SearchFixtureError } from '@/services/search/documents';

describe('search fixtures', () => {
  const docs = loadSearchDocuments();

  it('hold at least 40 main content documents covering every locale, multi and every type', () => {
    const main = docs.content.main;
    expect(main.length).toBeGreaterThanOrEqual(40);
    for (const locale of [...LOCALES, 'multi']) expect(main.some((d) => d.locale === locale)).toBe(true);
    for (const type of ['page', 'faq', 'blog']) expect(main.some((d) => d.type === type)).toBe(true);
  });

  it('hold a separate, smaller vet set and products in every locale', () => {
    expect(docs.content.vet.length).toBeGreaterThan(0);
    expect(docs.content.vet.length).toBeLessThan(docs.content.main.length);
    for (const locale of LOCALES) {
      expect(docs.products.some((p) => (typeof p.locale === 'string' ? p.locale === locale : p.locale.includes(locale)))).toBe(true);
    }
  });

  it('have unique objectIDs across both content indexes', () => {
    const ids = [...docs.content.main, ...docs.content.vet].map((d) => d.objectID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('name the file, the JSON path and the record of a malformed fixture', () => {
    expect(() =>
      parseSearchDocuments({ contentMain: [{ objectID: 'x', title: 'T', type: 'news' }], contentVet: [], products: [] }),
    ).toThrow(SearchFixtureError);
    expect(() => parseSearchDocuments({ contentMain: [{ objectID: 'x', title: 'T', type: 'news' }], contentVet: [], products: [] })).toThrow(
      /fixtures\/search\/content-main\.json: \$\[0\]\.\w+ \(objectID "x"\)/,
    );
    expect(() => parseSearchDocuments({ contentMain: {}, contentVet: [], products: [] })).toThrow(/expected a JSON array/);
  });
});
