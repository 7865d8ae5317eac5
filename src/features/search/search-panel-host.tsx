/**
 * The full-screen search panel over the header, mounted once
 * in the layout. A server component: it hands the browser the search client's configuration
 * (Algolia's public search key and index names, or the local route) and the brands the product
 * cards name (only the fields a card reads: this travels in every page's payload), so the client panel needs neither the environment nor the catalog. The panel's code
 * loads on the first search button press (SearchPanelLauncher), not with the page.
 */
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import type { Theme } from '@/config/themes';
import { catalogService } from '@/services/catalog';
import { searchClientConfig } from '@/services/search';
import { toCardBrand } from '@/ui/product-card/card-data';
import { SearchPanelLauncher } from './search-panel-launcher';
import { loadPopularSearches } from './popular-searches';

export type SearchPanelHostProps = { readonly locale: Locale; readonly theme: Theme; readonly brand: string };

export async function SearchPanelHost({ locale, theme, brand }: SearchPanelHostProps) {
  const [brands, popularSearches] = await Promise.all([catalogService().brands(), loadPopularSearches(theme, locale)]);
  return (
    <SearchPanelLauncher
      locale={locale}
      theme={theme}
      brand={brand}
      brands={brands.map(toCardBrand)}
      clientConfig={searchClientConfig()}
      searchPath={localizePath('/search', locale)}
      homePath={localizePath('/', locale)}
      popularSearches={popularSearches}
    />
  );
}
