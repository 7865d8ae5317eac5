/**
 * Pure helpers between the blog and press content models and the blog blocks: an entry's card
 * summary, each list's address in a locale, the blocks each blog and press route is composed of,
 * and the schema.org data of an article page. No I/O, so routes and tests share them.
 */
import { localizePath } from '@/config/locales';
import type { Locale } from '@/config/constants';
import { FRESH_PERSPECTIVES_CATEGORY, categoriesOf, categorySlug, type ArticleKind, type BlogGridType } from '@/domain/blog/article';
import { videoObjects } from '../video-json-ld';
import type { ArticleData } from '@/domain/content/article';
import type { ContentBlock } from '@/domain/content/block';
import type { ArticleItem } from '@/block-kit/blog-ui/article-inputs';

/** A published article of one locale, as the routes use it. */
export type LoadedArticle = {
  readonly kind: ArticleKind;
  readonly id: string;
  readonly data: ArticleData;
  /** The article page in this locale (/en-gb/press/recyclable-trays). */
  readonly url: string;
};

/** The card of an article (Blog Grid, Press Grid and Related Articles items). */
export function toCard(article: LoadedArticle): ArticleItem {
  const { data, url } = article;
  return { title: data.title, url, date: data.date, category: data.category, image: data.image, imageAltText: data.imageAltText, excerpt: data.excerpt };
}

/** The article page of a slug in a locale. */
function articleUrl(kind: ArticleKind, slug: string, locale: Locale): string {
  return localizePath(`/${kind}/${slug}`, locale);
}

/** The listing a grid's pager walks through. */
export function listingUrl(type: BlogGridType, locale: Locale): string {
  if (type === 'press') return localizePath('/press', locale);
  if (type === 'fresh-perspectives-blog') return categoryUrl(FRESH_PERSPECTIVES_CATEGORY, locale);
  return localizePath('/blog', locale);
}

function categoryUrl(category: string, locale: Locale): string {
  return localizePath(`/blog/category/${categorySlug(category)}`, locale);
}

/** The Blog Categories links of a locale's blog articles. */
export function categoryLinks(articles: readonly LoadedArticle[], locale: Locale): { label: string; url: string }[] {
  return categoriesOf(articles.map((a) => a.data)).map((label) => ({ label, url: categoryUrl(label, locale) }));
}

/** Published entries, one per slug (the first, most specific, wins), newest first. */
export function toLoadedArticles(
  kind: ArticleKind,
  entries: readonly { readonly id: string; readonly data: ArticleData }[],
  locale: Locale,
): LoadedArticle[] {
  const seen = new Set<string>();
  const out: LoadedArticle[] = [];
  for (const entry of entries) {
    if (seen.has(entry.data.slug)) continue;
    seen.add(entry.data.slug);
    out.push({ kind, id: entry.id, data: entry.data, url: articleUrl(kind, entry.data.slug, locale) });
  }
  // Newest first by ISO date; equal dates keep the service's order (a stable sort).
  return out.sort((a, b) => (a.data.date < b.data.date ? 1 : a.data.date > b.data.date ? -1 : 0));
}

/** Cards per page on the blog and category listings and the newsroom. */
const LISTING_PAGE_SIZE = 6;

/** How many pages a listing of `count` articles has (at least one, which may be empty). */
export function listingPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / LISTING_PAGE_SIZE));
}

const element = (id: string, name: string, options: Record<string, unknown>, children?: readonly ContentBlock[]): ContentBlock => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
  ...(children ? { children } : {}),
});

/**
 * The body of an article: its own blocks, or, for an entry written as plain text, one Blog Text
 * per paragraph run (so older entries render through the same block).
 */
function articleBody(data: ArticleData): readonly ContentBlock[] {
  if (data.blocks && data.blocks.length > 0) return data.blocks;
  const text = data.body?.trim() ? data.body : data.excerpt;
  return [element('article-body', 'Blog Text', { variant: 'Standard', text })];
}

