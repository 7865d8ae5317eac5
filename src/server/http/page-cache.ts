/**
 * A short-lived, in-process cache of whole page responses, in front of Next (the front door calls
 * it for every screened request). Pages are rendered per request because each carries a fresh CSP
 * nonce and may vary by the visitor's cookies; rendering is most of what a page view costs (about
 * seven times a bare dynamic Next render), and a campaign's visitors ask for the same few pages.
 *
 * What it keeps: a 200 `text/html` answer to a GET of a page (not /api, framework assets, public
 * files, client-router requests, or Builder's editor and previews), stored under everything the
 * render reads of the request: the URL, the host and the origin the front door vouches for, and
 * the cookies pages read (PAGE_VARY_COOKIES and the A/B test cookies). A response that set a
 * cookie, or whose render said it is the visitor's own (render-note-registry.ts), is not kept. A
 * page whose render took from the visitor's search budget is shown again only to a visitor whose
 * budget pays the same (`pay`).
 *
 * What it changes on the way out: every copy gets its own nonce (the stored one is replaced in the
 * body and the Content-Security-Policy header), so no two responses share one; an `Age` header;
 * compression (gzip, or brotli when accepted) of the stored identity body.
 *
 * A/B tests: a cookie-less visitor of a page under test is drawn a variation. The cache draws the
 * number itself and hands it to the render (FRONT_DOOR_HEADERS.draw), so it knows which variation a
 * number means (drawVariationId, the render's own rule) and keeps one copy per variation: visitors
 * are split by the editor's shares whether their copy was stored or rendered.
 *
 * A page asked for again while it renders waits for that render (up to WAITERS_PER_PAGE visitors)
 * rather than rendering once per visitor. Copies expire after PAGE_CACHE_SECONDS: content a
 * editor publishes, or a scheduled page that starts, shows at most that much later.
 *
 * A page that is rendered to be kept is sent when complete rather than streamed (the render is
 * buffered to be stored): at most one visitor per page and period waits for the whole render.
 */
import { randomUUID } from 'node:crypto';
import { ServerResponse, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeader } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import { PAGE_BUILDER } from '@/config/constants';
import { isPassThrough } from '@/domain/routing/resolve';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { ATTRIBUTES_COOKIE } from '@/services/content/targeting';
import { secureRandom } from '@/services/content/secure-random';
import { drawVariationId, testCookieName } from '@/services/content/variants';
import { closeRenderNotes, openRenderNotes, type PageCharge, type PageTestNote, type RenderNotes } from '@/services/http/render-note-registry';
import { DISMISSED_COOKIE } from '@/blocks/announcement-bar/dismissal';
import { FLOATING_VIDEO_DISMISSED_COOKIE } from '@/features/video/floating-video-dismissal';
import { createNonce } from '@/server/security/csp';

/** Cookies a page render reads by name (besides the A/B test cookies): a stored page varies by them. */
export const PAGE_VARY_COOKIES: readonly string[] = [ATTRIBUTES_COOKIE, DISMISSED_COOKIE, FLOATING_VIDEO_DISMISSED_COOKIE];

/** Requests of Next's client router, server actions and credentials: answered per request, never stored. */
const UNCACHED_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'authorization'];

/** Visitors who wait for a page being rendered; more than this render on their own. */
const WAITERS_PER_PAGE = 100;
/** How long visitors wait for another's render before they are rendered for on their own. */
const WAIT_MS = 10_000;
/** More test cookies than this is not a real visitor (load-content-page reads no more either). */
const MAX_TEST_COOKIES = 50;
/** Bodies smaller than this are sent as they are (as Next's own compression does). */
const COMPRESS_FROM_BYTES = 1024;
/** Response headers that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set(['date', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'age']);

/** Where a request's page is kept: null when it is not a page request the cache may answer. */
export type PageCacheKey = {
  /** The request's URL, origin and page cookies. */
  readonly base: string;
  /** The visitor's cookies by name (to tell a valid A/B cookie from a missing or stale one). */
  readonly cookies: Readonly<Record<string, string | undefined>>;
};

