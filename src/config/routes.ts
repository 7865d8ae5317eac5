/** The site routes of spec §2 "Routes" (paths inside a locale). Pages for each live under src/app. */
export const SITE_ROUTES = [
  '/',
  '/search',
  '/contact',
  '/where-to-buy',
  '/product-selector',
  '/write-a-review',
  '/privacy-policy',
  '/terms',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Top-level folders of public/ and the app's file routes (src/app/icon.svg): served as files, never rewritten to pages. */
export const PUBLIC_FILE_PREFIXES = ['/flags/', '/images/', '/media/', '/video/', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/icon.svg'] as const;