/** /blog/<slug> and /press/<slug>: Blog Article around the body, then Related Articles. */
export function articlePageBlocks(article: LoadedArticle, all: readonly LoadedArticle[], locale: Locale): ContentBlock[] {
  const { data, kind } = article;
  const isPress = kind === 'press';
  return [
    element(
      'article',
      'Blog Article',
      {
        type: isPress ? 'Press' : 'Blog',
        title: data.title,
        date: data.date,
        category: data.category,
        // Press categories have no listing of their own; blog categories do.
        ...(isPress ? {} : { categoryUrl: categoryUrl(data.category, locale) }),
        ...(data.author ? { author: data.author } : {}),
        excerpt: data.excerpt,
        image: data.image,
        mediaAltText: data.imageAltText,
        listingUrl: localizePath(isPress ? '/press' : '/blog', locale),
        locale,
      },
      articleBody(data),
    ),
    element('related-articles', 'Related Articles', {
      heading: isPress ? 'More press releases' : 'Related articles',
      category: data.category,
      currentUrl: article.url,
      limit: 3,
      articles: all.map(toCard),
      locale,
    }),
  ];
}

/** /blog: the page heading, the topics, and the newest articles a page at a time. */
export function blogListingBlocks({ brand, articles, page, locale }: { brand: string; articles: readonly LoadedArticle[]; page: number; locale: Locale }): ContentBlock[] {
  return [
    element('blog-heading', 'UI Page Heading', {
      heading: `The ${brand} blog`,
      subheading: 'Feeding advice, transition guides, where our ingredients come from, and guest essays from the people who care for pets every day.',
      headingLevel: 'h1',
    }),
    element('blog-categories', 'Blog Categories', { heading: 'Browse by topic', allUrl: localizePath('/blog', locale), categories: categoryLinks(articles, locale) }),
    element('blog-grid', 'Blog Grid', { type: 'blog', heading: 'Latest articles', page, pageSize: LISTING_PAGE_SIZE, listingUrl: listingUrl('blog', locale), articles: articles.map(toCard), locale }),
  ];
}

/** /blog/category/<category>: the topic's heading, the topics with this one current, its articles. */
export function categoryPageBlocks({
  category,
  articles,
  page,
  locale,
}: {
  category: string;
  articles: readonly LoadedArticle[];
  page: number;
  locale: Locale;
}): ContentBlock[] {
  const slug = categorySlug(category);
  const isFreshPerspectives = slug === categorySlug(FRESH_PERSPECTIVES_CATEGORY);
  return [
    element('category-heading', 'UI Page Heading', { eyebrow: 'Blog', heading: category, headingLevel: 'h1' }),
    element('blog-categories', 'Blog Categories', { heading: 'Browse by topic', current: category, allUrl: localizePath('/blog', locale), categories: categoryLinks(articles, locale) }),
    element('category-grid', 'Blog Grid', {
      type: isFreshPerspectives ? 'fresh-perspectives-blog' : 'blog',
      heading: `Articles in ${category}`,
      page,
      pageSize: LISTING_PAGE_SIZE,
      listingUrl: categoryUrl(category, locale),
      articles: articles.filter((a) => categorySlug(a.data.category) === slug).map(toCard),
      locale,
    }),
  ];
}

/** /press: the newsroom heading and the releases. */
export function pressListingBlocks({ brand, releases, page, locale }: { brand: string; releases: readonly LoadedArticle[]; page: number; locale: Locale }): ContentBlock[] {
  return [
    element('press-heading', 'UI Page Heading', {
      heading: 'Press',
      subheading: `News from ${brand}. Journalists can reach the press office at press@brightbowl.example.`,
      headingLevel: 'h1',
    }),
    element('press-grid', 'Press Grid', { heading: 'Press releases', page, pageSize: LISTING_PAGE_SIZE, listingUrl: listingUrl('press', locale), articles: releases.map(toCard), locale }),
  ];
}

/**
 * schema.org data for an article page: BlogPosting for the blog, NewsArticle for a press release.
 * `origin` makes the URLs absolute; without a trusted origin they stay relative.
 */
export function articleJsonLd(article: LoadedArticle, origin: string, publisher: string): Record<string, unknown> {
  const { data } = article;
  const videos = videoObjects(articleBody(data), origin, { title: data.title, date: data.date });
  return {
    '@context': 'https://schema.org',
    '@type': article.kind === 'press' ? 'NewsArticle' : 'BlogPosting',
    headline: data.title,
    description: data.excerpt,
    datePublished: data.date,
    url: `${origin}${article.url}`,
    image: `${origin}${data.image}`,
    articleSection: data.category,
    author: { '@type': 'Organization', name: data.author ?? publisher },
    publisher: { '@type': 'Organization', name: publisher },
    ...(videos.length > 0 ? { video: videos } : {}),
  };
}
