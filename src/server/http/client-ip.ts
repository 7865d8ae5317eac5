import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';

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

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * The key a limit counts an address under: an IPv4 address as is, an IPv6 address as its /64. One
 * subscriber line is usually given a whole /64, so keying by /128 would hand each client 2^64
 * budgets. An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) is its IPv4 address.
 *
 * @example
 * limitKey('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 * limitKey('::ffff:203.0.113.7'); // '203.0.113.7'
 */
function limitKey(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (groups === null) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The client a rate limit is keyed by, trusting X-Forwarded-For only as far as configured
 * (TRUSTED_PROXY_HOPS). The chain is X-Forwarded-For's addresses followed by the socket's peer (the
 * front door's header, src/server/security/front-door.ts, which a visitor cannot set): each trusted proxy
 * appended the address it was called from, so the client is the address `hops` places left of the
 * peer. With 0 hops that is the peer itself, whatever X-Forwarded-For says; entries further left
 * were written by the client and are never read. IPv6 clients are keyed by their /64 (limitKey).
 *
 * @example
 * const h = new Headers({ 'x-forwarded-for': '198.51.100.9, 203.0.113.7', 'x-brightbowl-peer': '10.0.0.2' });
 * clientIdentity(h, 0); // '10.0.0.2'
 * clientIdentity(h, 1); // '203.0.113.7'
 */
export function clientIdentity(headers: Headers, trustedProxyHops: number): string {
  const address = clientAddress(headers, trustedProxyHops);
  return address === UNKNOWN_CLIENT ? address : limitKey(address);
}

function clientAddress(headers: Headers, trustedProxyHops: number): string {
  const peer = clean(headers.get(FRONT_DOOR_HEADERS.peer) ?? undefined);
  if (trustedProxyHops === 0) return peer ?? UNKNOWN_CLIENT;
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').filter((hop) => hop.trim() !== '');
  const chain = [...forwarded, peer ?? UNKNOWN_CLIENT];
  const index = chain.length - 1 - trustedProxyHops;
  // Fewer hops than configured: the request did not come through every proxy; its leftmost address is the best left.
  return clean(chain[Math.max(0, index)]) ?? UNKNOWN_CLIENT;
}
