import type { Metadata } from 'next';
import { localizePath } from '@/config/locales';
import type { RawSearchParams } from '@/services/store-locator/search-params';
import { PageIntro } from '@/shell/page-intro';
import { loadLocatorState } from '@/features/store-locator/load-locator';
import { StoreLocatorView } from '@/features/store-locator/store-locator-view';
import { routeCopy } from '../route-copy';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return { title: pageTitle(routeCopy('/where-to-buy', site.theme, site.brand, site.locale).title, site) };
}

/** §2 /where-to-buy: the store locator, server-rendered from ?q, ?sc-upc and ?ons. */
export default async function WhereToBuyPage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const state = await loadLocatorState(site.locale, await searchParams);
  const copy = routeCopy('/where-to-buy', site.theme, site.brand, site.locale);
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <StoreLocatorView state={state} basePath={localizePath('/where-to-buy', site.locale)} brand={site.brand} />
    </>
  );
}