function isEditorOrRouterParam(name: string): boolean {
  return name === '_rsc' || name.startsWith('builder.') || name.startsWith('__builder');
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * The key of a request's page, or null when the request is not one the cache answers.
 *
 * @example
 * pageCacheKey('GET', '/dog-food', { host: 'localhost:3000' })?.base // '["localhost:3000","","","","","/dog-food",[]]'
 * pageCacheKey('GET', '/api/health', {}) // null
 * pageCacheKey('GET', '/', { rsc: '1' }) // null: the client router's request
 */
export function pageCacheKey(method: string, url: string, headers: IncomingHttpHeaders): PageCacheKey | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (isPassThrough(path)) return null;
  if (UNCACHED_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (queryAt !== -1 && [...new URLSearchParams(url.slice(queryAt + 1)).keys()].some(isEditorOrRouterParam)) return null;
  const cookies = headers.cookie === undefined ? {} : parseCookie(header(headers, 'cookie'));
  const testCookies = Object.keys(cookies)
    .filter((name) => name.startsWith(PAGE_BUILDER.testsCookiePrefix))
    .sort()
    .slice(0, MAX_TEST_COOKIES);
  const vary = [...PAGE_VARY_COOKIES, ...testCookies].filter((name) => cookies[name] !== undefined).map((name) => [name, cookies[name]]);
  const base = JSON.stringify([
    header(headers, 'host'),
    header(headers, FRONT_DOOR_HEADERS.proto),
    header(headers, FRONT_DOOR_HEADERS.localPort),
    header(headers, 'x-forwarded-host'),
    header(headers, 'x-forwarded-proto'),
    url,
    vary,
  ]);
  return { base, cookies };
}

/**
 * The draws a render makes for this visitor with `draw`: for each test whose cookie is missing or
 * names no current variation, [content id, drawn variation id], in the tests' order.
 */
export function drawsFor(tests: readonly PageTestNote[], cookies: Readonly<Record<string, string | undefined>>, draw: number): [string, string][] {
  const draws: [string, string][] = [];
  for (const test of tests) {
    const cookie = cookies[testCookieName(test.contentId)];
    if (cookie !== undefined && test.shares.some((share) => share.id === cookie)) continue;
    draws.push([test.contentId, drawVariationId(test.shares, test.contentId, () => draw)]);
  }
  return draws;
}

function withDraws(base: string, draws: readonly (readonly [string, string])[]): string {
  return draws.length === 0 ? base : `${base}\n${JSON.stringify(draws)}`;
}

/** The nonce a Content-Security-Policy allows scripts by, if any. */
export function nonceOf(csp: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1] ?? null;
}

/** The encoding to send to a client with this Accept-Encoding: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

function compressible(contentType: string): boolean {
  return /^(?:text\/|application\/(?:json|javascript|xml|[a-z.+-]+\+(?:json|xml)))/i.test(contentType);
}

/**
 * Compresses a page for one response (each carries its own nonce, so no compressed copy can be
 * kept). Brotli at quality 3 makes a page smaller than gzip at Next's level 6 does, in under half
 * the time (the home page: 16.7 kB in 0.38 ms against 17.5 kB in 0.87 ms on this machine); gzip
 * keeps Next's level, so a client without brotli gets the bytes it got before.
 */
function encode(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipSync(body, { level: 6 });
}

/**
 * `body` cut at every occurrence of `separator`. A nonce is ASCII (base64), and no byte of a UTF-8
 * multi-byte character is ASCII, so this cuts exactly where splitting the decoded text would.
 */
function splitBytes(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator, start); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** The parts joined with `separator` between each two. */
function joinBytes(parts: readonly Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(separator);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

type Stored = {
  readonly status: number;
  readonly headers: readonly (readonly [string, OutgoingHttpHeader])[];
  /**
   * The body's bytes split at the stored nonce, to be joined with a fresh one. Kept as bytes, not
   * text: joining buffers costs a copy (0.06 ms for the home page's 256 kB), joining text and
   * encoding it again costs seven times that, on every view.
   */
  readonly parts: readonly Buffer[];
  readonly nonce: string | null;
  readonly storedAt: number;
  readonly bytes: number;
  /** What each view costs the viewer's budgets (as the render cost its visitor). */
  readonly charges: readonly PageCharge[];
};

type Waiter = { readonly request: IncomingMessage; readonly response: ServerResponse; readonly pass: () => void };

export type PageCacheOptions = {
  readonly ttlSeconds: number;
  readonly maxBytes: number;
  readonly now?: () => number;
  /** A number in [0, 1) for each A/B draw (the OS generator by default: visitors must not predict their bucket). */
  readonly random?: () => number;
  readonly log?: (line: string) => void;
  /**
   * Takes a stored page's charges from the budgets of the visitor about to view it; false when
   * they cannot pay, and the request goes to Next (which renders what a spent budget gets). Without
   * it, pages that cost a budget are never answered from the cache.
   */
  readonly pay?: (request: IncomingMessage, charges: readonly PageCharge[]) => boolean;
};

export type PageCache = {
  /**
   * Answers the request from a stored page, holds it for a page being rendered, or passes it on to
   * Next (calling `pass`), preparing to keep the answer when it may. Returns whether the request
   * was answered or held.
   */
  handle(request: IncomingMessage, response: ServerResponse, pass: () => void): boolean;
  /** Pages stored now (for tests and the log). */
  readonly size: () => number;
};

/** How the final answer is sent: Node's own methods, past anything that wrapped the instance's. */
type ResponseMethods = {
  readonly writeHead: (statusCode: number) => void;
  readonly end: (chunk?: Buffer) => void;
};

function ownMethods(response: ServerResponse): ResponseMethods {
  return {
    writeHead: (statusCode) => void ServerResponse.prototype.writeHead.call(response, statusCode),
    // An empty string ends a response without adding to its body, as end() does.
    end: (chunk) => void ServerResponse.prototype.end.call(response, chunk ?? '', 'utf8'),
  };
}

/** Applies writeHead's arguments (status, optional message, optional headers) to the response. */
function applyWriteHead(response: ServerResponse, statusCode: number, rest: readonly unknown[]): void {
  response.statusCode = statusCode;
  let headers: unknown = rest[0];
  if (typeof rest[0] === 'string') {
    response.statusMessage = rest[0];
    headers = rest[1];
  }
  if (Array.isArray(headers)) {
    // Either [name, value, name, value, …] or [[name, value], …].
    if (headers.every((item) => Array.isArray(item))) for (const [name, value] of headers as [string, OutgoingHttpHeader][]) response.setHeader(name, value);
    else for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1] as OutgoingHttpHeader);
  } else if (typeof headers === 'object' && headers !== null) {
    for (const [name, value] of Object.entries(headers as Record<string, OutgoingHttpHeader | undefined>)) if (value !== undefined) response.setHeader(name, value);
  }
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Holds back everything Next writes to `response` and hands it to `done` once Next ends it, with
 * the response's own methods to send the final answer by; null when the client went away first.
 */
