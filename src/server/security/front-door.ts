/**
 * The server's front door: a check that runs on every request inside Node's HTTP server, before
 * Next routes it. It exists for what Next cannot be configured to do:
 *
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

 * The request pipeline (src/server/http/request-pipeline.ts) runs these checks first on every request.
 *
 * Each refusal logs one line (no stack): refused input is the visitor's mistake, not ours.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';

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
 * screenRequest('GET', '/products/chicken'); // null
 */
export function screenRequest(
  method: string,
  target: string,
  { devServer = false, routerStateTree }: { readonly devServer?: boolean; readonly routerStateTree?: string | readonly string[] | undefined } = {},
): Refusal | PageOptions | null {
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

export function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal, log: (line: string) => void): void {
  log(`[front-door] ${refusal.status} ${(request.method ?? '').slice(0, 20)} ${(request.url ?? '').slice(0, 200)}: ${refusal.message}`);
  const body = JSON.stringify({ error: refusal.message });
  response.writeHead(refusal.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
    ...refusal.headers,
  });
  response.end(body);
  // The body (if any) is not wanted; reading it to the end lets the socket close cleanly.
  request.resume();
}

export function answerOptions(request: IncomingMessage, response: ServerResponse, options: PageOptions): void {
  response.writeHead(options.status, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', connection: 'close', ...options.headers });
  response.end();
  // A body sent with OPTIONS is not wanted either.
  request.resume();
}

export function answerConnect(request: IncomingMessage, socket: Duplex, log: (line: string) => void): void {
  const message = 'Method CONNECT is not allowed.';
  log(`[front-door] 405 CONNECT ${(request.url ?? '').slice(0, 200)}: ${message}`);
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
