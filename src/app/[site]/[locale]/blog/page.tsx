import type { Metadata } from 'next';
import { blogListingBlocks } from '@/page-runtime/page/articles/article-data';
import { ArticleBlocks, listingPage, type ListingSearchParams } from '@/page-runtime/page/articles/article-route';
import { loadArticles } from '@/page-runtime/page/articles/load-articles';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: ListingSearchParams };

const DESCRIPTION = 'Feeding advice, transition guides and where our ingredients come from.';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return { title: pageTitle('Blog', site), description: DESCRIPTION };
}

/** The locale's blog, newest first, six a page (the navigation's and footer's "Blog" link). */
export default async function BlogPage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const articles = await loadArticles('blog', site.theme, site.locale);
  const page = await listingPage(searchParams, articles.length);
  return <ArticleBlocks blocks={blogListingBlocks({ brand: site.brand, articles, page, locale: site.locale })} styleKey="blog" />;
}
