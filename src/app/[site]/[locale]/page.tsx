import type { Metadata } from 'next';
import { ContentPage, contentPageMetadata, robotsFor, type SearchParams } from '@/blocks/page/content-page';
import { resolveSite, type SiteParams } from './site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: Promise<SearchParams> };

/** Home: the page-builder content targeted at '/' for this theme, locale and visitor. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  const meta = await contentPageMetadata({ theme: site.theme, locale: site.locale, urlPath: '/' });
  if (!meta) return {};
  return { title: pageTitle(meta.title, site), description: meta.description, robots: robotsFor(meta.noIndex) };
}

export default async function HomePage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  return <ContentPage target={{ theme: site.theme, locale: site.locale, urlPath: '/' }} searchParams={await searchParams} />;
}
