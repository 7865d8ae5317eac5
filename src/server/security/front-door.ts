/**
 * The server's front door: a check that runs on every request inside Node's HTTP server, before
 * Next routes it. It exists for what Next cannot be configured to do:
 *
 * - Reduce an absolute-form request target (`GET http://host/path`) to its path and query when its
 *   host is the request's own Host, and refuse it (400) otherwise. Next built its redirects from
 *   that authority, so `GET http://evil.example/en-us/about` was sent to `http://evil.example/about`.
 *   The Host header decides which site (main or vet) answers, so a target naming another host is
 *   the visitor's contradiction, not ours to pick a side in.
 * - Redirect a path with an empty segment or a backslash (`//evil.example/x`, `/en-us/\\evil`) to the
 *   same path with each run of slashes and backslashes made one `/`, as Next would, but before the
 *   proxy sees it: a Location built from it could otherwise start with `//`, which a browser reads
 *   as another site.
 * - Refuse methods no route serves (TRACE, TRACK, CONNECT, …) with 405. undici refuses to build a
 *   `Request` with TRACE, so Next answered them with a 500 and a stack in the log.
 * - Refuse paths with malformed percent-escapes (`/api/forms/%FF`, `/products/%C0%AE`) with 400;
 *   Next's router failed on them with a 500.
 * - Answer OPTIONS to a page itself (204, `Allow: GET, HEAD, OPTIONS`). Next answered 400 after its
 *   proxy had read the request's body, and a body that stopped short of its Content-Length held the
 *   connection until Node's 300 s request timeout.
 * - Refuse `/_next/image?url=` values that are not plain paths into the site's image folders
 *   (`/\host`, `//host`, `/en-us`, `/contact/`, `/media//x.webp`): the optimizer fetched them from
 *   itself, got a redirect (or a page) and answered 500.
 * - Refuse a malformed `Next-Router-State-Tree` header (sent with RSC requests) with 400: Next
 *   threw on it while rendering any page and answered 500 with a stack in the log.
 * - Record what only the socket knows, in headers a visitor cannot forge (incoming copies are
 *   deleted first): the peer address (rate limits), the local port (the only loopback port the site
 *   trusts as its own origin) and whether the connection was TLS.
 * - With no trusted proxy in front (TRUSTED_PROXY_HOPS=0), delete the visitor's own
 *   X-Forwarded-* headers, so Next fills them from the socket instead of repeating the visitor.
 * - Remove Next's internal headers (`x-middleware-rewrite` names the internal route) from every
 *   answer, and give any answer that leaves without them the edge security headers
 *   (src/server/security/edge-headers.ts): Next's own redirects do not get next.config.ts's.
 *
 * The request pipeline (src/server/http/request-pipeline.ts) runs these steps on every request.
 *
 * Each refusal logs one line (no stack): refused input is the visitor's mistake, not ours.
 */
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { EDGE_SECURITY_HEADERS, FILE_CSP, NON_DOCUMENT_CSP } from '@/server/security/edge-headers';

export { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';

/** Methods some route or page answers; everything else is refused before routing. */
const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Methods a page answers, and so does anything else outside /api: framework assets under /_next
 * are only read (a POST there was taken for a server action and logged a stack).
 */
const PAGE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Folders whose files the image optimizer may read (public/ and Next's imported images). A path
 * elsewhere is a page or a redirect, which the optimizer cannot use.
 */
const IMAGE_FOLDERS: readonly string[] = ['/images/', '/media/', '/flags/', '/_next/static/media/'];

/** Whether an image `url` is a plain path into an image folder: no second slash, dot segment, backslash or trailing slash. */
function isSiteImagePath(source: string): boolean {
  const queryAt = source.indexOf('?');
  const path = queryAt === -1 ? source : source.slice(0, queryAt);
  if (path.includes('\\') || /%2f|%5c/i.test(path) || !decodes(path)) return false;
  // An empty segment (`//`, a trailing slash) or a dot segment, encoded or not, is redirected or
  // resolved elsewhere before any file is found.
  if (path.split('/').slice(1).some((segment) => segment === '' || /^(?:\.|%2e){1,2}$/i.test(segment))) return false;
  return IMAGE_FOLDERS.some((folder) => path.startsWith(folder));
}

/** Whether a Next-Router-State-Tree header is one Next can parse (its own validator decides). */
function isValidRouterState(header: string | readonly string[]): boolean {
  try {
    parseAndValidateFlightRouterState(typeof header === 'string' ? header : [...header]);
    return true;
  } catch {
    return false;
  }
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

export type Refusal = {
  readonly status: 400 | 405;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
};

/** The answer to OPTIONS on a page: what it allows, no body. */
export type PageOptions = { readonly status: 204; readonly headers: Readonly<Record<string, string>> };

/** A redirect to the same path made plain (one `/` between segments, no backslash). */
export type PathRedirect = { readonly status: 308; readonly location: string };

/**
 * The origin-form target (path and query) a request target stands for, or why it is refused. An
 * origin-form target (`/…`) and the asterisk-form `*` are kept; an absolute-form `http(s)://` target
 * becomes its path and query when its host is `host` (the Host header), else it is refused.
 *
 * @example
 * originFormTarget('http://localhost:3000/en-us/about?a=1', 'localhost:3000'); // { target: '/en-us/about?a=1' }
 * originFormTarget('http://evil.example/en-us/about', 'localhost:3000'); // { status: 400, message: 'The request target names …' }
 */
export function originFormTarget(target: string, host: string | undefined): { readonly target: string } | Refusal {
  if (target.startsWith('/') || target === '*') return { target };
  const absolute = /^(https?:)\/\/([^/?#]*)(.*)$/i.exec(target);
  if (!absolute) return { status: 400, message: 'The request target must be a path.' };
  const [, scheme = '', authority = '', rest = ''] = absolute;
  if (host === undefined || !sameHost(scheme, authority, host)) {
    return { status: 400, message: 'The request target names a host other than the Host header.' };
  }
  const withoutFragment = rest.split('#', 1)[0] ?? '';
  return { target: withoutFragment.startsWith('/') ? withoutFragment : `/${withoutFragment}` };
}

/** Whether `authority` and `host` name the same host and port under `scheme` (default ports dropped). */
function sameHost(scheme: string, authority: string, host: string): boolean {
  try {
    return new URL(`${scheme}//${authority}/`).host === new URL(`${scheme}//${host}/`).host;
  } catch {
    return false;
  }
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a request is refused before routing, the answer to OPTIONS on a page, or null when the
 * request may go on.
 *
 * @example
 * screenRequest('TRACE', '/'); // { status: 405, message: 'Method TRACE is not allowed.', headers: { allow: 'GET, …' } }
 * screenRequest('GET', '/products/%C0%AE'); // { status: 400, message: 'The URL path has a malformed percent-escape.' }
 * screenRequest('OPTIONS', '/search'); // { status: 204, headers: { allow: 'GET, HEAD, OPTIONS' } }
 * screenRequest('GET', '//evil.example/x?a=1'); // { status: 308, location: '/evil.example/x?a=1' }
 * screenRequest('GET', '/products/chicken'); // null
 */
export function screenRequest(
  method: string,
  target: string,
  { devServer = false, routerStateTree }: { readonly devServer?: boolean; readonly routerStateTree?: string | readonly string[] | undefined } = {},
): Refusal | PageOptions | PathRedirect | null {
  if (!ALLOWED_METHODS.includes(method)) {
    return { status: 405, message: `Method ${method.slice(0, 20)} is not allowed.`, headers: { allow: ALLOWED_METHODS.join(', ') } };
  }
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!decodes(path)) return { status: 400, message: 'The URL path has a malformed percent-escape.' };
  // Pages are read, never posted to: the site has no server actions, and Next would otherwise look
  // one up for every POST to a page (logging a stack when there is none) and read its body first.
  // Next routes the path with its dot segments resolved (`/api/forms/../../x` is the page `/x`, and
  // so is `%2e%2e`), so that is the path whose kind counts.
  const routed = new URL(path, 'http://front.door').pathname;
  // The development server's own tools (its error overlay posts to /__nextjs_…) are not pages.
  const page = !routed.startsWith('/api/') && !(devServer && routed.startsWith('/__nextjs'));
  if (page && !PAGE_METHODS.includes(method)) {
    return { status: 405, message: `Pages accept ${PAGE_METHODS.join(', ')} only.`, headers: { allow: PAGE_METHODS.join(', ') } };
  }
  if (page && method === 'OPTIONS') return { status: 204, headers: { allow: PAGE_METHODS.join(', ') } };
  if (/\/\/|\\/.test(path)) return { status: 308, location: `${path.replace(/[/\\]+/g, '/')}${queryAt === -1 ? '' : target.slice(queryAt)}` };
  if (path === '/_next/image' && queryAt !== -1) {
    const source = new URLSearchParams(target.slice(queryAt + 1)).get('url');
    // An absolute URL is left to Next, which checks it against images.remotePatterns.
    if (source !== null && source.startsWith('/') && !isSiteImagePath(source)) {
      return { status: 400, message: `The image url must be a file in one of ${IMAGE_FOLDERS.join(', ')}.` };
    }
  }
  if (routerStateTree !== undefined && !isValidRouterState(routerStateTree)) {
    return { status: 400, message: 'The Next-Router-State-Tree header is malformed.' };
  }
  return null;
}

/** Rewrites the headers the socket vouches for; see the module comment. */
export function stampSocketHeaders(request: IncomingMessage, trustedProxyHops: number): void {
  const headers = request.headers;
  for (const name of Object.values(FRONT_DOOR_HEADERS)) delete headers[name];
  if (trustedProxyHops === 0) for (const name of FORWARDING_HEADERS) delete headers[name];
  const socket = request.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  if (socket.remoteAddress) headers[FRONT_DOOR_HEADERS.peer] = socket.remoteAddress;
  if (socket.localPort !== undefined) headers[FRONT_DOOR_HEADERS.localPort] = String(socket.localPort);
  headers[FRONT_DOOR_HEADERS.proto] = socket.encrypted ? 'https' : 'http';
}

/**
 * Response headers that are Next's internal bookkeeping, never the visitor's business:
 * `x-middleware-*` (`x-middleware-rewrite` names the internal `/{theme}/{locale}/…` route) and the
 * pages-router headers that repeat it. The other `x-nextjs-*` headers stay: the app router's client
 * reads them on its RSC requests (stale time, postponed, the rewritten path).
 */
function isInternalHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('x-middleware-') || lower === 'x-nextjs-rewrite' || lower === 'x-nextjs-matched-path';
}

type HeaderArgument = OutgoingHttpHeaders | OutgoingHttpHeader[];

/**
 * Makes the headers about to be sent fit for a visitor: removes Next's internal headers (see
 * isInternalHeader) and adds the edge security headers an answer lacks, with a CSP for an answer
 * that has none (a file's for HTML, none at all for anything else). Works on the headers set on
 * `response` and on `headers`, the ones about to be passed to `writeHead` (an object or Node's
 * flat [name, value, …] list), which it returns cleaned. Anything that writes an answer with
 * `ServerResponse.prototype.writeHead` itself (the page cache) calls this first; Next's answers
 * pass through it on their own (the request pipeline wraps each response's `writeHead`).
 *
 * @example
 * response.setHeader('x-middleware-rewrite', '/main/en-us/about');
 * scrubOutgoingHeaders(response); // response has no x-middleware-rewrite, and has Referrer-Policy, …
 */
export function scrubOutgoingHeaders(response: ServerResponse): undefined;
export function scrubOutgoingHeaders<H extends HeaderArgument>(response: ServerResponse, headers: H): H;
export function scrubOutgoingHeaders(response: ServerResponse, headers?: HeaderArgument): HeaderArgument | undefined {
  if (response.headersSent) return headers;
  for (const name of response.getHeaderNames()) if (isInternalHeader(name)) response.removeHeader(name);
  let passed: HeaderArgument | undefined = headers;
  if (Array.isArray(passed)) {
    const pairs: OutgoingHttpHeader[] = [];
    for (let i = 0; i + 1 < passed.length; i += 2) {
      const name = passed[i];
      if (typeof name === 'string' && isInternalHeader(name)) continue;
      pairs.push(passed[i] as OutgoingHttpHeader, passed[i + 1] as OutgoingHttpHeader);
    }
    passed = pairs;
  } else if (passed) {
    passed = Object.fromEntries(Object.entries(passed).filter(([name]) => !isInternalHeader(name)));
  }
  const given = headerLookup(passed);
  const has = (name: string) => response.hasHeader(name) || given.has(name);
  for (const [name, value] of Object.entries(EDGE_SECURITY_HEADERS)) if (!has(name)) response.setHeader(name, value);
  if (!has('content-security-policy')) {
    const type = String(response.getHeader('content-type') ?? given.get('content-type') ?? '');
    response.setHeader('content-security-policy', /^\s*text\/html/i.test(type) ? FILE_CSP : NON_DOCUMENT_CSP);
  }
  return passed;
}

/** The headers of a writeHead argument by lower-case name. */
function headerLookup(headers: HeaderArgument | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) found.set(String(headers[i]).toLowerCase(), String(headers[i + 1]));
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) found.set(name.toLowerCase(), String(value));
  }
  return found;
}

/** Headers of every answer the front door writes itself. */
const OWN_ANSWER_HEADERS = { ...EDGE_SECURITY_HEADERS, 'content-security-policy': NON_DOCUMENT_CSP, 'cache-control': 'no-store' };

export function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal, log: (line: string) => void): void {
  log(`[front-door] ${refusal.status} ${(request.method ?? '').slice(0, 20)} ${(request.url ?? '').slice(0, 200)}: ${refusal.message}`);
  const body = JSON.stringify({ error: refusal.message });
  response.writeHead(refusal.status, {
    ...OWN_ANSWER_HEADERS,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...refusal.headers,
  });
  response.end(body);
  // The body (if any) is not wanted; reading it to the end lets the socket close cleanly.
  request.resume();
}

export function answerOptions(request: IncomingMessage, response: ServerResponse, options: PageOptions): void {
  response.writeHead(options.status, { ...OWN_ANSWER_HEADERS, connection: 'close', ...options.headers });
  response.end();
  // A body sent with OPTIONS is not wanted either.
  request.resume();
}

export function redirectPath(request: IncomingMessage, response: ServerResponse, redirect: PathRedirect): void {
  response.writeHead(redirect.status, { ...OWN_ANSWER_HEADERS, location: redirect.location, 'content-length': 0, connection: 'close' });
  response.end();
  request.resume();
}

export function answerConnect(request: IncomingMessage, socket: Duplex, log: (line: string) => void): void {
  const message = 'Method CONNECT is not allowed.';
  log(`[front-door] 405 CONNECT ${(request.url ?? '').slice(0, 200)}: ${message}`);
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Type: application/json\r\n` +
      Object.entries(OWN_ANSWER_HEADERS)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
