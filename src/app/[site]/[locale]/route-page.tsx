/**
 * The thin page every §2 route starts as: it resolves the site, reads the route's copy, and
 * composes. A route's page.tsx re-exports one of these while the route has no content of its own.
 */
import type { Metadata } from 'next';
import type { SiteRoute } from '@/config/routes';
import { PageIntro } from '@/shell/page-intro';
import { resolveSite, type SiteParams } from './site';
import { pageTitle } from '@/domain/site/site-context';
import { routeCopy } from './route-copy';

type Props = { params: Promise<SiteParams> };

export function routePage(route: SiteRoute) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const site = await resolveSite(params);
    return { title: pageTitle(routeCopy(route, site.theme, site.brand).title, site) };
  }
  async function Page({ params }: Props) {
    const site = await resolveSite(params);
    const copy = routeCopy(route, site.theme, site.brand);
    return <PageIntro heading={copy.heading} intro={copy.intro} />;
  }
  return { Page, generateMetadata };
}
