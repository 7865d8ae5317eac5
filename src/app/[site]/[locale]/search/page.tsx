/**
 * /search?q=… (§2): server-rendered for the URL's query, filter and page, then driven in the browser
 * by the search machine. Unknown or malformed parameters are ignored (never a 4xx or 5xx for a
 * page URL); a failed search renders the page with a quiet message, and the browser asks again.
 */
import type { Metadata } from 'next';
import { localizePath } from '@/config/locales';
import { catalogService } from '@/services/catalog';
import { headers } from 'next/headers';
import { noteRender } from '@/services/http/render-notes';
import { isSearchBudgetSpent, searchClientConfig, type SearchResponse } from '@/services/search';
import { toCardBrand } from '@/ui/product-card/card-data';
import { searchServiceFor } from '@/server/search';
import { parseSearchPageParams, type RawSearchParams } from '@/features/search/search-page-params';
import { SearchPageView } from '@/features/search/search-page-view';
import { loadPopularSearches } from '@/features/search/popular-searches';
import { resolveSite, type SiteParams } from '../site';
import { searchDocumentTitle } from '@/features/search/search-title';

type Props = { params: Promise<SiteParams>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  const { query } = parseSearchPageParams(await searchParams);
  return { title: { absolute: searchDocumentTitle(query, site) }, robots: { index: false } };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  const { query, filter, page } = parseSearchPageParams(await searchParams);
  const [brands, popularSearches] = await Promise.all([catalogService().brands(), loadPopularSearches(site.theme, site.locale)]);
  let results: SearchResponse | null = null;
  let failed = false;
  if (query !== '') {
    const tally = { spent: 0 };
    try {
      // The visitor's searches, rendered here or asked by the browser, share one budget.
      results = await searchServiceFor(await headers(), tally).search({ query, filter, page, locale: site.locale, theme: site.theme });
    } catch (error) {
      // The page still renders (form, popular searches, a quiet message); the browser retries.
      // A spent budget is the visitor's pace, not our failure: nothing to log.
      if (!isSearchBudgetSpent(error)) console.error('search page: server search failed', error);
      failed = true;
    }
    // A stored copy of these results costs each later viewer what this search took from this
    // visitor's budget, so the page cache is no way around it; a failed search is this visitor's alone.
    await noteRender((notes) => {
      if (failed) notes.personal = 'the search failed or the visitor\'s budget was spent';
      else notes.charges.push({ budget: 'search', cost: tally.spent });
    });
  }
  return (
    <SearchPageView
      locale={site.locale}
      theme={site.theme}
      brand={site.brand}
      brands={brands.map(toCardBrand)}
      clientConfig={searchClientConfig()}
      searchPath={localizePath('/search', site.locale)}
      homePath={localizePath('/', site.locale)}
      popularSearches={popularSearches}
      serverFailed={failed}
      {...(results === null ? {} : { restored: { query, filter, page: results.page, results } })}
    />
  );
}
