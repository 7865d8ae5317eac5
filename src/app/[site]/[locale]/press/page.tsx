import type { Metadata } from 'next';
import { pressListingBlocks } from '@/page-runtime/page/articles/article-data';
import { ArticleBlocks, listingPage, type ListingSearchParams } from '@/page-runtime/page/articles/article-route';
import { loadArticles } from '@/page-runtime/page/articles/load-articles';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: ListingSearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return { title: pageTitle('Press', site), description: `News about ${site.brand} and contacts for journalists.` };
}

/** The newsroom: the locale's press releases, newest first. */
export default async function PressPage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const releases = await loadArticles('press', site.theme, site.locale);
  const page = await listingPage(searchParams, releases.length);
  return <ArticleBlocks blocks={pressListingBlocks({ brand: site.brand, releases, page, locale: site.locale })} styleKey="press" />;
}
