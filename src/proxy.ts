/**
 * Next 16 proxy (formerly middleware): maps the host to a theme and the path prefix to a locale,
 * rewrites to the internal `/{theme}/{locale}/…` segments, redirects `/en-us/…` to the unprefixed
 * path, and sets the per-request Content-Security-Policy.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { env, siteUrl } from '@/config/env';
import { HSTS_VALUE, hstsApplies } from '@/server/security/hsts';
import { resolveRoute } from '@/domain/routing/resolve';
import { buildCsp, createNonce, frameAncestorsFor } from '@/server/security/csp';
import { serviceSources } from '@/server/security/service-sources';

export function proxy(request: NextRequest): NextResponse {
  const config = env();
  const { VET_HOSTS, NODE_ENV } = config;
  const url = request.nextUrl;
  const decision = resolveRoute(request.headers.get('host'), url.pathname, url.search, VET_HOSTS);

  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }

  const nonce = createNonce();
  // Each configured cloud service opens only the directives it needs; the local defaults need none.
  const sources = serviceSources(config);
  const csp = buildCsp({
    nonce,
    dev: NODE_ENV === 'development',
    connectSrc: sources.connectSrc,
    scriptSrc: sources.scriptSrc,
    frameSrc: sources.frameSrc,
    imgSrc: sources.imgSrc,
    mediaSrc: sources.mediaSrc,
    frameAncestors: frameAncestorsFor(decision.kind === 'rewrite' ? decision.pathname : null),
    frameAncestorsExtra: sources.frameAncestors,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);

  const response =
    decision.kind === 'rewrite'
      ? NextResponse.rewrite(new URL(`${decision.pathname}${url.search}`, request.url), {
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  if (hstsApplies(request.headers, siteUrl(config))) response.headers.set('strict-transport-security', HSTS_VALUE);
  return response;
}

/**
 * Pages only. API routes, framework assets and public files never pass through the proxy: they need
 * no theme rewrite or CSP nonce, and a request the proxy handles is buffered (up to 10 MB) before
 * its route runs, so a route's own body cap and lying-Content-Length check came too late. Their
 * security headers come from next.config.ts. Keep in step with PUBLIC_FILE_PREFIXES
 * (src/config/routes.ts); Next reads this literal at build time, so it cannot be computed.
 */
export const config = {
  matcher: ['/((?!api/|api$|_next/|flags/|images/|media/|video/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)'],
};
