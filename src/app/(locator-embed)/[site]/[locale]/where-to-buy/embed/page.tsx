import type { Metadata } from 'next';
import { localizePath } from '@/config/locales';
import type { RawSearchParams } from '@/services/store-locator/search-params';
import { loadLocatorState } from '@/features/store-locator/load-locator';
import { StoreLocatorView } from '@/features/store-locator/store-locator-view';
import { resolveSite, type SiteParams } from '../../../../../[site]/[locale]/site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: pageTitle('Where to buy', await resolveSite(params)) };
}

/** The store locator alone, for the store-locator modal's frame (same query as /where-to-buy). */
export default async function WhereToBuyEmbedPage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const state = await loadLocatorState(site.locale, await searchParams);
  return (
    <>
      <h1 className="visually-hidden">Where to buy</h1>
      <StoreLocatorView state={state} basePath={localizePath('/where-to-buy/embed', site.locale)} brand={site.brand} embedded />
    </>
  );
}
