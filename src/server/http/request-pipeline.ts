/**
 * The request pipeline: what every HTTP request to this server meets, in order, before Next.
 *
 * 0. The gate (front-door-gate.cjs, preloaded with `node --require`) holds requests that arrive
 *    before this pipeline is installed; src/instrumentation-node.ts installs it and opens the gate.
 * 1. The front door (src/server/security/front-door.ts) takes an absolute-form target to its path
 *    (or refuses one naming another host), refuses what no route serves (bad methods, malformed
 *    escapes, image URLs outside the site's folders, a malformed router-state header), redirects
 *    `//` paths to one slash and answers OPTIONS on pages.
 * 2. The socket's facts are written into headers a visitor cannot forge (peer address, local port,
 *    TLS), and forwarding headers are dropped unless a trusted proxy wrote them.
 * 3. A page request keeps only the query parameters its route reads (src/domain/routing/page-reads.ts):
 *    Next renders `/?fbclid=…` as `/`, and the page store keys the copy the same way. A redirect
 *    still hands the visitor's whole query on.
 * 4. Every answer leaves without the headers that name internal routes, and with the edge's
 *    security headers (src/server/security/edge-headers.ts) when Next set none.
 * 5. The page store (./page-cache.ts) answers from a stored copy, holds the request for a render
 *    under way or a render slot, or answers 503 when the render caps are reached.
 * 6. Next: the proxy (src/proxy.ts: theme, locale, CSP nonce), then the route.
 *
 * Why a hook on `http.Server.prototype.emit` rather than a custom server: `next start` and Next's
 * standalone output keep working unchanged, and Next's own server is the one that listens. The hook
 * is installed once, from instrumentation, on every server of the process.
 */
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { isPassThrough } from '@/domain/routing/resolve';
import { pageQuery } from '@/domain/routing/page-reads';
import { answerConnect, answerOptions, originFormTarget, redirectPath, refuse, screenRequest, scrubOutgoingHeaders, stampSocketHeaders } from '@/server/security/front-door';
import type { PageCache } from './page-cache';

/**
 * The URL Next is handed for a page request (step 3), and the query it does not read (for
 * redirects); null when the request keeps its URL.
 *
 * @example
 * pageUrl('GET', '/search?fbclid=1&q=puppy') // { url: '/search?q=puppy', unread: '?fbclid=1' }
 * pageUrl('GET', '/api/health?x=1') // null
 */
export function pageUrl(method: string, url: string): { readonly url: string; readonly unread: string } | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return null;
  const path = url.slice(0, queryAt);
  if (isPassThrough(path)) return null;
  const query = pageQuery(path, url.slice(queryAt));
  if (query.editorOrRouter || query.unread === '') return null;
  return { url: `${path}${query.search}`, unread: query.unread };
}

/**
 * A redirect's Location with the query Next was not handed added back: the visitor who followed
 * `/en-us/?utm_source=mail` lands on `/?utm_source=mail`. Only a Location on this site (a path) is
 * changed.
 *
 * @example
 * withUnreadQuery('/about', '?utm_source=x') // '/about?utm_source=x'
 * withUnreadQuery('/search?q=a', '?gclid=1') // '/search?q=a&gclid=1'
 */
export function withUnreadQuery(location: string, unread: string): string {
  if (unread === '' || !location.startsWith('/') || location.startsWith('//')) return location;
  const hashAt = location.indexOf('#');
  const [target, hash] = hashAt === -1 ? [location, ''] : [location.slice(0, hashAt), location.slice(hashAt)];
  return `${target}${target.includes('?') ? '&' : '?'}${unread.slice(1)}${hash}`;
}

function headerValue(value: OutgoingHttpHeader | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value[0] : String(value);
}

/**
 * Steps 3 and 4 on the way out, applied just before the status line and headers are written (Node's
 * implicit header, on the first write or end, calls `this.writeHead` too; the page store sends
 * through the same method).
 */
