/**
 * The page store: an in-process store of whole page responses, in front of Next (the request
 * pipeline, src/server/http/request-pipeline.ts, hands it every screened request). Pages are
 * rendered per request because each carries a fresh CSP nonce and may vary by the visitor's
 * cookies; rendering is most of what a page view costs, and a campaign's visitors ask for the same
 * few pages.
 *
 * What it keeps: a 200 `text/html` answer to a GET of a page (not /api, framework assets, public
 * files, client-router requests, or Builder's editor and previews), under what the render reads of
 * the request, as src/domain/routing/page-reads.ts and page-cookies.ts declare it: the path, the
 * route's declared query parameters (the pipeline hands Next no others), the host and the origin the
 * front door vouches for, and the declared cookies read by the render's own parser. A request whose
 * declared cookies cannot be read one way (a name sent twice, a value that does not decode) is
 * rendered for its visitor and neither stored nor answered from a copy. A response that set a cookie,
 * or whose render said it is the visitor's own (render-note-registry.ts), is not kept. A page whose
 * render took from the visitor's search budget is shown again only to a visitor whose budget pays
 * the same (`pay`).
 *
 * What a view costs: a copy is compressed once, when stored, with slots for the nonce
 * (spliced-gzip.ts); each view writes a fresh nonce into the body and the Content-Security-Policy
 * header, adds an `Age` header, and sends gzip (or the page as it is to a client that takes no
 * gzip). No two responses share a nonce.
 *
 * A/B tests: a cookie-less visitor of a page under test is drawn a variation. The store draws the
 * number itself and hands it to the render (FRONT_DOOR_HEADERS.draw), so it knows which variation a
 * number means (drawVariationId, the render's own rule) and keeps one copy per variation: visitors
 * are split by the editor's shares whether their copy was stored or rendered.
 *
 * Load: at most `maxRenders` page renders run at once (more wait in a short queue) and at most
 * `rendersPerClient` per client; beyond that an uncached page is answered 503 with Retry-After,
 * while stored pages keep answering. A page asked for again while it renders waits for that render;
 * a copy past its period is still shown for `staleSeconds` while one visitor's request renders the
 * fresh one. Nobody waiting is sent to render on their own when a render is slow: they get the
 * stale copy or a 503.
 *
 * Freshness: copies expire after PAGE_CACHE_SECONDS; Builder's publish webhook drops at once the
 * copies of the content it names (`dropContent`, `dropPaths`).
 *
 * A page that is rendered to be kept is sent when complete rather than streamed (the render is
 * buffered to be stored): at most one visitor per page and period waits for the whole render.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { splitLocale } from '@/config/locales';
import { isPassThrough } from '@/domain/routing/resolve';
import { pageQuery } from '@/domain/routing/page-reads';
import { PAGE_COOKIES, readPageCookies } from '@/domain/routing/page-cookies';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { secureRandom } from '@/services/content/secure-random';
import { drawVariationId, testCookieName } from '@/services/content/variants';
import { closeRenderNotes, openRenderNotes, type PageCharge, type PageTestNote, type RenderNotes } from '@/services/http/render-note-registry';
import { createNonce } from '@/server/security/csp';
import { withoutRepeatedStyleText } from './flight-style-text';
import { buildSplicedGzip, gzipWithNonce, joinWith, type SplicedGzip } from './spliced-gzip';

/** Requests of Next's client router, server actions and credentials: answered per request, never stored. */
const UNCACHED_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'authorization'];

