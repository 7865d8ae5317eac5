/**
 * This request's origin, for what the server builds from it: the origin relative data URLs of
 * content resolve against (spec §7 "GET of data URLs") and the absolute URLs of JSON-LD. The Host
 * header is visitor-controlled: trusting it blindly would let a request with `Host: evil.example`
 * make the server fetch a same-origin data URL from evil.example, or write evil.example into a
 * page. So the origin is the request's host only when it is one this site serves, else the
 * configured site URL, else null.
 */
import { headers } from 'next/headers';
import { env } from '@/config/env';

export type OriginInput = {
  readonly host: string | null;
  /** x-forwarded-proto, when a proxy in front terminated TLS. */
  readonly forwardedProto: string | null;
  readonly mainSiteUrl: string | undefined;
  readonly vetHosts: readonly string[];
};

const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * @example
 * trustedOrigin({ host: 'vet.localhost:3000', forwardedProto: null, mainSiteUrl: undefined, vetHosts: ['vet.localhost'] })
 * // 'http://vet.localhost:3000'
 * trustedOrigin({ host: 'evil.example', forwardedProto: 'https', mainSiteUrl: undefined, vetHosts: [] }) // null
 */
export function trustedOrigin(input: OriginInput): string | null {
  const configured = input.mainSiteUrl ? new URL(input.mainSiteUrl) : null;
  const host = input.host?.trim().toLowerCase() ?? '';
  if (host !== '') {
    let candidate: URL | null = null;
    try {
      const proto = input.forwardedProto?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
      candidate = new URL(`${proto}://${host}`);
    } catch {
      // A malformed Host header is not a host this site serves.
      candidate = null;
    }
    if (candidate && candidate.host === host) {
      const name = candidate.hostname;
      const served = LOCAL_HOSTNAMES.has(name) || input.vetHosts.includes(name) || name === configured?.hostname;
      if (served) return candidate.origin;
    }
  }
  return configured?.origin ?? null;
}

/** {@link trustedOrigin} of the current request (server components and route handlers only). */
export async function requestOrigin(): Promise<string | null> {
  const h = await headers();
  const e = env();
  return trustedOrigin({
    host: h.get('x-forwarded-host') ?? h.get('host'),
    forwardedProto: h.get('x-forwarded-proto'),
    mainSiteUrl: e.MAIN_SITE_URL,
    vetHosts: e.VET_HOSTS,
  });
}
