/**
 * The thin page every §2 route starts as: it resolves the site, reads the route's copy, and
 * composes. A route's page.tsx re-exports one of these while the route has no content of its own.
 */
import type { Metadata } from 'next';
import type { SiteRoute } from '@/config/routes';
import { ContentPage, contentPageMetadata, robotsFor, type SearchParams } from '@/page-runtime/page/content-page';
import { PageIntro } from '@/shell/page-intro';
import { resolveSite, type SiteParams } from './site';
import { pageTitle } from '@/domain/site/site-context';
import { routeCopy } from './route-copy';

type Props = { params: Promise<SiteParams> };

type ContentProps = Props & { searchParams: Promise<SearchParams> };

/**
 * A §2 route whose body is page-builder content (the legal pages): the content targeted at the
 * route, theme and locale, or the route's intro while no content exists yet, so the route never 404s.
 */
export function contentRoutePage(route: SiteRoute) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const site = await resolveSite(params);
    const meta = await contentPageMetadata({ theme: site.theme, locale: site.locale, urlPath: route });
    if (!meta) return { title: pageTitle(routeCopy(route, site.theme, site.brand, site.locale).title, site) };
    return { title: pageTitle(meta.title, site), description: meta.description, robots: robotsFor(meta.noIndex) };
  }
  async function Page({ params, searchParams }: ContentProps) {
    const site = await resolveSite(params);
    const target = { theme: site.theme, locale: site.locale, urlPath: route };
    if (!(await contentPageMetadata(target))) {
      const copy = routeCopy(route, site.theme, site.brand, site.locale);
      return <PageIntro heading={copy.heading} intro={copy.intro} />;
    }
    return <ContentPage target={target} searchParams={await searchParams} />;
  }
  return { Page, generateMetadata };
}
