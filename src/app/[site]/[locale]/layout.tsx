import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LOCALE_OPTIONS } from '@/config/locales';
import { SkipLinks } from '@/shell/skip-links';
import { SiteHeader } from '@/shell/site-header';
import { SiteFooter } from '@/shell/site-footer';
import { ScrollLockProvider } from '@/shell/scroll-lock/scroll-lock-provider';
import { SearchPanelHost } from '@/shell/search/search-panel-host';
import { StoreLocatorModalHost } from '@/shell/store-locator/store-locator-modal-host';
import { bodyFont, headingFont } from '../../fonts';
import { mainSiteOrigin, resolveSite, siteName, type SiteParams } from './site';
import '../../globals.css';

type Props = { children: ReactNode; params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  const { brand } = site;
  return {
    title: siteName(site),
    description: `${brand}: fresh, refrigerated food for dogs and cats.`,
    applicationName: brand,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** Root layout, one per theme and locale: theme tokens, fonts, skip links and landmarks. */
export default async function SiteLayout({ children, params }: Props) {
  const site = await resolveSite(params);
  const petParentsOrigin = site.theme === 'vet' ? await mainSiteOrigin() : undefined;
  return (
    <html lang={LOCALE_OPTIONS[site.locale].htmlLang} data-theme={site.theme} className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <ScrollLockProvider>
          <SkipLinks />
          <SiteHeader site={site} />
          <SearchPanelHost locale={site.locale} theme={site.theme} brand={site.brand} />
          <main id="main-content" tabIndex={-1} className="site-main">
            {children}
          </main>
          <SiteFooter site={site} petParentsOrigin={petParentsOrigin} />
          <StoreLocatorModalHost locale={site.locale} />
        </ScrollLockProvider>
      </body>
    </html>
  );
}
