import type { Metadata } from 'next';
import { ContentPage, contentPageMetadata, robotsFor, type SearchParams } from '@/page-runtime/page/content-page';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams & { rest: string[] }>; searchParams: Promise<SearchParams> };

/** '/a/b' from the catch-all segments; the locale prefix is already gone (the proxy rewrote it). */
function urlPathOf(rest: readonly string[]): string {
  return `/${rest.join('/')}`;
}

/**
 * Any other path: the page-builder page targeted at it, or the themed 404 (not-found.tsx) when
 * no content targets this path, theme, locale and visitor.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  const { rest } = await params;
  const meta = await contentPageMetadata({ theme: site.theme, locale: site.locale, urlPath: urlPathOf(rest) });
  if (!meta) return {};
  return { title: pageTitle(meta.title, site), description: meta.description, robots: robotsFor(meta.noIndex) };
}

export default async function ContentRoute({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const { rest } = await params;
  return <ContentPage target={{ theme: site.theme, locale: site.locale, urlPath: urlPathOf(rest) }} searchParams={await searchParams} />;
}
