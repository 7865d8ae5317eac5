/**
 * The root layout of the embeddable store-locator frame (the store-locator modal's iframe, §2): the
 * same theme, fonts and language as the site, without the header, footer and overlays, which would
 * be repeated inside the modal. A route group gives the frame its own root layout while its URL
 * stays /{theme}/{locale}/where-to-buy/embed, the shape src/proxy.ts rewrites every page to.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LOCALE_OPTIONS } from '@/config/locales';
import { IntentClickTracking } from '@/shell/shell-click-tracking';
import { ZodBrowserConfig } from '@/shell/zod-browser-config';
import { FONT_VARIABLES } from '../../../fonts';
import { resolveSite, type SiteParams } from '../../../[site]/[locale]/site';
import '../../../globals.css';

type Props = { children: ReactNode; params: Promise<SiteParams> };

// The frame is part of another page; search engines should index /where-to-buy itself.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function LocatorEmbedLayout({ children, params }: Props) {
  const site = await resolveSite(params);
  return (
    <html lang={LOCALE_OPTIONS[site.locale].htmlLang} data-theme={site.theme} className={FONT_VARIABLES}>
      <body>
        <ZodBrowserConfig />
        <IntentClickTracking />
        <main id="main-content" className="locator-embed">
          {children}
        </main>
      </body>
    </html>
  );
}
