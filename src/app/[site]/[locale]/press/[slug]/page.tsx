import type { Metadata } from 'next';
import { ArticlePage, articleMetadata } from '@/page-runtime/page/articles/article-route';
import { requestNonce, resolveSite, type SiteParams } from '../../site';

type Props = { params: Promise<SiteParams & { slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return articleMetadata('press', site, (await params).slug);
}

/** A press release: Blog Article (Press) around its body, then more releases; NewsArticle JSON-LD. */
export default async function PressReleasePage({ params }: Props) {
  const site = await resolveSite(params);
  const { slug } = await params;
  return <ArticlePage kind="press" site={site} slug={slug} nonce={await requestNonce()} />;
}
