import type { NextConfig } from 'next';
import { IMAGES } from './src/config/constants';
import { FRONT_DOOR_HEADERS } from './src/domain/site/front-door-headers';
import { HSTS_VALUE } from './src/server/security/hsts';

/** Headers that do not depend on the request; the Content-Security-Policy is set per request in src/proxy.ts. */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/**
 * API answers are JSON, never documents: nothing may load from them or frame them. (Pages get their
 * per-request CSP from src/proxy.ts; API routes do not pass through the proxy.)
 */
const apiHeaders = [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }];

/**
 * Paths the proxy skips (files, Next's assets, robots and sitemap): their answers are files, but a
 * missing one is Next's HTML 404 page, which must not be framed or run anything either. Styles and
 * images of the site may load; scripts may not (that page is readable without them).
 */
const fileHeaders = [{ key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'" }];
const FILE_PATHS = ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg', '/flags/:path*', '/images/:path*', '/media/:path*', '/video/:path*', '/_next/static/:path*'];

/**
 * HSTS for requests that came over https, on every path (pages also get it from src/proxy.ts when
 * SITE_URL is https). The headers tested are trustworthy: the front door (src/server/security/front-door.ts)
 * writes the first from the socket and deletes a visitor's X-Forwarded-Proto without a trusted proxy.
 */
const hsts = [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A page's stylesheets come inside its HTML rather than as <link>s: on a phone's link each linked
  // sheet is a round trip before the first paint (Lighthouse's simulated FCP 1.2-1.3 s linked, 0.8-0.9 s
  // inline). The price is that a full page load does not reuse a cached sheet; client-side
  // navigations still fetch linked sheets, once.
  experimental: { inlineCss: true },
  reactStrictMode: true,
  // isolated-vm (a Builder SDK dependency) and better-sqlite3 are native addons: never bundle them.
  serverExternalPackages: ['isolated-vm', 'better-sqlite3'],
  images: {
    deviceSizes: [...IMAGES.deviceWidths],
    imageSizes: [...IMAGES.imageSizes],
    qualities: [IMAGES.defaultQuality],
    formats: ['image/webp'],
  },
  headers: () =>
    Promise.resolve([
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: apiHeaders },
      ...FILE_PATHS.map((source) => ({ source, headers: fileHeaders })),
      { source: '/:path*', has: [{ type: 'header', key: FRONT_DOOR_HEADERS.proto, value: 'https' }], headers: hsts },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: hsts },
    ]),
};

export default nextConfig;
