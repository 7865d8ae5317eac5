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

/** The release and the locale's other releases, or a 404 for an unknown or unpublished slug. */
async function loadPage(params: Props['params']) {
  const site = await resolveSite(params);
  const { slug } = await params;
  if (!isSlug(slug)) notFound();
  const releases = await loadArticles('press', site.theme, site.locale);
  const release = releases.find((a) => a.data.slug === slug);
  if (!release) notFound();
  return { site, release, releases };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, release } = await loadPage(params);
  return { title: pageTitle(release.data.title, site), description: release.data.excerpt };
}

/** A press release: Blog Article (Press) around its body, then more releases; NewsArticle JSON-LD. */
export default async function PressReleasePage({ params }: Props) {
  const { site, release, releases } = await loadPage(params);
  const [nonce, origin] = await Promise.all([requestNonce(), requestOrigin()]);
  const jsonLd = serializeJsonLd(articleJsonLd(release, origin ?? '', siteName(site)));
  return (
    <>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ArticleBlocks blocks={articlePageBlocks(release, releases, site.locale)} styleKey={release.id} />
    </>
  );
}
