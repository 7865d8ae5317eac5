import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDoc, documents } from '@tests/arbitraries/search';
import { createLocalSearchEngine } from '@/services/search/local-engine';

const WORDS = ['fresh', 'puppy', 'puppies', 'food', 'salmon', 'pate', 'senior', 'grain'];
const docsArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 25 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => contentDoc({ objectID: `doc-${String(id).padStart(2, '0')}`, title: words.join(' ') })),
      ),
    ),
  );
const queryArb = fc.array(fc.constantFrom(...WORDS, 'pup', 'fres', 'salmn'), { minLength: 1, maxLength: 2 }).map((w) => w.join(' '));
const facets = { locales: new Set(['en-us', 'multi'] as const), types: null };

describe('local engine ranking properties', () => {
  it('paging is consistent and the order never depends on indexing order', () => {
    fc.assert(
      fc.property(docsArb, queryArb, fc.integer({ min: 1, max: 4 }), fc.nat(), (docs, query, hitsPerPage, seed) => {
        const shuffled = [...docs].sort((a, b) => ((a.objectID.charCodeAt(5) * 31 + seed) % 7) - ((b.objectID.charCodeAt(5) * 31 + seed) % 7));
        const a = createLocalSearchEngine(documents(docs));
        const b = createLocalSearchEngine(documents(shuffled));
        const ask = (engine: typeof a, page: number, perPage: number) =>
          engine.search({ kind: 'content', theme: 'main' }, { query, page, hitsPerPage: perPage, facets });
        const all = ask(a, 0, 1000).hits.map((h) => h.objectID);
        expect(ask(b, 0, 1000).hits.map((h) => h.objectID)).toEqual(all);
        const paged: string[] = [];
        const { nbPages } = ask(a, 0, hitsPerPage);
        for (let page = 0; page < nbPages; page++) paged.push(...ask(a, page, hitsPerPage).hits.map((h) => h.objectID));
        expect(paged).toEqual(all);
      }),
      { numRuns: 300 },
    );
  });
});
