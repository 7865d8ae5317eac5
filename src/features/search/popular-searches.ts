/**
 * The §2 'popular searches' suggestions of a theme and locale: editor content (the
 * `search-settings` model, fixtures/content/search-settings/ locally), so the list names what this
 * brand's search finds and an editor can change it without a release. A missing entry or a failing
 * content source falls back to the default list (the page must still render its suggestions).
 */
import 'server-only';
import { cache } from 'react';
import { SEARCH, type Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { contentService } from '@/services/content';

/** One load per request, however many parts of the page ask (React `cache`). */
export const loadPopularSearches = cache(async (theme: Theme, locale: Locale): Promise<readonly string[]> => {
  try {
    const [entry] = await contentService().getEntries('search-settings', { theme, locale, limit: 1 });
    return entry?.data.popularSearches ?? SEARCH.popularSearches;
  } catch (error) {
    console.error('[search] could not load the popular searches; showing the default list', error);
    return SEARCH.popularSearches;
  }
});
