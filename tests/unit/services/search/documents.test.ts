import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/constants';
import { catalogService } from '@/services/catalog';
import { blockText, contentDocumentsFor, type ContentSources } from '@/services/search/content-documents';
import { deriveSearchDocuments } from '@/services/search/document-sources';
import { parseSearchDocuments, SearchFixtureError } from '@/services/search/documents';
import type { ContentEntry } from '@/domain/content/entry';
import type { FaqData } from '@/domain/content/faq';
import { THEMES } from '@/config/themes';

const locales = (l: string | readonly string[]) => (typeof l === 'string' ? [l] : [...l]);

describe('search documents derived from the fixtures', () => {
  it('the product index holds every catalog product, with the locales it is sold in', async () => {
    const docs = await deriveSearchDocuments();
    const products = await catalogService().products();
    expect(docs.products.map((p) => p.objectID).sort()).toEqual(products.map((p) => p.id).sort());
    for (const product of products) {
      const doc = docs.products.find((d) => d.objectID === product.id);
      expect(locales(doc?.locale ?? [])).toEqual([...product.locales]);
    }
  });

  it('content comes from pages, FAQs and blog posts, in both themes and every locale', async () => {
    const docs = await deriveSearchDocuments();
    for (const theme of THEMES) {
      const list = docs.content[theme];
      for (const type of ['page', 'faq', 'blog']) expect(list.some((d) => d.type === type)).toBe(true);
      for (const locale of LOCALES) expect(list.some((d) => d.locale === 'multi' || locales(d.locale).includes(locale))).toBe(true);
    }
  });

  it('press releases are found as type blog, at their /press address, with the words of their body blocks', async () => {
    const docs = await deriveSearchDocuments();
    for (const theme of THEMES) {
      const release = docs.content[theme].find((d) => d.objectID === 'press-recyclable-trays-en-gb');
      expect(release).toMatchObject({ type: 'blog', url: '/press/recyclable-trays', date: '2026-09-22', locale: 'en-gb', label: 'Sustainability' });
      // A sentence that lives only in a Blog Text block of the release, in its en-gb spelling.
      expect(release?.content).toContain('kerbside recycling');
    }
    const article = docs.content.main.find((d) => d.objectID === 'blog-transitioning-a-picky-cat-en-us');
    expect(article?.content).toContain('Serve it at room temperature');
  });

  it('the vet index is separate: a vet-only FAQ is in it and not in the main index', async () => {
    const docs = await deriveSearchDocuments();
    expect(docs.content.vet.some((d) => d.objectID === 'faq-clinic-pricing')).toBe(true);
    expect(docs.content.main.some((d) => d.objectID === 'faq-clinic-pricing')).toBe(false);
  });

  it('a page marked noIndex is never indexed', async () => {
    const docs = await deriveSearchDocuments();
    expect(docs.content.main.some((d) => d.objectID === 'test-broken-block')).toBe(false);
  });

  it('an entry outside its schedule window is not indexed', () => {
    const faq = (id: string, window: { startDate?: number; endDate?: number }): ContentEntry<FaqData> => ({
      id,
      name: id,
      published: 'published',
      query: [],
      variations: [],
      ...window,
      data: { question: `Question ${id}?`, answer: 'An answer.', category: 'General' },
    });
    const sources: ContentSources = { page: [], blog: [], faq: [faq('live', {}), faq('later', { startDate: 2000 }), faq('over', { endDate: 500 })] };
    expect(contentDocumentsFor(sources, 'main', 1000).map((d) => d.objectID)).toEqual(['live']);
  });

  it('an entry served in every locale is multi; in some, it lists them', () => {
    const entry = (id: string, value: string | string[]): ContentEntry<FaqData> => ({
      id,
      name: id,
      published: 'published',
      query: [{ property: 'locale', operator: 'is', value }],
      variations: [],
      data: { question: 'Q?', answer: 'A.', category: 'General' },
    });
    const docs = contentDocumentsFor({ page: [], blog: [], faq: [entry('all', [...LOCALES]), entry('na', ['en-us', 'en-ca']), entry('gb', 'en-gb')] }, 'main', 0);
    expect(docs.map((d) => [d.objectID, d.locale])).toEqual([
      ['all', 'multi'],
      ['na', ['en-us', 'en-ca']],
      ['gb', 'en-gb'],
    ]);
  });

  it('page text is the words of its blocks, without markup or personalization alternatives', () => {
    const text = blockText([
      { '@type': '@builder.io/sdk:Element', component: { name: 'Text', options: { text: '<p>Fresh &amp; <b>cold</b></p>', url: '/x' } } },
      {
        '@type': '@builder.io/sdk:Element',
        component: { name: 'PersonalizationContainer', options: { variants: [{ blocks: [{ component: { options: { heading: 'secret' } } }] }] } },
        children: [{ '@type': '@builder.io/sdk:Element', component: { name: 'Panel', options: { heading: 'Default view' } } }],
      },
    ]);
    expect(text).toBe('Fresh & cold Default view');
  });

  it('name the source, the JSON path and the record of a malformed document', () => {
    expect(() =>
      parseSearchDocuments({ contentMain: [{ objectID: 'x', title: 'T', type: 'news' }], contentVet: [], products: [] }),
    ).toThrow(SearchFixtureError);
    expect(() => parseSearchDocuments({ contentMain: [{ objectID: 'x', title: 'T', type: 'news' }], contentVet: [], products: [] })).toThrow(
      /content documents \(main\): \$\[0\]\.\w+ \(objectID "x"\)/,
    );
    expect(() => parseSearchDocuments({ contentMain: {}, contentVet: [], products: [] })).toThrow(/expected a JSON array/);
  });
});
