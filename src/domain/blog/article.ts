/**
 * Blog and press articles as the blocks and routes see them (spec §2 "Blog and press", §3 content
 * models blog and press): the card summary every list block shows, and the pure rules those blocks
 * follow (which articles a grid, a category page or a related-articles strip shows, and in what
 * order). Pure: no I/O, no clock, so the same rules run on the server and in tests.
 */
import { z } from 'zod';

/** The two article models (§3 "Content models referenced": blog, press). */
export type ArticleKind = 'blog' | 'press';

/** §2 Blog Grid types. */
export const BLOG_GRID_TYPES = ['blog', 'press', 'fresh-perspectives-blog'] as const;
export type BlogGridType = (typeof BLOG_GRID_TYPES)[number];

/** The blog category the fresh-perspectives grid shows: guest essays from vets, breeders and shelters. */
export const FRESH_PERSPECTIVES_CATEGORY = 'Fresh Perspectives';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A category's URL segment: lower case, words joined by hyphens, everything else dropped.
 *
 * @example categorySlug('Fresh Perspectives') // 'fresh-perspectives'
 * @example categorySlug('Feeding & nutrition') // 'feeding-nutrition'
 */
export function categorySlug(category: string): string {
  return category
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a URL segment could be a category or article slug (anything else is a 404 at once). */
export function isSlug(value: string): boolean {
  return value.length <= 120 && SLUG.test(value);
}

/**
 * What the article rules read of an article. The cards they sort and filter carry more (title,
 * image, excerpt: the article item schema of the page-builder kit) and come back whole.
 */
export type ArticleSummary = {
  readonly url: string;
  /** ISO date (yyyy-mm-dd). */
  readonly date: string;
  readonly category: string;
};

/**
 * Newest first by ISO date; equal dates keep their incoming order (a stable sort).
 *
 * @example newestFirst([{ date: '2026-01-01' }, { date: '2026-03-01' }]) // [{ date: '2026-03-01' }, { date: '2026-01-01' }]
 */
export function newestFirst<T extends { readonly date: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The articles a Blog Grid of this type shows, newest first (press and blog lists come from their own model). */
export function gridArticles<T extends ArticleSummary>(type: BlogGridType, articles: readonly T[]): T[] {
  const shown = type === 'fresh-perspectives-blog' ? articles.filter((a) => categorySlug(a.category) === categorySlug(FRESH_PERSPECTIVES_CATEGORY)) : articles;
  return newestFirst(shown);
}

/** The articles of one category (matched by slug, so "Feeding advice" and "feeding-advice" agree), newest first. */
export function articlesInCategory<T extends ArticleSummary>(articles: readonly T[], slug: string): T[] {
  return newestFirst(articles.filter((a) => categorySlug(a.category) === slug));
}

/**
 * Related Articles (§2): same category as the current article, newest first, never the current
 * article itself (matched by URL, so a second entry with the same URL is excluded too), at most `limit`.
 *
 * @example relatedArticles(all, { category: 'Sourcing', currentUrl: '/blog/our-chicken', limit: 3 })
 */
export function relatedArticles<T extends ArticleSummary>(
  articles: readonly T[],
  { category, currentUrl, limit }: { readonly category: string; readonly currentUrl: string; readonly limit: number },
): T[] {
  const slug = categorySlug(category);
  return newestFirst(articles.filter((a) => a.url !== currentUrl && categorySlug(a.category) === slug)).slice(0, Math.max(0, limit));
}

/** One page of a list and where it sits (§4: the pager disables previous on the first page, next on the last). */
export type ArticlePage<T> = {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageCount: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
};

/**
 * The `page`-th page (1-based) of `pageSize` items. A page past the end is clamped to the last one
 * (an editor's stale page number never shows an empty grid); an empty list is one empty page.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): ArticlePage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}

/** The distinct categories of a list, in first-seen order of the newest-first list (so the freshest topic leads). */
export function categoriesOf(articles: readonly ArticleSummary[]): string[] {
  const seen = new Map<string, string>();
  for (const a of newestFirst(articles)) {
    const slug = categorySlug(a.category);
    if (slug && !seen.has(slug)) seen.set(slug, a.category);
  }
  return [...seen.values()];
}

/** A `?page=` value from a URL: a positive integer, or null for anything else (the route answers 404). */
const pageParamSchema = z.coerce.number().int().min(1).max(10_000);

/** The ?page= query parameter: absent means page 1; anything but one positive integer is null. */
export function parsePageParam(value: string | readonly string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return null;
  const parsed = pageParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
