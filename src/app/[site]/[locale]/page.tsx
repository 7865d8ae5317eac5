import type { Metadata } from 'next';
import { requestPageCookies } from '@/services/http/page-cookies';
import { serviceModes } from '@/config/env';
import { ContentPage, contentPageMetadata, robotsFor, type SearchParams } from '@/page-runtime/page/content-page';
import { FLOATING_VIDEO_DISMISSED_COOKIE, isFloatingVideoDismissed } from '@/features/video/floating-video-dismissal';
import { FloatingVideoJsonLd } from '@/features/video/floating-video-json-ld';
import { requestNonce, resolveSite, type SiteParams } from './site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams>; searchParams: Promise<SearchParams> };

/** Home: the page-builder content targeted at '/' for this theme, locale and visitor. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  const meta = await contentPageMetadata({ theme: site.theme, locale: site.locale, urlPath: '/' });
  if (!meta) return {};
  return { title: pageTitle(meta.title, site), description: meta.description, robots: robotsFor(meta.noIndex) };
}

export default async function HomePage({ params, searchParams }: Props) {
  const site = await resolveSite(params);
  // The layout shows the floating video player on home unless this visitor hid it; home describes it when shown.
  const [{ values }, nonce] = await Promise.all([requestPageCookies(), requestNonce()]);
  const playerShown = !isFloatingVideoDismissed(values[FLOATING_VIDEO_DISMISSED_COOKIE]);
  return (
    <>
      {playerShown ? <FloatingVideoJsonLd videoService={serviceModes().video} nonce={nonce} /> : null}
      <ContentPage target={{ theme: site.theme, locale: site.locale, urlPath: '/' }} searchParams={await searchParams} />
    </>
  );
}
