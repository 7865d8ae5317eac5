/**
 * Resolves the internal `[site]/[locale]` segments (written by src/proxy.ts) into the theme,
 * locale and brand every page renders with. Anything else is a 404.
 */
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { env, siteUrl } from '@/config/env';
import { isLocale } from '@/config/locales';
import { isTheme } from '@/config/themes';
import type { SiteContext } from '@/domain/site/site-context';
import { mainSiteOriginFrom } from '@/domain/site/origin';
import { requestOrigin } from '@/services/http/request-origin';

export type SiteParams = { site: string; locale: string };

export async function resolveSite(params: Promise<SiteParams>): Promise<SiteContext> {
  const { site, locale } = await params;
  if (!isTheme(site) || !isLocale(locale)) notFound();
  return { theme: site, locale, brand: env().BRAND_NAME };
}

/** The per-request CSP nonce set by the proxy (for next/script tags that need one). */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}

/**
 * The public origin of the consumer site, for links from the vet site: SITE_URL, else this
 * request's trusted origin without its `vet.` (one trusted-origin rule for everything built from
 * the Host header: src/services/http/request-origin.ts). Undefined for a host the site does not serve:
 * the link then stays relative.
 */
export async function mainSiteOrigin(): Promise<string | undefined> {
  const e = env();
  return mainSiteOriginFrom(await requestOrigin(), siteUrl(e), e.VET_HOSTS) ?? undefined;
}
