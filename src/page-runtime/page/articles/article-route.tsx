/**
 * What the blog and press routes share: reading ?page=, the article page itself (blog article and
 * press release alike), and rendering composed blocks through the server renderer (so these pages
 * are built from the same blocks an editor uses, and ship no JavaScript of their own).
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentBlocks } from '@/page-runtime/render/render-content';
import { isSlug, parsePageParam, type ArticleKind } from '@/domain/blog/article';
import { pageTitle, siteName, type SiteContext } from '@/domain/site/site-context';
import { serializeJsonLd } from '@/features/catalog/product-json-ld';
import { requestOrigin } from '@/services/http/request-origin';
import type { ContentBlock } from '@/domain/content/block';
import { articleJsonLd, articlePageBlocks, listingPageCount } from './article-data';
import { loadArticles } from './load-articles';
import { resolveContentSymbols } from '@/page-runtime/page/resolve-symbols';

export type ListingSearchParams = Promise<Readonly<Record<string, string | string[] | undefined>>>;

/** The listing page asked for; a malformed ?page= or one past the last page is a 404, not a silent page 1. */
export async function listingPage(searchParams: ListingSearchParams, articleCount: number): Promise<number> {
  const page = parsePageParam((await searchParams).page);
  if (page === null || page > listingPageCount(articleCount)) notFound();
  return page;
}

export function ArticleBlocks({ blocks, styleKey }: { readonly blocks: readonly ContentBlock[]; readonly styleKey: string }) {
  return <ContentBlocks blocks={blocks} styleKey={styleKey} />;
}

/** The article and the other articles of its model, or a 404 for an unknown slug or one this locale does not publish. */
async function loadArticlePage(kind: ArticleKind, site: SiteContext, slug: string) {
  if (!isSlug(slug)) notFound();
  const articles = await loadArticles(kind, site.theme, site.locale);
  const article = articles.find((a) => a.data.slug === slug);
  if (!article) notFound();
  return { article, articles };
}

export async function articleMetadata(kind: ArticleKind, site: SiteContext, slug: string): Promise<Metadata> {
  const { article } = await loadArticlePage(kind, site, slug);
  return { title: pageTitle(article.data.title, site), description: article.data.excerpt };
}

/**
 * An article page: Blog Article around its body blocks, then the model's related list (Related
 * Articles for the blog, more releases for press), and its JSON-LD (BlogPosting or NewsArticle).
 */
export async function ArticlePage({
  kind,
  site,
  slug,
  nonce,
}: {
  readonly kind: ArticleKind;
  readonly site: SiteContext;
  readonly slug: string;
  readonly nonce: string | undefined;
}) {
  const { article, articles } = await loadArticlePage(kind, site, slug);
  const origin = await requestOrigin();
  const jsonLd = serializeJsonLd(articleJsonLd(article, origin ?? '', siteName(site)));
  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ArticleBlocks blocks={await resolveContentSymbols(articlePageBlocks(article, articles, site.locale), site.theme, site.locale)} styleKey={article.id} />
    </>
  );
}
