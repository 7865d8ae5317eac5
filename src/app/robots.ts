import type { MetadataRoute } from 'next';
import { LOCALES } from '@/config/constants';
import { env, siteUrl } from '@/config/env';
import { localizePath } from '@/config/locales';

export const dynamic = 'force-dynamic';

/**
 * /robots.txt: crawlers stay out of the editor tools and the API in every locale, and find the
 * sitemap at the configured origin (SITE_URL; never the request's Host, which a visitor chooses).
 */
export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl(env());
  const studio = [...new Set(LOCALES.map((locale) => localizePath('/studio', locale)))];
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', ...studio] },
    ...(origin ? { sitemap: `${origin.replace(/\/$/, '')}/sitemap.xml` } : {}),
  };
}
