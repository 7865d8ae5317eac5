import type { MetadataRoute } from 'next';
import { LOCALES } from '@/config/constants';
import { env, siteUrl } from '@/config/env';
import { localizePath } from '@/config/locales';
import { SITE_ROUTES } from '@/config/routes';
import { THEMES } from '@/config/themes';
import { contentService } from '@/services/content';
import { localPageUrlPaths } from '@/services/content/local';

export const dynamic = 'force-dynamic';

/**
 * /sitemap.xml: every published page per locale on each theme's configured origin (SITE_URL for the
 * consumer site, VET_SITE_URL for the vet site; a theme without one is left out, since the request's
 * Host is never trusted to name it). Pages are the route table's plus the content pages the content
 * source serves there to a visitor without cookies, so test pages (which need a test attribute) and
 * unpublished pages never appear.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const e = env();
  const origins = { main: siteUrl(e), vet: e.VET_SITE_URL } as const;
  const contentPaths = await localPageUrlPaths();
  const entries: MetadataRoute.Sitemap = [];
  for (const theme of THEMES) {
    const origin = origins[theme]?.replace(/\/$/, '');
    if (!origin) continue;
    for (const locale of LOCALES) {
      const paths = new Set<string>(SITE_ROUTES);
      for (const urlPath of contentPaths) {
        if (await contentService().getPage({ urlPath, theme, locale })) paths.add(urlPath);
      }
      for (const path of [...paths].sort()) entries.push({ url: `${origin}${localizePath(path, locale)}` });
    }
  }
  return entries;
}
