import { describe, expect, it } from 'vitest';
import { contentDoc, documents, productDoc } from '@tests/arbitraries/search';
import type { FacetSelection } from '@/services/search/facets';
import { allowedTypos, createLocalSearchEngine, type EngineQuery } from '@/services/search/local-engine';
import type { ContentDocument } from '@/services/search/documents';

const everywhere: FacetSelection = { locales: new Set(['en-us', 'multi']), types: null };

function engineOf(content: readonly ContentDocument[]) {
  const engine = createLocalSearchEngine(documents(content));
  return (query: string, options: Partial<EngineQuery> = {}) =>
    engine.search({ kind: 'content', theme: 'main' }, { query, page: 0, hitsPerPage: 20, facets: everywhere, ...options });
}

const ids = (result: { hits: readonly { objectID: string }[] }) => result.hits.map((h) => h.objectID);

describe('typo tolerance: 1 typo from 4 letters, 2 from 8', () => {
  const search = engineOf([
    contentDoc({ objectID: 'cat', title: 'Cat food' }),
    contentDoc({ objectID: 'puppy', title: 'Puppy food' }),
    contentDoc({ objectID: 'guidelines', title: 'Feeding guidelines' }),
    contentDoc({ objectID: 'sustainability', title: 'Sustainability report' }),
  ]);

  it('allows no typo under 4 letters', () => {
    expect(allowedTypos('cta')).toBe(0);
    expect(ids(search('cta foo'))).toEqual([]);
    expect(ids(search('cot food'))).toEqual([]);
  });

  it('allows one typo from 4 letters', () => {
    expect(allowedTypos('pupy')).toBe(1);
    expect(ids(search('pupy food'))).toEqual(['puppy']);
    expect(ids(search('pubby food'))).toEqual([]);
  });

  it('allows two typos from 8 letters, one at 7', () => {
    expect(allowedTypos('guidlnes')).toBe(2);
    expect(ids(search('guidlnes feeding'))).toEqual(['guidelines']);
    expect(allowedTypos('guidlns')).toBe(1);
    expect(ids(search('guidlns feeding'))).toEqual([]);
    expect(ids(search('sustainabilty report'))).toEqual(['sustainability']);
  });
});

describe('prefix search applies to the last word only', () => {
  const search = engineOf([
    contentDoc({ objectID: 'a', title: 'Puppy feeding guidelines' }),
    contentDoc({ objectID: 'b', title: 'Senior dogs' }),
  ]);

  it('completes the last word', () => {
    expect(ids(search('feeding gui'))).toEqual(['a']);
    expect(ids(search('sen'))).toEqual(['b']);
  });

  it('does not complete earlier words', () => {
    expect(ids(search('gui feeding'))).toEqual([]);
  });

  it('requires every word to match', () => {
    expect(ids(search('puppy senior'))).toEqual([]);
  });
});

describe('ranking: relevance, then objectID', () => {
  it('ranks a title match above a content match', () => {
    const search = engineOf([
      contentDoc({ objectID: 'a-content', title: 'Storage', content: 'How to store salmon recipes in the fridge' }),
      contentDoc({ objectID: 'z-title', title: 'Salmon', content: 'How to store recipes in the fridge' }),
    ]);
    expect(ids(search('salmon'))).toEqual(['z-title', 'a-content']);
  });

  it('breaks equal scores by objectID, whatever the indexing order', () => {
    const twins = ['m', 'c', 'x', 'a'].map((id) => contentDoc({ objectID: `doc-${id}`, title: 'Fresh food' }));
    const search = engineOf(twins);
    expect(ids(search('fresh'))).toEqual(['doc-a', 'doc-c', 'doc-m', 'doc-x']);
    expect(ids(engineOf([...twins].reverse())('fresh'))).toEqual(['doc-a', 'doc-c', 'doc-m', 'doc-x']);
  });

  it('lists everything in objectID order for an empty query', () => {
    const search = engineOf([contentDoc({ objectID: 'b' }), contentDoc({ objectID: 'a' }), contentDoc({ objectID: 'c', locale: 'en-gb' })]);
    expect(ids(search(''))).toEqual(['a', 'b']);
    expect(ids(search('  ?! '))).toEqual(['a', 'b']);
  });

  it('ignores case and accents', () => {
    const search = engineOf([contentDoc({ objectID: 'pate', title: 'Chicken Pâté' })]);
    expect(ids(search('PATE'))).toEqual(['pate']);
    expect(ids(search('pâté'))).toEqual(['pate']);
  });
});

