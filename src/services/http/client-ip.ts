import { FRONT_DOOR_HEADERS } from '@/services/security/front-door-headers';

/** Key used when a request carries no usable address (every such request shares one budget). */
export const UNKNOWN_CLIENT = 'unknown';

// IPv4, IPv6 (with an optional zone or embedded IPv4) and bracketed forms; anything else is not an address.
const ADDRESS = /^[0-9a-f:.]{2,45}$/i;

function clean(candidate: string | undefined): string | null {
  if (candidate === undefined) return null;
  let value = candidate.trim();
  // "[2001:db8::1]:443" and "203.0.113.7:51234" carry a port some proxies append.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  return ADDRESS.test(value) ? value.toLowerCase() : null;
}

/**
 * The client address a rate limit is keyed by: the first hop of X-Forwarded-For, else X-Real-IP,
 * else `fallback`.
 *
 * Trust caveat: the first hop is only the client's real address behind a proxy that overwrites the
 * header (Vercel, most managed load balancers). Exposed directly, or behind a proxy that appends,
 * a client can write any first hop it likes and spread its requests over invented addresses; the
 * limiter's key cap bounds the memory that costs, not the requests.
 *
 * @example
 * clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.2' })); // '203.0.113.7'
 */
export function clientIp(headers: Headers, fallback: string = UNKNOWN_CLIENT): string {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded !== null) {
    const first = clean(forwarded.split(',')[0]);
    if (first) return first;
  }
  return clean(headers.get('x-real-ip') ?? undefined) ?? fallback;
}

/**
 * The client a rate limit is keyed by, trusting X-Forwarded-For only as far as configured
 * (TRUSTED_PROXY_HOPS). The chain is X-Forwarded-For's addresses followed by the socket's peer (the
 * front door's header, src/services/security/front-door.ts, which a visitor cannot set): each trusted proxy
 * appended the address it was called from, so the client is the address `hops` places left of the
 * peer. With 0 hops that is the peer itself, whatever X-Forwarded-For says; entries further left
 * were written by the client and are never read.
 *
 * @example
 * const h = new Headers({ 'x-forwarded-for': '198.51.100.9, 203.0.113.7', 'x-brightbowl-peer': '10.0.0.2' });
 * clientIdentity(h, 0); // '10.0.0.2'
 * clientIdentity(h, 1); // '203.0.113.7'
 */
export function clientIdentity(headers: Headers, trustedProxyHops: number): string {
  const peer = clean(headers.get(FRONT_DOOR_HEADERS.peer) ?? undefined);
  if (trustedProxyHops === 0) return peer ?? UNKNOWN_CLIENT;
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').filter((hop) => hop.trim() !== '');
  const chain = [...forwarded, peer ?? UNKNOWN_CLIENT];
  const index = chain.length - 1 - trustedProxyHops;
  // Fewer hops than configured: the request did not come through every proxy; its leftmost address is the best left.
  return clean(chain[Math.max(0, index)]) ?? UNKNOWN_CLIENT;
}
