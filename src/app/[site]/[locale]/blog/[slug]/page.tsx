import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isSlug } from '@/domain/blog/article';
import { articleJsonLd, articlePageBlocks } from '@/page-builder/runtime/page/articles/article-data';
import { ArticleBlocks } from '@/page-builder/runtime/page/articles/article-route';
import { loadArticles } from '@/page-builder/runtime/page/articles/load-articles';
import { serializeJsonLd } from '@/features/catalog/product-json-ld';
import { requestOrigin } from '@/services/http/request-origin';
import { requestNonce, resolveSite, type SiteParams } from '../../site';
import { pageTitle, siteName } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams & { slug: string }> };

/** The article and its model's list, or a 404 for an unknown slug or one this locale does not publish. */
async function loadPage(params: Props['params']) {
  const site = await resolveSite(params);
  const { slug } = await params;
  if (!isSlug(slug)) notFound();
  const articles = await loadArticles('blog', site.theme, site.locale);
  const article = articles.find((a) => a.data.slug === slug);
  if (!article) notFound();
  return { site, article, articles };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, article } = await loadPage(params);
  return { title: pageTitle(article.data.title, site), description: article.data.excerpt };
}

/** A blog article: Blog Article around its body blocks, then Related Articles; BlogPosting JSON-LD. */
export default async function BlogArticlePage({ params }: Props) {
  const { site, article, articles } = await loadPage(params);
  const [nonce, origin] = await Promise.all([requestNonce(), requestOrigin()]);
  const jsonLd = serializeJsonLd(articleJsonLd(article, origin ?? '', siteName(site)));
  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ArticleBlocks blocks={articlePageBlocks(article, articles, site.locale)} styleKey={article.id} />
    </>
  );
}
