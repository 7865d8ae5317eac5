import type { NextConfig } from 'next';
import { IMAGES } from './src/config/constants';

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

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // isolated-vm (a Builder SDK dependency) and better-sqlite3 are native addons: never bundle them.
  serverExternalPackages: ['isolated-vm', 'better-sqlite3'],
  images: {
    deviceSizes: [...IMAGES.deviceWidths],
    imageSizes: [...IMAGES.imageSizes],
    qualities: [IMAGES.defaultQuality],
    formats: ['image/webp'],
  },
  headers: () => Promise.resolve([{ source: '/:path*', headers: securityHeaders }]),
};

export default nextConfig;
