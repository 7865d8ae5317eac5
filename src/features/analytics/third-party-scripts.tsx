/**
 * The third-party scripts of §1, each loaded through next/script only when its env variable is
 * set, none of them before the page is interactive (afterInteractive or lazyOnload never block
 * first paint), each with the request's CSP nonce. Locally (no env) nothing is requested from
 * another host: the data layer still receives every event, and speed is measured locally.
 *
 * The bot-challenge widget loads on demand with its form, not here.
 */
import 'server-only';
import Script from 'next/script';
import { env, smartBuyScriptUrl } from '@/config/env';
import type { Locale } from '@/config/constants';
import { smartBuyLoaderSource } from './smart-buy-refresh';
import { SpeedMeasurement } from './speed-measurement';
import { TagManager } from './tag-manager';

export type ThirdPartyScriptsProps = { readonly locale: Locale; readonly nonce: string | undefined };

export function ThirdPartyScripts({ locale, nonce }: ThirdPartyScriptsProps) {
  const e = env();
  const smartBuy = smartBuyScriptUrl(locale, e);
  return (
    <>
      {e.CONSENT_MANAGER_URL ? <Script id="consent-manager" src={e.CONSENT_MANAGER_URL} strategy="afterInteractive" nonce={nonce} /> : null}
      {e.TAG_MANAGER_ID ? <TagManager containerId={e.TAG_MANAGER_ID} nonce={nonce} /> : null}
      {e.ACCESSIBILITY_WIDGET_URL ? (
        <Script id="accessibility-widget" src={e.ACCESSIBILITY_WIDGET_URL} strategy="lazyOnload" nonce={nonce} />
      ) : null}
      {smartBuy ? (
        // Inline so no client code ships for it; it adds the widget script and refreshes it (§9).
        <Script id="smart-buy-loader" strategy="lazyOnload" nonce={nonce}>
          {smartBuyLoaderSource(smartBuy)}
        </Script>
      ) : null}
      <SpeedMeasurement scriptUrl={e.SPEED_MEASUREMENT_URL} nonce={nonce} />
    </>
  );
}
