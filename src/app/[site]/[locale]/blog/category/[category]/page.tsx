import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { categoriesOf, categorySlug, isSlug } from '@/domain/blog/article';
import { categoryPageBlocks } from '@/page-runtime/page/articles/article-data';
import { ArticleBlocks, listingPage, type ListingSearchParams } from '@/page-runtime/page/articles/article-route';
import { loadArticles } from '@/page-runtime/page/articles/load-articles';
import { resolveSite, type SiteParams } from '../../../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams & { category: string }>; searchParams: ListingSearchParams };

/** The category's label and the locale's articles; a 404 for a category no published article has. */
async function loadPage(params: Props['params']) {
  const site = await resolveSite(params);
  const { category: slug } = await params;
  if (!isSlug(slug)) notFound();
  const articles = await loadArticles('blog', site.theme, site.locale);
  const category = categoriesOf(articles.map((a) => a.data)).find((c) => categorySlug(c) === slug);
  if (category === undefined) notFound();
  return { site, category, articles, count: articles.filter((a) => categorySlug(a.data.category) === slug).length };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, category } = await loadPage(params);
  return { title: pageTitle(`${category} | Blog`, site), description: `Articles in ${category} from the ${site.brand} blog.` };
}

/** One blog category: its articles newest first, the other topics one click away. */
export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const { site, category, articles, count } = await loadPage(params);
  const page = await listingPage(searchParams, count);
  return <ArticleBlocks blocks={categoryPageBlocks({ category, articles, page, locale: site.locale })} styleKey={`blog-category-${categorySlug(category)}`} />;
}