function captureResponse(response: ServerResponse, done: (body: Buffer | null, send: ResponseMethods) => void): void {
  const send = ownMethods(response);
  const chunks: Buffer[] = [];
  let finished = false;
  const finish = (body: Buffer | null) => {
    if (finished) return;
    finished = true;
    done(body, send);
  };
  const callbackOf = (args: readonly unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');
  response.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    applyWriteHead(response, statusCode, rest);
    return response;
  };
  response.flushHeaders = () => undefined;
  response.write = function write(chunk: unknown, ...rest: unknown[]) {
    chunks.push(toBuffer(chunk, rest[0]));
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];
  response.end = function end(chunk?: unknown, ...rest: unknown[]) {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
    const callback = callbackOf([chunk, ...rest]);
    finish(Buffer.concat(chunks));
    if (callback) process.nextTick(callback);
    return response;
  } as ServerResponse['end'];
  response.once('close', () => finish(null));
}

/** The header value as one string (Set-Cookie and other lists joined), for inspection. */
function headerText(value: OutgoingHttpHeader | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const random = options.random ?? secureRandom;
  const log = options.log ?? ((line: string) => console.warn(line));
  const pages = new LRUCache<string, Stored>({ maxSize: options.maxBytes, sizeCalculation: (s) => Math.max(1, s.bytes), ttl: options.ttlSeconds * 1000, ttlResolution: 0, perf: { now } });
  // Which A/B tests a page runs, by its base key (an empty list: none), as its last render said.
  const tests = new LRUCache<string, readonly PageTestNote[]>({ max: 10_000, ttl: options.ttlSeconds * 1000, ttlResolution: 0, perf: { now } });
  const rendering = new Map<string, Waiter[]>();

  /** Sends a stored page with a fresh nonce, compressed as the client accepts. */
  function serve(stored: Stored, request: IncomingMessage, response: ServerResponse): void {
    const nonce = stored.nonce === null ? null : createNonce();
    const body = nonce === null ? (stored.parts[0] ?? Buffer.alloc(0)) : joinBytes(stored.parts, Buffer.from(nonce));
    for (const [name, value] of stored.headers) {
      response.setHeader(name, name === 'content-security-policy' && stored.nonce !== null && nonce !== null ? headerText(value).split(stored.nonce).join(nonce) : value);
    }
    response.setHeader('age', String(Math.max(0, Math.floor((now() - stored.storedAt) / 1000))));
    sendBody(response, request, stored.status, body, ownMethods(response));
  }

  function sendBody(response: ServerResponse, request: IncomingMessage, status: number, body: Buffer, send: ResponseMethods, acceptEncoding = request.headers['accept-encoding']): void {
    let payload = body;
    const encoding = chooseEncoding(header({ 'accept-encoding': acceptEncoding }, 'accept-encoding'));
    if (encoding !== null && body.length >= COMPRESS_FROM_BYTES && compressible(headerText(response.getHeader('content-type')))) {
      payload = encode(body, encoding);
      response.setHeader('content-encoding', encoding);
      const vary = headerText(response.getHeader('vary'));
      if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
    }
    response.removeHeader('transfer-encoding');
    response.setHeader('content-length', String(payload.length));
    send.writeHead(status);
    send.end(request.method === 'HEAD' ? undefined : payload);
  }

  /** Whether this complete answer may be shown to others, and why not. */
  function refusal(response: ServerResponse, notes: RenderNotes | undefined): string | null {
    if (response.statusCode !== 200) return `status ${response.statusCode}`;
    if (!/^text\/html/i.test(headerText(response.getHeader('content-type')))) return 'not a page';
    if (response.getHeader('set-cookie') !== undefined) return 'sets a cookie';
    if (notes === undefined) return 'no render notes';
    return notes.personal;
  }

  function store(key: string, body: Buffer, response: ServerResponse, charges: readonly PageCharge[]): Stored {
    const headers = Object.entries(response.getHeaders())
      .filter((entry): entry is [string, OutgoingHttpHeader] => entry[1] !== undefined && !TRANSFER_HEADERS.has(entry[0]))
      .map(([name, value]) => [name, value] as const);
    const nonce = nonceOf(headerText(response.getHeader('content-security-policy')));
    const stored: Stored = { status: 200, headers, parts: nonce === null ? [body] : splitBytes(body, Buffer.from(nonce)), nonce, storedAt: now(), bytes: body.length, charges };
    pages.set(key, stored);
    return stored;
  }

  function release(lookupKey: string, stored: Stored | null): void {
    const waiters = rendering.get(lookupKey) ?? [];
    rendering.delete(lookupKey);
    for (const waiter of waiters) {
      const paid = stored !== null && (stored.charges.length === 0 || (options.pay?.(waiter.request, stored.charges) ?? false));
      if (stored && paid && !waiter.response.destroyed) serve(stored, waiter.request, waiter.response);
      else waiter.pass();
    }
  }

  function fill(request: IncomingMessage, response: ServerResponse, key: PageCacheKey, lookupKey: string, draw: number): void {
    const id = randomUUID();
    openRenderNotes(id);
    const acceptEncoding = request.headers['accept-encoding'];
    // Next compresses what it sends when the client accepts it; the cache needs the page itself.
    delete request.headers['accept-encoding'];
    request.headers[FRONT_DOOR_HEADERS.fill] = id;
    request.headers[FRONT_DOOR_HEADERS.draw] = String(draw);
    rendering.set(lookupKey, []);
    // A render that hangs must not hold the visitors waiting on it.
    const waitLimit = setTimeout(() => release(lookupKey, null), WAIT_MS);
    waitLimit.unref();
    captureResponse(response, (body, send) => {
      clearTimeout(waitLimit);
      const notes = closeRenderNotes(id);
      if (body === null) {
        release(lookupKey, null);
        return;
      }
      let stored: Stored | null = null;
      try {
        const why = refusal(response, notes);
        if (why === null && notes !== undefined) {
          tests.set(key.base, notes.tests);
          const drawn = notes.tests.filter((test) => notes.drawn[test.contentId] !== undefined).map((test) => [test.contentId, notes.drawn[test.contentId] ?? ''] as const);
          const storeKey = withDraws(key.base, drawn);
          const kept = store(storeKey, body, response, notes.charges);
          if (storeKey === lookupKey) stored = kept;
        }
        sendBody(response, request, response.statusCode, body, send, acceptEncoding);
      } catch (error) {
        log(`[page-cache] could not send ${request.url?.slice(0, 200) ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) {
          response.statusCode = 500;
          send.end();
        }
      } finally {
        release(lookupKey, stored);
      }
    });
  }

  return {
    handle(request, response, pass) {
      const key = pageCacheKey(request.method ?? '', request.url ?? '/', request.headers);
      if (key === null) {
        pass();
        return false;
      }
      const draw = random();
      const known = tests.get(key.base);
      const lookupKey = known === undefined ? key.base : withDraws(key.base, drawsFor(known, key.cookies, draw));
      const stored = pages.get(lookupKey);
      if (stored && stored.charges.length > 0 && !(options.pay?.(request, stored.charges) ?? false)) {
        pass();
        return false;
      }
      if (stored) {
        serve(stored, request, response);
        return true;
      }
      if (request.method === 'HEAD') {
        pass();
        return false;
      }
      const waiters = rendering.get(lookupKey);
      if (waiters !== undefined) {
        if (waiters.length < WAITERS_PER_PAGE) {
          waiters.push({ request, response, pass });
          return true;
        }
        pass();
        return false;
      }
      fill(request, response, key, lookupKey, draw);
      pass();
      return false;
    },
    size: () => pages.size,
  };
}
