/**
 * The blog list and article pages' data: the locale's blog entries from the content service,
 * newest first, and the pure helpers the pages render with (paragraphs, JSON-LD), kept here so
 * they are unit-testable without a request.
 */
import { localizePath } from '@/config/locales';
import { contentService } from '@/services/content';
import type { ArticleData, DataEntry } from '@/services/content/types';
import type { SiteContext } from '@/domain/site/site-context';

export type BlogArticle = ArticleData & { readonly id: string; readonly href: string };

/** Newest first by ISO date; ties keep the content service's order (most specific first). */
function newestFirst<T extends { readonly date: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * One article per slug, the first (most specific) entry winning, with the link built from the
 * slug and the locale so it always points at this site's own article route.
 */
export function toArticles(entries: readonly DataEntry<ArticleData>[], site: Pick<SiteContext, 'locale'>): BlogArticle[] {
  const seen = new Set<string>();
  const out: BlogArticle[] = [];
  for (const entry of entries) {
    if (seen.has(entry.data.slug)) continue;
    seen.add(entry.data.slug);
    out.push({ ...entry.data, id: entry.id, href: localizePath(`/blog/${entry.data.slug}`, site.locale) });
  }
  return newestFirst(out);
}

/** The locale's blog articles, newest first (empty when the locale has none). */
export async function loadBlogArticles(site: SiteContext): Promise<BlogArticle[]> {
  const entries = await contentService().getEntries('blog', { theme: site.theme, locale: site.locale });
  return toArticles(entries, site);
}

/** The article with this slug in the site's locale, or null (unknown slug, or another locale's). */
export async function loadBlogArticle(site: SiteContext, slug: string): Promise<BlogArticle | null> {
  const entries = await contentService().getEntries('blog', { theme: site.theme, locale: site.locale, query: { 'data.slug': slug } });
  return toArticles(entries, site).find((a) => a.slug === slug) ?? null;
}

/**
 * The article body as plain-text paragraphs (split on blank lines); the excerpt stands in when an
 * entry has no body. Text only: the body is never injected as HTML.
 */
export function bodyParagraphs(article: Pick<ArticleData, 'body' | 'excerpt'>): string[] {
  const text = article.body?.trim() ? article.body : article.excerpt;
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** schema.org BlogPosting for an article page; `origin` makes the URL and image absolute. */
export function blogPostingJsonLd(article: BlogArticle, origin: string, publisher: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    url: `${origin}${article.href}`,
    image: `${origin}${article.image}`,
    articleSection: article.category,
    author: article.author ? { '@type': 'Organization', name: article.author } : { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}
