/**
 * The trusted origin of the request being rendered (src/domain/site/origin.ts decides it). It reads
 * the request through Next's `headers()`, so server components at every layer that builds absolute
 * URLs (features' JSON-LD, content-page loading, app pages) can ask for it; it sits here, beside
 * the adapters' outbound fetch, because those layers may not import src/server.
 */
import { headers } from 'next/headers';
import { env, siteUrl } from '@/config/env';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { trustedOrigin } from '@/domain/site/origin';

/** {@link trustedOrigin} of the current request (server components and route handlers only). */
export async function requestOrigin(): Promise<string | null> {
  const h = await headers();
  const e = env();
  return trustedOrigin({
    host: h.get('host'),
    forwardedHost: h.get('x-forwarded-host'),
    forwardedProto: h.get('x-forwarded-proto'),
    socketProto: h.get(FRONT_DOOR_HEADERS.proto),
    localPort: h.get(FRONT_DOOR_HEADERS.localPort),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    siteUrl: siteUrl(e),
    vetSiteUrl: e.VET_SITE_URL,
    vetHosts: e.VET_HOSTS,
  });
}