describe('highlighting', () => {
  const ALL = { attributesToHighlight: ['*'] };

  it('is off unless asked for: a hit carries no _highlightResult by default', () => {
    const search = engineOf([contentDoc({ objectID: 'x', title: 'Fresh puppy food', content: 'Food for a puppy' })]);
    const hit = search('puppy').hits[0];
    expect(hit?.title).toBe('Fresh puppy food');
    expect(hit).not.toHaveProperty('_highlightResult');
    expect(search('puppy', { attributesToHighlight: [] }).hits[0]).not.toHaveProperty('_highlightResult');
  });

  it('escapes the document text before marking words', () => {
    const search = engineOf([
      contentDoc({ objectID: 'x', title: '<script>alert("puppy")</script> & <b>friends</b>', content: `Tom's puppy <img src=x onerror=alert(1)>` }),
    ]);
    const hit = search('puppy', ALL).hits[0];
    expect(hit?._highlightResult?.title?.value).toBe(
      '&lt;script&gt;alert(&quot;<mark>puppy</mark>&quot;)&lt;/script&gt; &amp; &lt;b&gt;friends&lt;/b&gt;',
    );
    expect(hit?._highlightResult?.content?.value).toBe('Tom&#39;s <mark>puppy</mark> &lt;img src=x onerror=alert(1)&gt;');
    // The raw attribute is returned as stored: only _highlightResult is HTML.
    expect(hit?.title).toBe('<script>alert("puppy")</script> & <b>friends</b>');
  });

  it('holds no markup but <mark> for any document text', () => {
    const search = engineOf([contentDoc({ objectID: 'x', title: '<mark>fake</mark> <i>fresh</i>', content: '"><svg/onload=alert(1)> fresh' })]);
    const hit = search('fresh', ALL).hits[0];
    for (const option of Object.values(hit?._highlightResult ?? {})) {
      expect(option.value.replaceAll('<mark>', '').replaceAll('</mark>', '')).not.toMatch(/[<>]/);
    }
  });

  it('marks only the typed part of a prefix match, the whole word for a typo', () => {
    const search = engineOf([contentDoc({ objectID: 'x', title: 'Senior puppies' })]);
    expect(search('sennior pup', ALL).hits[0]?._highlightResult?.title?.value).toBe('<mark>Senior</mark> <mark>pup</mark>pies');
  });

  it('reports matchLevel full, partial or none, and the matched words', () => {
    const search = engineOf([contentDoc({ objectID: 'x', title: 'Fresh puppy food', content: 'Food for a puppy' })]);
    const hit = search('fresh puppy', ALL).hits[0];
    expect(hit?._highlightResult?.title).toMatchObject({ matchLevel: 'full', matchedWords: ['fresh', 'puppy'] });
    expect(hit?._highlightResult?.content).toMatchObject({ matchLevel: 'partial', matchedWords: ['puppy'] });
    expect(hit?._highlightResult?.label).toMatchObject({ matchLevel: 'none', matchedWords: [] });
  });

  it('highlights only the attributes asked for, and retrieves only those asked for', () => {
    const search = engineOf([contentDoc({ objectID: 'x', title: 'Fresh', content: 'Fresh', url: '/x' })]);
    const hit = search('fresh', { attributesToHighlight: ['title'], attributesToRetrieve: ['title', 'url', 'nope'] }).hits[0];
    expect(Object.keys(hit?._highlightResult ?? {})).toEqual(['title']);
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', 'objectID', 'title', 'url']);
  });
});