function finishOnWriteHead(response: ServerResponse, unread: string): void {
  const writeHead = response.writeHead.bind(response) as (statusCode: number, ...rest: unknown[]) => ServerResponse;
  response.writeHead = function pipelineWriteHead(statusCode: number, ...rest: unknown[]) {
    // writeHead(status, [statusMessage], [headers]): the headers are the last argument when given.
    const at = typeof rest[0] === 'string' ? 1 : 0;
    const given = rest[at] as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
    if (given === undefined) scrubOutgoingHeaders(response);
    else rest[at] = scrubOutgoingHeaders(response, given);
    if (unread !== '' && statusCode >= 300 && statusCode < 400) {
      const headers = rest[at];
      const own = typeof headers === 'object' && headers !== null && !Array.isArray(headers) ? Object.keys(headers).find((name) => name.toLowerCase() === 'location') : undefined;
      if (own !== undefined) {
        const object = headers as OutgoingHttpHeaders;
        const location = headerValue(object[own]);
        if (location !== undefined) object[own] = withUnreadQuery(location, unread);
      } else {
        const location = headerValue(response.getHeader('location'));
        if (location !== undefined) response.setHeader('location', withUnreadQuery(location, unread));
      }
    }
    return writeHead(statusCode, ...rest);
  };
}

const INSTALLED = Symbol.for('brightbowl.request-pipeline');
const connectAnswered = new WeakSet<EventEmitter>();

type EmitFunction = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
type Emitter = { emit: EmitFunction; [INSTALLED]?: true };

export type PipelineOptions = {
  readonly trustedProxyHops: number;
  readonly devServer?: boolean;
  readonly log?: (line: string) => void;
  /** Step 5; absent in development and when PAGE_CACHE_SECONDS is 0. */
  readonly pageCache?: PageCache | undefined;
};

/**
 * Installs the pipeline on every HTTP server of the process (Next's included, whether it is
 * already listening or not) by wrapping the prototype's `emit` for 'request' events. Idempotent.
 */
export function installRequestPipeline(serverPrototype: object, options: PipelineOptions): void {
  const target = serverPrototype as Emitter;
  if (target[INSTALLED]) return;
  const next = target.emit;
  const log = options.log ?? ((line: string) => console.warn(line));
  target.emit = function emit(this: unknown, event, ...args) {
    // Node hands CONNECT to 'connect' listeners, and with none closes the socket without a word:
    // the first connection of each server adds one that answers 405.
    const server = this as EventEmitter;
    if (event === 'connection' && typeof server.on === 'function' && !connectAnswered.has(server)) {
      connectAnswered.add(server);
      server.on('connect', (request: IncomingMessage, socket: Duplex) => answerConnect(request, socket, log));
    }
    if (event !== 'request') return next.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];

    // 1. Front door.
    const origin = originFormTarget(request.url ?? '/', request.headers.host);
    if ('status' in origin) {
      refuse(request, response, origin, log);
      return true;
    }
    request.url = origin.target;
    const screened = screenRequest(request.method ?? '', request.url, {
      devServer: options.devServer ?? false,
      routerStateTree: request.headers['next-router-state-tree'],
    });
    if (screened?.status === 204) {
      answerOptions(request, response, screened);
      return true;
    }
    if (screened?.status === 308) {
      redirectPath(request, response, screened);
      return true;
    }
    if (screened) {
      refuse(request, response, screened, log);
      return true;
    }

    // 2. What the socket vouches for.
    stampSocketHeaders(request, options.trustedProxyHops);

    // 3. The page URL as the render reads it.
    const page = pageUrl(request.method ?? '', request.url ?? '/');
    if (page) request.url = page.url;

    // 4. Headers on the way out.
    finishOnWriteHead(response, page?.unread ?? '');

    // 5. Page store, then 6. Next.
    if (!options.pageCache) return next.call(this, event, ...args);
    let passed = true;
    const held = options.pageCache.handle(request, response, () => {
      passed = next.call(this, event, ...args);
    });
    return held || passed;
  };
  target[INSTALLED] = true;
}