/** Visitors who wait for a page being rendered; more than this are treated as new renders (and capped). */
const WAITERS_PER_PAGE = 100;
/** How long visitors wait for another's render before they get the stale copy or a 503. */
const WAIT_MS = 10_000;
/** Renders waiting for a free slot; beyond this an uncached page is answered 503. */
const QUEUE_MOST = 64;
/** Prefetches waiting for a free slot; beyond this a prefetch is answered 503 (the link still works, unprefetched). */
const PREFETCH_QUEUE_MOST = 16;
/** How long a render waits for a free slot before its visitor is answered 503. */
const QUEUE_WAIT_MS = 8_000;
const BUSY_MESSAGE = 'The site is busy. Try again in a moment.';
/** The page a browser shows when its page could not be rendered now: no script, no resource, readable as it is. */
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Busy</title></head><body><main><h1>${BUSY_MESSAGE}</h1><p>This page will load if you reload it in a few seconds.</p></main></body></html>`;
/** At most one log line about 503 answers per this long. */
const LOG_EVERY_MS = 10_000;
/** Seconds a visitor answered 503 is asked to wait. */
const RETRY_AFTER_SECONDS = 2;
/**
 * A client refused more than this many times within REFUSAL_WINDOW_MS gets its next 503s only after
 * SLOW_REFUSAL_MS. A refusal costs the event loop about what a stored view does, and a client that
 * asks again the moment it is refused (50 connections of a flood: 800 refusals a second) would
 * take the loop from the renders and the stored views it protects; held, each of its connections
 * asks once a second. A browser's page load, refused a prefetch or two, is never held.
 */
const REFUSALS_BEFORE_SLOWING = 8;
const REFUSAL_WINDOW_MS = 1_000;
const SLOW_REFUSAL_MS = 1_000;
/** Bodies smaller than this are sent as they are (as Next's own compression does). */
const COMPRESS_FROM_BYTES = 1024;
/** Response headers that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set(['date', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'age']);

/** What the store makes of a request. */
export type PageCacheKey =
  | {
      readonly kind: 'page';
      /** The request's path, declared query, origin and declared cookies. */
      readonly base: string;
      /** The path without its query (what a publish of a URL drops). */
      readonly path: string;
      /** The visitor's declared cookies by name (to tell a valid A/B cookie from a missing or stale one). */
      readonly cookies: Readonly<Record<string, string>>;
    }
  /** A page rendered for this visitor only (client router, editor, ambiguous cookies): never stored, but a render. */
  | { readonly kind: 'render'; readonly why: string }
  /** Not a page (API routes, assets, other methods). */
  | { readonly kind: 'other' };

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * What the store makes of a request, and where a page is kept.
 *
 * @example
 * pageCacheKey('GET', '/dog-food?utm_source=x', { host: 'localhost:3000' }) // { kind: 'page', base: '["localhost:3000","","","","","/dog-food",[]]', … }
 * pageCacheKey('GET', '/api/health', {}) // { kind: 'other' }
 * pageCacheKey('GET', '/', { rsc: '1' }) // { kind: 'render', why: 'client router or credentials' }
 */
export function pageCacheKey(method: string, url: string, headers: IncomingHttpHeaders): PageCacheKey {
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'other' };
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (isPassThrough(path)) return { kind: 'other' };
  if (UNCACHED_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return { kind: 'render', why: 'client router or credentials' };
  const query = pageQuery(path, queryAt === -1 ? '' : url.slice(queryAt));
  if (query.editorOrRouter) return { kind: 'render', why: 'editor or router parameters' };
  const cookies = readPageCookies(headers.cookie === undefined ? null : header(headers, 'cookie'));
  if (cookies.ambiguous !== null) return { kind: 'render', why: cookies.ambiguous };
  const vary = Object.entries(cookies.values).sort(([a], [b]) => (a < b ? -1 : 1));
  const base = JSON.stringify([
    header(headers, 'host'),
    header(headers, FRONT_DOOR_HEADERS.proto),
    header(headers, FRONT_DOOR_HEADERS.localPort),
    header(headers, 'x-forwarded-host'),
    header(headers, 'x-forwarded-proto'),
    `${path}${query.search}`,
    vary,
  ]);
  return { kind: 'page', base, path, cookies: cookies.values };
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

/** The base key a stored copy's key was made from (the JSON of a base holds no raw newline). */
function baseOf(key: string): string {
  const cut = key.indexOf('\n');
  return cut === -1 ? key : key.slice(0, cut);
}

/** The nonce a Content-Security-Policy allows scripts by, if any. */
export function nonceOf(csp: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1] ?? null;
}

/** Whether a client with this Accept-Encoding takes `name` (its q is above 0, by name or by `*`). */
function acceptsEncoding(acceptEncoding: string | undefined, name: 'br' | 'gzip'): boolean {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
}

/** The encoding to send a render to a client with this Accept-Encoding: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

function compressible(contentType: string): boolean {
  return /^(?:text\/|application\/(?:json|javascript|xml|[a-z.+-]+\+(?:json|xml)))/i.test(contentType);
}

/**
 * Compresses a body for one response: the render that fills a copy (sent before the spliced copy
 * exists) and a copy whose spliced stream could not be built. Brotli at quality 3 makes a page
 * smaller than gzip at Next's level 6 does, in under half the time; gzip keeps Next's level.
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
  /** The body compressed once, with slots for the nonce; null when it has no nonce or cannot be spliced. */
  readonly gzip: SplicedGzip | null;
  readonly storedAt: number;
  readonly bytes: number;
  /** What each view costs the viewer's budgets (as the render cost its visitor). */
  readonly charges: readonly PageCharge[];
  /** The page's path (without query) and the Builder content its render showed: what a publish drops. */
  readonly path: string;
  readonly contents: readonly string[];
};

type Waiter = { readonly request: IncomingMessage; readonly response: ServerResponse; readonly pass: () => void; readonly client: string };

export type PageCacheOptions = {
  readonly ttlSeconds: number;
  /** How long past `ttlSeconds` a copy may be shown while a fresh one renders (0 by default). */
  readonly staleSeconds?: number;
  readonly maxBytes: number;
  /** Page renders at once (Infinity by default); more wait in a short queue. */
  readonly maxRenders?: number;
  /** Page renders one client may have running or queued (Infinity by default). */
  readonly rendersPerClient?: number;
  /** The client a request comes from, for `rendersPerClient` (one client for all by default). */
  readonly clientOf?: (request: IncomingMessage) => string;
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
   * Answers the request from a stored page, holds it for a page being rendered or a free render
   * slot, answers 503 when the caps are reached, or passes it on to Next (calling `pass`),
   * preparing to keep the answer when it may. Returns whether the store answered or held it.
   */
  handle(request: IncomingMessage, response: ServerResponse, pass: () => void): boolean;
  /** Drops every copy whose render showed one of these Builder content ids; returns how many. */
  dropContent(contentIds: readonly string[]): number;
  /** Drops every copy of these URL paths (without locale prefix: `/dog-food` drops it in every locale). */
  dropPaths(paths: readonly string[]): number;
  /** Drops every copy. */
  dropAll(): number;
  /** Pages stored now (for tests and the log). */
  readonly size: () => number;
  /** Page renders running and queued now (for tests and the log). */
  readonly renders: () => { readonly running: number; readonly queued: number };
};

/**
 * How the final answer is sent: the response's methods as they were before captureResponse took
 * them over (the request pipeline's own wrapper, which removes internal headers and keeps
 * redirects' queries, included).
 */
type ResponseMethods = {
  readonly writeHead: (statusCode: number) => void;
  readonly end: (chunk?: Buffer) => void;
};

function ownMethods(response: ServerResponse): ResponseMethods {
  const writeHead = response.writeHead.bind(response);
  const end = response.end.bind(response);
  return {
    writeHead: (statusCode) => void writeHead(statusCode),
    // An empty string ends a response without adding to its body, as end() does.
    end: (chunk) => void end(chunk ?? '', 'utf8'),
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

/** A rendered HTML page (of any status). */
function isPage(response: ServerResponse): boolean {
  return /^text\/html/i.test(headerText(response.getHeader('content-type')));
}

/** A render waiting for a slot: `start` runs it. */
type Queued = { readonly start: () => void };

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const random = options.random ?? secureRandom;
  const log = options.log ?? ((line: string) => console.warn(line));
  const ttlMs = options.ttlSeconds * 1000;
  const keepMs = ttlMs + (options.staleSeconds ?? 0) * 1000;
  const maxRenders = options.maxRenders ?? Number.POSITIVE_INFINITY;
  const perClient = options.rendersPerClient ?? Number.POSITIVE_INFINITY;
  const clientOf = options.clientOf ?? (() => '');
  const pages = new LRUCache<string, Stored>({ maxSize: options.maxBytes, sizeCalculation: (s) => Math.max(1, s.bytes), ttl: keepMs, ttlResolution: 0, perf: { now } });
  // Which A/B tests a page runs, by its base key (an empty list: none), as its last render said.
  const tests = new LRUCache<string, readonly PageTestNote[]>({ max: 10_000, ttl: keepMs, ttlResolution: 0, perf: { now } });
  const rendering = new Map<string, Waiter[]>();
  let running = 0;
  const queue: Queued[] = [];
  /** Renders running or queued, by client. */
  const byClient = new Map<string, number>();
  /** Refusals by client in the current window, to hold the answers of a client that asks again at once. */
  const refusals = new LRUCache<string, { readonly since: number; count: number }>({ max: 10_000 });

  const isFresh = (stored: Stored) => now() - stored.storedAt < ttlMs;

  // Refusals are counted and logged at most once per LOG_EVERY_MS: under a flood a line per
  // refusal would cost the event loop what the refusal saved.
  let refusedSinceLog = 0;
  let lastRefusalLog = Number.NEGATIVE_INFINITY;
  function noteRefusal(url: string, why: string): void {
    refusedSinceLog += 1;
    if (now() - lastRefusalLog < LOG_EVERY_MS) return;
    log(`[page-cache] 503 ${url.slice(0, 200)}: ${why}${refusedSinceLog > 1 ? ` (${refusedSinceLog} pages answered 503 since the last such line)` : ''}`);
    refusedSinceLog = 0;
    lastRefusalLog = now();
  }

  /**
   * Answers 503: the server renders what it can; stored pages still answer. A browser's page load
   * gets a short page that says so, a script a JSON message, and the client router's requests an
   * empty body: Next does not read the body of a failed prefetch, and Chromium counts a response
   * whose body was never read as still loading, so the page would never be idle.
   */
  function unavailable(request: IncomingMessage, response: ServerResponse, why: string, client: string): void {
    if (response.headersSent || response.destroyed) return;
    noteRefusal(request.url ?? '', why);
    const at = now();
    let recent = refusals.get(client);
    if (recent === undefined || at - recent.since >= REFUSAL_WINDOW_MS) {
      recent = { since: at, count: 0 };
      refusals.set(client, recent);
    }
    recent.count += 1;
    if (recent.count <= REFUSALS_BEFORE_SLOWING) {
      answerBusy(request, response);
      return;
    }
    const held = setTimeout(() => answerBusy(request, response), SLOW_REFUSAL_MS);
    response.once('close', () => clearTimeout(held));
  }

  function answerBusy(request: IncomingMessage, response: ServerResponse): void {
    if (response.headersSent || response.destroyed) return;
    const router = request.headers.rsc !== undefined;
    const page = !router && /text\/html/i.test(header(request.headers, 'accept'));
    const body = router ? Buffer.alloc(0) : page ? Buffer.from(BUSY_PAGE) : Buffer.from(JSON.stringify({ error: BUSY_MESSAGE }));
    response.setHeader('content-type', page ? 'text/html; charset=utf-8' : 'application/json');
    response.setHeader('cache-control', 'no-store');
    response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    response.setHeader('content-length', String(body.length));
    const send = ownMethods(response);
    send.writeHead(503);
    send.end(request.method === 'HEAD' ? undefined : body);
    request.resume();
  }

  function countClient(client: string, delta: number): void {
    const count = (byClient.get(client) ?? 0) + delta;
    if (count <= 0) byClient.delete(client);
    else byClient.set(client, count);
  }

  function startNext(): void {
    while (running < maxRenders && queue.length > 0) {
      const next = queue.shift();
      if (next === undefined) return;
      running += 1;
      next.start();
    }
  }

  /**
   * Runs `render` within the caps, now or when a slot frees, or answers 503 (`onRefused` instead,
   * when given) when the client or the server has no slot; `onGone` runs when the visitor leaves
   * before it started. A render's slot is freed when its response closes. Returns whether the
   * render started now.
   */
  function admit(request: IncomingMessage, response: ServerResponse, client: string, render: () => void, onRefused?: () => void, onGone?: () => void): boolean {
    const refuse = (why: string) => (onRefused ? onRefused() : unavailable(request, response, why, client));
    // A page load asks for a prefetch of each link in view at once: prefetches have a client cap
    // of their own (twice the pages'), so a visitor's prefetches never hold back their next page,
    // and they are the first to be refused when renders queue.
    const prefetch = request.headers['next-router-prefetch'] !== undefined;
    const slot = prefetch ? `${client}\u0000prefetch` : client;
    const clientMost = prefetch ? perClient * 2 : perClient;
    if ((byClient.get(slot) ?? 0) >= clientMost) {
      refuse(`client has ${clientMost} ${prefetch ? 'prefetch' : 'page'} renders under way`);
      return false;
    }
    if (running >= maxRenders && queue.length >= (prefetch ? PREFETCH_QUEUE_MOST : QUEUE_MOST)) {
      refuse(`${queue.length} renders already wait`);
      return false;
    }
    countClient(slot, 1);
    let started = false;
    let over = false;
    const timer: { waitLimit?: NodeJS.Timeout } = {};
    const leaveQueue = () => {
      clearTimeout(timer.waitLimit);
      const at = queue.indexOf(queued);
      if (at !== -1) queue.splice(at, 1);
    };
    const queued: Queued = {
      start: () => {
        clearTimeout(timer.waitLimit);
        started = true;
        render();
      },
    };
    response.once('close', () => {
      if (over) return;
      over = true;
      countClient(slot, -1);
      if (started) {
        running -= 1;
        startNext();
      } else {
        leaveQueue();
        onGone?.();
      }
    });
    if (running < maxRenders) {
      running += 1;
      queued.start();
      return true;
    }
    queue.push(queued);
    timer.waitLimit = setTimeout(() => {
      if (started || over) return;
      over = true;
      leaveQueue();
      countClient(slot, -1);
      refuse(`waited ${QUEUE_WAIT_MS / 1000} s for a render slot`);
    }, QUEUE_WAIT_MS);
    timer.waitLimit.unref();
    return false;
  }

  /** Sends a stored page with a fresh nonce, compressed as the client accepts. */
  function serve(stored: Stored, request: IncomingMessage, response: ServerResponse): void {
    const fresh = stored.nonce === null ? null : createNonce();
    const nonce = fresh !== null && fresh.length === stored.nonce?.length ? Buffer.from(fresh) : null;
    for (const [name, value] of stored.headers) {
      response.setHeader(name, name === 'content-security-policy' && stored.nonce !== null && fresh !== null ? headerText(value).split(stored.nonce).join(fresh) : value);
    }
    response.setHeader('age', String(Math.max(0, Math.floor((now() - stored.storedAt) / 1000))));
    // A stored copy is sent gzipped to every client that takes gzip (see spliced-gzip.ts for why not
    // brotli); one whose nonce could not be spliced is gzipped per view.
    const acceptEncoding = header(request.headers, 'accept-encoding');
    if (stored.gzip !== null && nonce !== null && acceptsEncoding(acceptEncoding, 'gzip')) {
      const body = gzipWithNonce(stored.gzip, stored.parts, nonce);
      response.setHeader('content-encoding', 'gzip');
      addVary(response);
      response.removeHeader('transfer-encoding');
      response.setHeader('content-length', String(body.length));
        const send = ownMethods(response);
      send.writeHead(stored.status);
      send.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const body = fresh === null ? (stored.parts[0] ?? Buffer.alloc(0)) : joinWith(stored.parts, Buffer.from(fresh));
    sendBody(response, request, stored.status, body, ownMethods(response), acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : acceptEncoding);
  }

  function addVary(response: ServerResponse): void {
    const vary = headerText(response.getHeader('vary'));
    if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
  }

  function sendBody(response: ServerResponse, request: IncomingMessage, status: number, body: Buffer, send: ResponseMethods, acceptEncoding = request.headers['accept-encoding']): void {
    let payload = body;
    const encoding = chooseEncoding(header({ 'accept-encoding': acceptEncoding }, 'accept-encoding'));
    if (encoding !== null && body.length >= COMPRESS_FROM_BYTES && compressible(headerText(response.getHeader('content-type')))) {
      payload = encode(body, encoding);
      response.setHeader('content-encoding', encoding);
      addVary(response);
    }
    response.removeHeader('transfer-encoding');
    response.setHeader('content-length', String(payload.length));
    send.writeHead(status);
    send.end(request.method === 'HEAD' ? undefined : payload);
  }

  /** Whether this complete answer may be shown to others, and why not. */
  function refusal(response: ServerResponse, notes: RenderNotes | undefined): string | null {
    if (response.statusCode !== 200) return `status ${response.statusCode}`;
    if (!isPage(response)) return 'not a page';
    if (response.getHeader('set-cookie') !== undefined) return 'sets a cookie';
    if (notes === undefined) return 'no render notes';
    return notes.personal;
  }

  function store(key: string, path: string, body: Buffer, response: ServerResponse, notes: RenderNotes): Stored {
    const headers = Object.entries(response.getHeaders())
      .filter((entry): entry is [string, OutgoingHttpHeader] => entry[1] !== undefined && !TRANSFER_HEADERS.has(entry[0]))
      .map(([name, value]) => [name, value] as const);
    const nonce = nonceOf(headerText(response.getHeader('content-security-policy')));
    const parts = nonce === null ? [body] : splitBytes(body, Buffer.from(nonce));
    const spliced = nonce !== null && body.length >= COMPRESS_FROM_BYTES && compressible(headerText(response.getHeader('content-type')));
    const gzip = spliced ? buildSplicedGzip(parts, nonce.length) : null;
    if (spliced && gzip === null) log(`[page-cache] ${path.slice(0, 200)} is compressed per view: its nonce could not be spliced into one stream`);
    const stored: Stored = { status: 200, headers, parts, nonce, gzip, storedAt: now(), bytes: body.length, charges: notes.charges, path, contents: [...new Set(notes.contents)] };
    pages.set(key, stored);
    return stored;
  }

  function release(lookupKey: string, stored: Stored | null, timedOut: boolean): void {
    const waiters = rendering.get(lookupKey) ?? [];
    rendering.delete(lookupKey);
    for (const waiter of waiters) {
      if (waiter.response.destroyed) continue;
      const paid = stored !== null && (stored.charges.length === 0 || (options.pay?.(waiter.request, stored.charges) ?? false));
      if (stored && paid) serve(stored, waiter.request, waiter.response);
      // A slow render: the waiters are not sent to render the same page on their own.
      else if (timedOut) unavailable(waiter.request, waiter.response, 'the page is still rendering', waiter.client);
      // The page may not be kept (it is each visitor's own): each renders for themselves, within the caps.
      else admit(waiter.request, waiter.response, waiter.client, waiter.pass);
    }
  }

  function fill(request: IncomingMessage, response: ServerResponse, key: Extract<PageCacheKey, { kind: 'page' }>, lookupKey: string, draw: number): void {
    const id = randomUUID();
    openRenderNotes(id);
    const acceptEncoding = request.headers['accept-encoding'];
    // Next compresses what it sends when the client accepts it; the cache needs the page itself.
    delete request.headers['accept-encoding'];
    request.headers[FRONT_DOOR_HEADERS.fill] = id;
    request.headers[FRONT_DOOR_HEADERS.draw] = String(draw);
    // A render that hangs must not hold the visitors waiting on it.
    const waitLimit = setTimeout(() => release(lookupKey, null, true), WAIT_MS);
    waitLimit.unref();
    captureResponse(response, (rendered, send) => {
      clearTimeout(waitLimit);
      const notes = closeRenderNotes(id);
      if (rendered === null) {
        release(lookupKey, null, false);
        return;
      }
      let stored: Stored | null = null;
      try {
        // The whole page is here: its stylesheets' text need not travel a second time in its payload.
        const body = isPage(response) ? withoutRepeatedStyleText(rendered) : rendered;
        const why = refusal(response, notes);
        if (why === null && notes !== undefined) {
          tests.set(key.base, notes.tests);
          const drawn = notes.tests.filter((test) => notes.drawn[test.contentId] !== undefined).map((test) => [test.contentId, notes.drawn[test.contentId] ?? ''] as const);
          const storeKey = withDraws(key.base, drawn);
          const kept = store(storeKey, key.path, body, response, notes);
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
        release(lookupKey, stored, false);
      }
    });
  }

  function drop(test: (stored: Stored) => boolean): number {
    pages.purgeStale();
    let dropped = 0;
    for (const [key, stored] of pages.entries()) {
      if (!test(stored)) continue;
      pages.delete(key);
      // The published content may have changed that page's A/B tests; other pages' tests stand, so
      // their visitors keep finding their variation's copy.
      tests.delete(baseOf(key));
      dropped += 1;
    }
    return dropped;
  }

  return {
    handle(request, response, pass) {
      const key = pageCacheKey(request.method ?? '', request.url ?? '/', request.headers);
      if (key.kind === 'other') {
        pass();
        return false;
      }
      const client = clientOf(request);
      if (key.kind === 'render') return !admit(request, response, client, pass);
      const draw = random();
      const known = tests.get(key.base);
      const lookupKey = known === undefined ? key.base : withDraws(key.base, drawsFor(known, key.cookies, draw));
      const stored = pages.get(lookupKey);
      if (stored && stored.charges.length > 0 && !(options.pay?.(request, stored.charges) ?? false)) {
        return !admit(request, response, client, pass);
      }
      if (stored && isFresh(stored)) {
        serve(stored, request, response);
        return true;
      }
      if (request.method === 'HEAD') {
        if (!stored) return !admit(request, response, client, pass);
        serve(stored, request, response);
        return true;
      }
      const waiters = rendering.get(lookupKey);
      if (waiters !== undefined) {
        // Someone renders this page now: show the expired copy, or wait for theirs.
        if (stored) {
          serve(stored, request, response);
          return true;
        }
        if (waiters.length < WAITERS_PER_PAGE) {
          waiters.push({ request, response, pass, client });
          return true;
        }
        return !admit(request, response, client, pass);
      }
      // With every render slot taken, the expired copy now is better than a wait in the queue; the
      // next visitor who finds a slot free renders its replacement.
      if (stored && running >= maxRenders) {
        serve(stored, request, response);
        return true;
      }
      // This visitor renders the page (fresh, or to replace the expired copy); with no render slot
      // for this client, the expired copy is better than a 503.
      rendering.set(lookupKey, []);
      const started = admit(
        request,
        response,
        client,
        () => {
          fill(request, response, key, lookupKey, draw);
          pass();
        },
        () => {
          if (stored) serve(stored, request, response);
          else unavailable(request, response, 'no render slot', client);
          release(lookupKey, null, true);
        },
        () => release(lookupKey, null, false),
      );
      return !started;
    },
    dropContent: (contentIds) => drop((stored) => stored.contents.some((id) => contentIds.includes(id))),
    dropPaths: (paths) => drop((stored) => paths.includes(splitLocale(stored.path).path)),
    dropAll: () => drop(() => true),
    size: () => {
      pages.purgeStale();
      return pages.size;
    },
    renders: () => ({ running, queued: queue.length }),
  };
}

/** The declared cookies pages vary by, for the lint test that every cookie a render reads is declared. */
export const PAGE_VARY_COOKIES: readonly string[] = Object.values(PAGE_COOKIES).map((cookie) => cookie.name);