describe('pagination', () => {
  const docs = Array.from({ length: 7 }, (_, i) => contentDoc({ objectID: `doc-${i}`, title: 'Fresh recipe' }));
  const search = engineOf(docs);

  it('pages by hitsPerPage with nbPages', () => {
    const first = search('fresh', { hitsPerPage: 3, page: 0 });
    expect(first).toMatchObject({ nbHits: 7, nbPages: 3, page: 0, hitsPerPage: 3 });
    expect(ids(first)).toEqual(['doc-0', 'doc-1', 'doc-2']);
    expect(ids(search('fresh', { hitsPerPage: 3, page: 2 }))).toEqual(['doc-6']);
  });

  it('pages through equal scores in objectID order, whatever the indexing order', () => {
    const shuffled = ['doc-5', 'doc-2', 'doc-6', 'doc-0', 'doc-3', 'doc-1', 'doc-4'].map((objectID) => contentDoc({ objectID, title: 'Fresh recipe' }));
    const other = engineOf([contentDoc({ objectID: 'doc-9', title: 'Fresh' }), ...shuffled]);
    // doc-9 scores higher (shorter title); the seven twins follow in objectID order across pages.
    expect(ids(other('fresh', { hitsPerPage: 3, page: 0 }))).toEqual(['doc-9', 'doc-0', 'doc-1']);
    expect(ids(other('fresh', { hitsPerPage: 3, page: 1 }))).toEqual(['doc-2', 'doc-3', 'doc-4']);
    expect(ids(other('fresh', { hitsPerPage: 3, page: 2 }))).toEqual(['doc-5', 'doc-6']);
  });

  it('answers an empty page beyond the last, keeping nbHits', () => {
    expect(search('fresh', { hitsPerPage: 3, page: 5 })).toMatchObject({ hits: [], nbHits: 7, nbPages: 3, page: 5 });
  });

  it('answers hitsPerPage 0 with counts only', () => {
    expect(search('fresh', { hitsPerPage: 0 })).toMatchObject({ hits: [], nbHits: 7, nbPages: 0 });
  });
});

describe('facets in the engine', () => {
  it('filters content by type and locale, products by any of their locales', () => {
    const engine = createLocalSearchEngine(
      documents(
        [
          contentDoc({ objectID: 'faq-us', title: 'Fresh', type: 'faq', locale: 'en-us' }),
          contentDoc({ objectID: 'blog-multi', title: 'Fresh', type: 'blog', locale: 'multi' }),
          contentDoc({ objectID: 'faq-gb', title: 'Fresh', type: 'faq', locale: 'en-gb' }),
        ],
        [productDoc({ objectID: 'p1', name: 'Fresh roll', locale: ['en-gb', 'en-ca'] }), productDoc({ objectID: 'p2', name: 'Fresh bag', locale: 'multi' })],
      ),
    );
    const faqUs = engine.search({ kind: 'content', theme: 'main' }, { query: 'fresh', page: 0, hitsPerPage: 10, facets: { locales: new Set(['en-us', 'multi']), types: new Set(['faq']) } });
    expect(ids(faqUs)).toEqual(['faq-us']);
    const productsCa = engine.search({ kind: 'products' }, { query: 'fresh', page: 0, hitsPerPage: 10, facets: { locales: new Set(['en-ca', 'multi']), types: null } });
    expect(ids(productsCa)).toEqual(['p1', 'p2']);
    const productsUs = engine.search({ kind: 'products' }, { query: 'fresh', page: 0, hitsPerPage: 10, facets: { locales: new Set(['en-us']), types: null } });
    expect(ids(productsUs)).toEqual([]);
  });
});
