/**
 * The root layout of the editor studios (/studio/*): the theme's tokens, fonts and language in a
 * plain frame of their own, without the consumer header, footer, search panel, modals and
 * analytics. A route group gives the studios this root layout while their URLs keep the
 * /{theme}/{locale}/studio/... shape src/proxy.ts rewrites every page to.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { LOCALE_OPTIONS } from '@/config/locales';
import { ZodBrowserConfig } from '@/shell/zod-browser-config';
import { StudioFrame } from '@/studio/frame/studio-frame';
import { FONT_VARIABLES } from '../../../fonts';
import { resolveSite, type SiteParams } from '../../../[site]/[locale]/site';
import '../../../globals.css';

type Props = { children: ReactNode; params: Promise<SiteParams> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function StudioRootLayout({ children, params }: Props) {
  const site = await resolveSite(params);
  return (
    <html lang={LOCALE_OPTIONS[site.locale].htmlLang} data-theme={site.theme} className={FONT_VARIABLES}>
      <body>
        <ZodBrowserConfig />
        {/* Switched off, the studio/ layout answers 404: shown bare, so the frame does not name the tools. */}
        {env().STUDIO_ENABLED ? (
          <StudioFrame brand={site.brand} locale={site.locale}>
            {children}
          </StudioFrame>
        ) : (
          <main id="main-content">{children}</main>
        )}
      </body>
    </html>
  );
}
