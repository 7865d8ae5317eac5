/**
 * The blog and press articles of a theme and locale, from the content service (fixtures locally,
 * the Content API with a key). Deduplicated per request with React's cache(), so a page and its
 * metadata read the models once.
 */
import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import type { ArticleKind } from '@/domain/blog/article';
import { contentService } from '@/services/content';
import { toLoadedArticles, type LoadedArticle } from './article-data';

/** Every published article of one model in this theme and locale, newest first. */
export const loadArticles = cache(async (kind: ArticleKind, theme: Theme, locale: Locale): Promise<LoadedArticle[]> => {
  const entries = await contentService().getEntries(kind, { theme, locale });
  return toLoadedArticles(kind, entries, locale);
});
