import type { NextConfig } from 'next';
import { IMAGES } from './src/config/constants';
import { buildEnv } from './src/config/env';
import { FRONT_DOOR_HEADERS } from './src/domain/site/front-door-headers';
import { HSTS_VALUE } from './src/server/security/hsts';
import { EDGE_SECURITY_HEADERS, FILE_CSP, IMAGE_CSP, NON_DOCUMENT_CSP } from './src/server/security/edge-headers';

/**
 * Headers that do not depend on the request (src/server/security/edge-headers.ts, shared with the
 * front door and the gate); the Content-Security-Policy of pages is set per request in src/proxy.ts.
 */
const securityHeaders = Object.entries(EDGE_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

/**
 * API answers are JSON, never documents: nothing may load from them or frame them. (Pages get their
 * per-request CSP from src/proxy.ts; API routes do not pass through the proxy.)
 */
const apiHeaders = [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_CSP }];

/**
 * Paths the proxy skips (files, Next's assets, robots and sitemap): their answers are files, but a
 * missing one is Next's HTML 404 page, which must not be framed or run anything either. Styles and
 * images of the site may load; scripts may not (that page is readable without them).
 */
const fileHeaders = [{ key: 'Content-Security-Policy', value: FILE_CSP }];
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
  // `npm test` checks types in a step of its own beside the build (src/config/env.ts, buildEnv).
  typescript: { ignoreBuildErrors: !buildEnv().typecheck },
  // isolated-vm (a Builder SDK dependency) and better-sqlite3 are native addons: never bundle them.
  serverExternalPackages: ['isolated-vm', 'better-sqlite3'],
  images: {
    deviceSizes: [...IMAGES.deviceWidths],
    imageSizes: [...IMAGES.imageSizes],
    qualities: [IMAGES.defaultQuality],
    formats: ['image/webp'],
    // The optimizer sets its own CSP on every image it answers, over any from headers().
    contentSecurityPolicy: IMAGE_CSP,
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
