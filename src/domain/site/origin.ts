/**
 * This site's own origin, for what the server builds from it (src/services/http/request-origin.ts
 * applies these rules to the current request): the origin relative data URLs of content resolve against (spec §7 "GET of data URLs"), the absolute URLs of JSON-LD and the vet
 * site's link to the consumer site. The Host header (and X-Forwarded-Host) is visitor-controlled:
 * trusting it would let `Host: 127.0.0.1:6379` make the server GET a local service and embed its
 * answer in a page. So the origin is:
 *
 * 1. the configured origin (SITE_URL / VET_SITE_URL) whose host the request names;
 * 2. else the request's host when it is a configured vet host on the port the server listens on
 *    (or the scheme's default port, behind a proxy), or a loopback name on exactly the listening
 *    port (a local checkout has no configured URL; any other local port is another service);
 * 3. else the configured site URL; else null (relative data URLs are then not fetched).
 *
 * X-Forwarded-Host and X-Forwarded-Proto count only behind a trusted proxy (TRUSTED_PROXY_HOPS > 0).
 */

export type OriginInput = {
  /** The Host header. */
  readonly host: string | null;
  /** X-Forwarded-Host, used only behind a trusted proxy. */
  readonly forwardedHost: string | null;
  /** X-Forwarded-Proto, used only behind a trusted proxy. */
  readonly forwardedProto: string | null;
  /** Whether the socket was TLS (the front door's proto header). */
  readonly socketProto: string | null;
  /** The port the request arrived on, from the socket (the front door's header); null when unknown. */
  readonly localPort: string | null;
  readonly trustedProxyHops: number;
  readonly siteUrl: string | undefined;
  readonly vetSiteUrl: string | undefined;
  readonly vetHosts: readonly string[];
};

/** Whether a host name reaches this machine: localhost, *.localhost, 127.0.0.0/8, ::1. */
function isLoopbackName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === '[::1]';
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

function first(value: string | null): string {
  return value?.split(',')[0]?.trim().toLowerCase() ?? '';
}

function parseOrigin(raw: string | undefined): URL | null {
  if (!raw) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/**
 * @example
 * const base = { forwardedHost: null, forwardedProto: null, socketProto: 'http', trustedProxyHops: 0, siteUrl: undefined, vetSiteUrl: undefined, vetHosts: ['vet.localhost'] };
 * trustedOrigin({ ...base, host: 'vet.localhost:3000', localPort: '3000' }); // 'http://vet.localhost:3000'
 * trustedOrigin({ ...base, host: '127.0.0.1:6379', localPort: '3000' }); // null: another local service
 * trustedOrigin({ ...base, host: 'evil.example', localPort: '3000', siteUrl: 'https://brightbowl.example' }); // 'https://brightbowl.example'
 */
export function trustedOrigin(input: OriginInput): string | null {
  const configured = [parseOrigin(input.siteUrl), parseOrigin(input.vetSiteUrl)].filter((u): u is URL => u !== null);
  const fallback = configured[0]?.origin ?? null;
  const behindProxy = input.trustedProxyHops > 0;
  const host = (behindProxy && first(input.forwardedHost)) || first(input.host);
  if (host === '') return fallback;
  const proto = (behindProxy ? first(input.forwardedProto) : first(input.socketProto)) === 'https' ? 'https' : 'http';
  let candidate: URL;
  try {
    candidate = new URL(`${proto}://${host}`);
  } catch {
    // A malformed Host header names no host this site serves.
    return fallback;
  }
  // Anything the URL parser rewrote (credentials, a path, odd escapes) is not a plain host.
  if (candidate.host !== host) return fallback;

  const named = configured.find((u) => u.hostname === candidate.hostname);
  if (named) return named.origin;

  const port = candidate.port || DEFAULT_PORTS[candidate.protocol] || '';
  const onOurPort = input.localPort !== null && port === input.localPort;
  if (isLoopbackName(candidate.hostname)) return onOurPort ? candidate.origin : fallback;
  if ((input.vetHosts.includes(candidate.hostname) || input.vetHosts.includes(candidate.host)) && (onOurPort || candidate.port === '')) return candidate.origin;
  return fallback;
}

/**
 * The consumer site's origin as the vet site links to it: SITE_URL when configured, else the
 * trusted origin of this request with its vet host's `vet.` dropped (vet.localhost:3000 →
 * localhost:3000). Null when neither is known: the link then stays on this host.
 */
export function mainSiteOriginFrom(trusted: string | null, configuredSiteUrl: string | undefined, vetHosts: readonly string[]): string | null {
  const configured = parseOrigin(configuredSiteUrl);
  if (configured) return configured.origin;
  if (trusted === null) return null;
  const url = new URL(trusted);
  if (vetHosts.includes(url.hostname) && url.hostname.startsWith('vet.')) url.hostname = url.hostname.slice('vet.'.length);
  return url.origin;
}
