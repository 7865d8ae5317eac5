import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/constants';
import { MULTI_LOCALE } from '@/services/search/types';
import type { FacetSelection } from '@/services/search/facets';
import { THEMES } from '@/config/themes';
import { loadPopularSearches } from '@/features/search/popular-searches';
import { deriveSearchDocuments } from '@/services/search/document-sources';
import { createLocalSearchEngine } from '@/services/search/local-engine';

/**
 * §2: the search page shows 'popular searches'. A suggestion is a promise that the search finds
 * something, so every suggestion the site shows (the editor's list from the search-settings
 * content, or the default) must find results on this brand, in each theme and locale.
 */
describe('every popular search finds results on this brand', async () => {
  const engine = createLocalSearchEngine(await deriveSearchDocuments());
  for (const theme of THEMES) {
    for (const locale of LOCALES) {
      it(`${theme} ${locale}: each suggestion finds content or products`, async () => {
        const suggestions = await loadPopularSearches(theme, locale);
        expect(suggestions.length).toBeGreaterThan(0);
        const facets: FacetSelection = { locales: new Set([locale, MULTI_LOCALE]), types: null };
        const hits = Object.fromEntries(
          suggestions.map((query) => {
            const content = engine.search({ kind: 'content', theme }, { query, page: 0, hitsPerPage: 3, facets }).nbHits;
            const products = engine.search({ kind: 'products' }, { query, page: 0, hitsPerPage: 100, facets }).nbHits;
            return [query, content + products];
          }),
        );
        const empty = Object.entries(hits).filter(([, n]) => n === 0).map(([query]) => query);
        expect(empty, `suggestions with no results: ${JSON.stringify(hits)}`).toEqual([]);
      });
    }
  }
});
