import type { Metadata } from 'next';
import { ArticlePage, articleMetadata } from '@/page-runtime/page/articles/article-route';
import { requestNonce, resolveSite, type SiteParams } from '../../site';

type Props = { params: Promise<SiteParams & { slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return articleMetadata('blog', site, (await params).slug);
}

/** A blog article: Blog Article around its body blocks, then Related Articles; BlogPosting JSON-LD. */
export default async function BlogArticlePage({ params }: Props) {
  const site = await resolveSite(params);
  const { slug } = await params;
  return <ArticlePage kind="blog" site={site} slug={slug} nonce={await requestNonce()} />;
}
