import type { Metadata, Viewport } from 'next';
import { requestPageCookies } from '@/services/http/page-cookies';
import { Suspense, type ReactNode } from 'react';
import { serviceModes } from '@/config/env';
import { LOCALE_OPTIONS } from '@/config/locales';
import { SkipLinks } from '@/shell/skip-links';
import { SiteHeader } from '@/shell/site-header';
import { SiteFooter } from '@/shell/site-footer';
import { toHeaderNav } from '@/shell/header/nav-model';
import { loadShellData } from '@/shell/shell-data';
import { ScrollLockProvider } from '@/features/scroll-lock/scroll-lock-provider';
import { SearchPanelHost } from '@/features/search/search-panel-host';
import { StoreLocatorModalHost } from '@/features/store-locator/store-locator-modal-host';
import { VideoModalHost } from '@/features/video/video-modal-host';
import { FloatingVideoPlayer } from '@/features/video/floating-video-player';
import { FLOATING_VIDEO_DISMISSED_COOKIE, isFloatingVideoDismissed } from '@/features/video/floating-video-dismissal';
import { PageViewReporter } from '@/features/analytics/page-view-reporter';
import { ShellClickTracking } from '@/shell/shell-click-tracking';
import { ThirdPartyScripts } from '@/features/analytics/third-party-scripts';
import { ZodBrowserConfig } from '@/shell/zod-browser-config';
import frame from '@/shell/page-frame.module.css';
// Listings and the quiz draw DelayedLoading's placeholder in their first HTML from client islands,
// whose stylesheets the bundler may chunk apart from the route's own; the frame carries its few
// rules so the placeholder's reserved space is styled before any script.
import '@/ui/delayed-loading.module.css';
import { FONT_VARIABLES } from '../../fonts';
import { mainSiteOrigin, requestNonce, resolveSite, type SiteParams } from './site';
import { siteName } from '@/domain/site/site-context';
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

/**
 * Root layout, one per theme and locale: theme tokens, fonts, skip links, the header and footer
 * from CMS data, the global overlays (search panel, video and locator modals) under the one
 * scroll-lock owner, analytics and the configured third-party scripts.
 */
export default async function SiteLayout({ children, params }: Props) {
  const site = await resolveSite(params);
  const [petParentsOrigin, shell, nonce, { values: pageCookies }] = await Promise.all([
    site.theme === 'vet' ? mainSiteOrigin() : Promise.resolve(undefined),
    loadShellData(site.theme, site.locale),
    requestNonce(),
    requestPageCookies(),
  ]);
  // Read here, not in the browser, so a visitor who hid the player is never sent it (nothing moves).
  const floatingVideoDismissed = isFloatingVideoDismissed(pageCookies[FLOATING_VIDEO_DISMISSED_COOKIE]);
  const nav = toHeaderNav(shell.navigation, shell.brands, site.locale);
  const videoService = serviceModes().video;
  return (
    <html lang={LOCALE_OPTIONS[site.locale].htmlLang} data-theme={site.theme} data-video-service={videoService} className={FONT_VARIABLES}>
      <body>
        {/*
         * No frame is painted before the footer's start tag has been parsed, that is before the
         * whole main content is in the DOM (Chromium 124+ unblocks when the target is inserted;
         * React hoists the link into <head>; other browsers ignore it). A frame painted in the
         * middle of the HTML drew a split block's text where the phone layout later puts its
         * image, then pushed the text down when the image's markup arrived: CLS 0.12-0.14 on a
         * listing in about one throttled load in ten.
         */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <ZodBrowserConfig />
        <ScrollLockProvider>
          <SkipLinks />
          <SiteHeader
            site={site}
            nav={nav}
            featured={floatingVideoDismissed ? null : <FloatingVideoPlayer locale={site.locale} videoService={videoService} />}
          />
          <SearchPanelHost locale={site.locale} theme={site.theme} brand={site.brand} />
          <main id="main-content" tabIndex={-1} className={`site-main ${frame.main}`}>
            {children}
          </main>
          <SiteFooter site={site} petParentsOrigin={petParentsOrigin} footer={shell.footer} />
          <StoreLocatorModalHost locale={site.locale} />
          <VideoModalHost videoService={videoService} />
        </ScrollLockProvider>
        <ShellClickTracking />
        <Suspense fallback={null}>
          <PageViewReporter />
        </Suspense>
        <ThirdPartyScripts locale={site.locale} nonce={nonce} />
      </body>
    </html>
  );
}
