import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { chooseEncoding, createPageCache, drawsFor, nonceOf, pageCacheKey, PAGE_VARY_COOKIES, type PageCache, type PageCacheOptions } from '@/server/http/page-cache';
import { installRequestPipeline } from '@/server/http/request-pipeline';
import { renderNotesRegistry, type RenderNotes } from '@/services/http/render-note-registry';
import { drawVariationId } from '@/services/content/variants';

/** A stand-in for Next: a page with a nonce in its CSP and body, and whatever the test says it notes. */
type Render = {
  status?: number;
  setCookie?: string;
  personal?: string;
  /** An A/B test the page runs: the render draws with the cache's number, as the content service does. */
  test?: { contentId: string; shares: { id: string; share: number }[] };
  /** Bytes the render takes from the visitor's search budget. */
  charge?: number;
  /** Resolves when the render may finish (to hold renders open). */
  gate?: Promise<void>;
  /** Builder content ids the render notes it showed. */
  contents?: string[];
  /** Answer a redirect to this Location instead of a page. */
  redirect?: string;
  /** Internal headers Next adds to a rewritten page. */
  rewriteHeader?: boolean;
};

class CacheServer extends http.Server {}

let render: Render = {};
let renders = 0;
/** The URL each render was handed. */
let renderedUrls: string[] = [];
let clock = 0;
let draws: number[] = [];
let cache: PageCache;
let pay: ((charges: readonly { cost: number }[]) => boolean) | undefined;
let server: CacheServer;
let origin = '';

function cookieOf(request: IncomingMessage, name: string): string | undefined {
  const match = new RegExp(`(?:^|; )${name.replace(/\./g, '\\.')}=([^;]*)`).exec(request.headers.cookie ?? '');
  return match?.[1];
}

async function nextStandIn(request: IncomingMessage, response: ServerResponse): Promise<void> {
  renders += 1;
  renderedUrls.push(request.url ?? '');
  const nonce = `n${renders}x${Math.random().toString(36).slice(2)}`;
  const fill = request.headers[FRONT_DOOR_HEADERS.fill];
  const notes: RenderNotes | undefined = typeof fill === 'string' ? renderNotesRegistry().get(fill) : undefined;
  let variation = '';
  if (render.test) {
    const { contentId, shares } = render.test;
    notes?.tests.push(render.test);
    const cookie = cookieOf(request, `builder.tests.${contentId}`);
    if (cookie !== undefined && shares.some((s) => s.id === cookie)) variation = cookie;
    else {
      const draw = Number(request.headers[FRONT_DOOR_HEADERS.draw] ?? Math.random());
      variation = drawVariationId(shares, contentId, () => draw);
      if (notes) notes.drawn[contentId] = variation;
    }
  }
  if (render.personal !== undefined && notes) notes.personal = render.personal;
  if (render.charge !== undefined) notes?.charges.push({ budget: 'search', cost: render.charge });
  for (const id of render.contents ?? []) notes?.contents.push(id);
  await render.gate;
  if (render.redirect !== undefined) {
    response.statusCode = 308;
    response.setHeader('location', render.redirect);
    response.end();
    return;
  }
  if (render.rewriteHeader) response.setHeader('x-middleware-rewrite', `/main/en-us${request.url ?? ''}`);
  response.statusCode = render.status ?? 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  if (render.setCookie) response.setHeader('set-cookie', render.setCookie);
  response.write(`<html><head><script nonce="${nonce}">1</script></head><body>`);
  response.write(`<p>variation:${variation};accept:${request.headers['accept-encoding'] ?? ''};${'x'.repeat(2000)}</p>`);
  // Text of several bytes per character right against a nonce: the stored copy is cut in bytes.
  response.end(`<p>Pâté — 🐶</p><script nonce="${nonce}">self.n=${JSON.stringify(nonce)}</script><p>crème</p></body></html>`);
}

function newCache(extra: Partial<PageCacheOptions> = {}): PageCache {
  return createPageCache({
    ttlSeconds: 10,
    maxBytes: 10 * 1024 * 1024,
    now: () => clock,
    random: () => draws.shift() ?? 0.5,
    pay: (_request, charges) => pay?.(charges) ?? false,
    log: () => undefined,
    ...extra,
  });
}

beforeAll(async () => {
  cache = newCache();
  // Each test's cache is `cache`; the server's pipeline is installed once and reaches it through this.
  const current: PageCache = {
    handle: (...args) => cache.handle(...args),
    dropContent: (ids) => cache.dropContent(ids),
    dropPaths: (paths) => cache.dropPaths(paths),
    dropAll: () => cache.dropAll(),
    size: () => cache.size(),
    renders: () => cache.renders(),
  };
  installRequestPipeline(CacheServer.prototype, { trustedProxyHops: 0, log: () => undefined, pageCache: current });
  server = new CacheServer((request, response) => void nextStandIn(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  render = {};
  renders = 0;
  renderedUrls = [];
  draws = [];
  pay = undefined;
  clock += 60_000;
});

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, body: body.toString('utf8'), headers: response.headers });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const bodyNonces = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

describe('pages answered again from a stored render', () => {
  it('a second view of a page within the period is not rendered again, and carries its own nonce in the body and the CSP', async () => {
    const first = await get('/dog-food');
    const second = await get('/dog-food');
    expect(renders).toBe(1);
    const [a] = bodyNonces(first.body);
    const [b] = bodyNonces(second.body);
    expect(a).toBeDefined();
    expect(b).not.toBe(a);
    expect(new Set(bodyNonces(second.body))).toEqual(new Set([b]));
    expect(second.body).toContain(`self.n=${JSON.stringify(b)}`);
    expect(nonceOf(String(second.headers['content-security-policy']))).toBe(b);
    expect(second.body.split(b ?? '').join('N')).toBe(first.body.split(a ?? '').join('N'));
    expect(second.body).toContain('<p>Pâté — 🐶</p>');
    expect(second.headers.age).toBe('0');
  });

  it('a stored page expires after the period and is rendered again', async () => {
    await get('/about');
    clock += 9_000;
    expect((await get('/about')).headers.age).toBe('9');
    clock += 2_000;
    await get('/about');
    expect(renders).toBe(2);
  });

  it('pages differ by the cookies a page reads, and not by any other cookie', async () => {
    await get('/contact');
    await get('/contact', { cookie: '_ga=GA1.1; other=2' });
    expect(renders).toBe(1);
    for (const name of PAGE_VARY_COOKIES) await get('/contact', { cookie: `${name}=x` });
    expect(renders).toBe(1 + PAGE_VARY_COOKIES.length);
    await get('/contact', { cookie: 'builder.tests.page-1=v1' });
    expect(renders).toBe(2 + PAGE_VARY_COOKIES.length);
  });

  it('pages differ by host, query and the origin the front door vouches for', async () => {
    await get('/press');
    await get('/press', { host: 'vet.localhost' });
    await get('/press?page=2');
    expect(renders).toBe(3);
    // A forged proto header is replaced by the socket's before the key is made.
    await get('/press', { [FRONT_DOOR_HEADERS.proto]: 'https' });
    expect(renders).toBe(3);
  });

  it('a render that says it is the visitor\'s own, sets a cookie, or is not a 200 is never shown to another visitor', async () => {
    for (const [path, what] of [
      ['/search?q=a', { personal: 'priced per visitor' }],
      ['/x1', { setCookie: 'a=b' }],
      ['/x2', { status: 404 }],
      ['/x3', { status: 500 }],
    ] as const) {
      render = what;
      const first = await get(path);
      expect(first.status).toBe('status' in what ? what.status : 200);
      await get(path);
    }
    expect(renders).toBe(8);
  });

  it('a page whose render took from the search budget is shown again only to a visitor whose budget pays the same', async () => {
    let budget = 3_000;
    const paid: number[] = [];
    pay = (charges) => {
      const cost = charges.reduce((sum, c) => sum + c.cost, 0);
      if (budget < cost) return false;
      budget -= cost;
      paid.push(cost);
      return true;
    };
    render = { charge: 1_500 };
    for (let i = 0; i < 4; i += 1) await get('/search?q=puppy');
    expect(paid).toEqual([1_500, 1_500]);
    expect(renders).toBe(2);
  });

  it('without a way to charge budgets, a page that cost one is never shown again', async () => {
    render = { charge: 10 };
    await get('/search?q=cat');
    await get('/search?q=cat');
    expect(renders).toBe(2);
  });

  it('HEAD is answered from a stored page with its headers and no body, and never fills one', async () => {
    const head = await get('/faq', {}, 'HEAD');
    expect(renders).toBe(1);
    expect(head.body).toBe('');
    await get('/faq');
    expect(renders).toBe(2);
    const stored = await get('/faq', {}, 'HEAD');
    expect(renders).toBe(2);
    expect(stored.body).toBe('');
    expect(Number(stored.headers['content-length'])).toBeGreaterThan(2000);
  });
});

describe('what the visitor receives', () => {
  it('a stored page is sent gzipped to a client that takes gzip, brotli only to one that refuses gzip, and as it is otherwise', async () => {
    const plain = await get('/blog');
    const gzip = await get('/blog', { 'accept-encoding': 'gzip, deflate' });
    const browser = await get('/blog', { 'accept-encoding': 'gzip, deflate, br' });
    const br = await get('/blog', { 'accept-encoding': 'br, gzip;q=0' });
    const refused = await get('/blog', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    // Next rendered the page for the cache uncompressed, whatever the first visitor accepted.
    expect(plain.body).toContain('accept:;');
    const normalized = (body: string) => body.split(bodyNonces(body)[0] ?? '').join('N');
    expect(normalized(gzip.body)).toBe(normalized(plain.body));
    expect(normalized(browser.body)).toBe(normalized(plain.body));
    expect(normalized(br.body)).toBe(normalized(plain.body));
  });

  it('the visitor whose request filled the page gets it compressed as they accept', async () => {
    const first = await get('/careers', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.body).toContain('accept:;');
  });

  it('visitors asking while the page renders wait for that render instead of rendering it again', async () => {
    let open: () => void = () => undefined;
    render = { gate: new Promise<void>((resolve) => (open = resolve)) };
    const views = Promise.all([get('/help'), get('/help'), get('/help')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const answers = await views;
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => bodyNonces(a.body)[0])).size).toBe(3);
  });

  it('visitors waiting on a render that may not be kept are rendered for on their own', async () => {
    let open: () => void = () => undefined;
    render = { personal: 'mine', gate: new Promise<void>((resolve) => (open = resolve)) };
    const views = Promise.all([get('/mine'), get('/mine')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    await views;
    expect(renders).toBe(2);
  });
});

describe('A/B tests behind the cache', () => {
  const test = { contentId: 'home', shares: [{ id: 'var-b', share: 0.5 }, { id: 'home', share: 0.5 }] };

  it('a cookie-less visitor sees the variation the cache drew for them, rendered once per variation', async () => {
    render = { test };
    draws = [0.1, 0.9, 0.2, 0.7, 0.3];
    const seen = [];
    for (let i = 0; i < 5; i += 1) seen.push(/variation:([^;]*)/.exec((await get('/'))?.body)?.[1]);
    expect(seen).toEqual(['var-b', 'home', 'var-b', 'home', 'var-b']);
    expect(renders).toBe(2);
  });

  it('a visitor whose cookie names a variation gets that variation; a stale cookie is drawn again', async () => {
    render = { test };
    draws = [0.9, 0.9, 0.1];
    expect((await get('/', { cookie: 'builder.tests.home=var-b' })).body).toContain('variation:var-b;');
    expect((await get('/', { cookie: 'builder.tests.home=gone' })).body).toContain('variation:home;');
    expect((await get('/', { cookie: 'builder.tests.home=gone' })).body).toContain('variation:var-b;');
  });

  it('drawsFor draws only for tests without a valid cookie, with the render\'s own rule', () => {
    expect(drawsFor([test], {}, 0.2)).toEqual([['home', 'var-b']]);
    expect(drawsFor([test], {}, 0.6)).toEqual([['home', 'home']]);
    expect(drawsFor([test], { 'builder.tests.home': 'home' }, 0.2)).toEqual([]);
    expect(drawsFor([test], { 'builder.tests.home': 'old' }, 0.6)).toEqual([['home', 'home']]);
  });
});

describe('requests the cache never answers', () => {
  it('client-router, server-action and credentialed requests and editor previews are renders of their own; API routes, assets and other methods are not pages', () => {
    for (const name of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'authorization']) {
      expect(pageCacheKey('GET', '/', { [name]: '1' }).kind, name).toBe('render');
    }
    for (const url of ['/?_rsc=abc', '/?builder.preview=page', '/x?__builder_editing__=true']) expect(pageCacheKey('GET', url, {}).kind, url).toBe('render');
    for (const url of ['/api/health', '/api', '/_next/static/chunks/a.js', '/media/x.jpg', '/favicon.ico']) expect(pageCacheKey('GET', url, {}).kind, url).toBe('other');
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) expect(pageCacheKey(method, '/', {}).kind).toBe('other');
    expect(pageCacheKey('GET', '/?faq=1', {}).kind).toBe('page');
  });

  it('the fill and draw headers a visitor sends are dropped before any render reads them', async () => {
    render = { test: { contentId: 'p', shares: [{ id: 'a', share: 0.5 }, { id: 'p', share: 0.5 }] } };
    draws = [0.9];
    const forged = await get('/forged', { [FRONT_DOOR_HEADERS.draw]: '0.1', [FRONT_DOOR_HEADERS.fill]: 'mine' });
    expect(forged.body).toContain('variation:p;');
  });
});

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('one declaration of what a page reads keys both the copy and the render', () => {
  it('parameters a page does not read share its copy, and the render is never handed them', async () => {
    await get('/?fbclid=IwAR1');
    await get('/?fbclid=IwAR2&utm_source=mail');
    await get('/?gclid=x&anything=1');
    expect(renders).toBe(1);
    expect(renderedUrls).toEqual(['/']);
  });

  it('parameters a route declares make copies of their own, whatever their order or the unread ones beside them', async () => {
    await get('/search?q=puppy&utm_source=x');
    await get('/search?fbclid=2&q=puppy');
    await get('/search?q=kitten');
    await get('/search?page=2&q=puppy');
    await get('/search?q=puppy&page=2');
    expect(renders).toBe(3);
    expect(renderedUrls).toEqual(['/search?q=puppy', '/search?q=kitten', '/search?page=2&q=puppy']);
    // The same parameter name is read by one route and not by another.
    await get('/where-to-buy?q=97205');
    await get('/dog-food?q=97205');
    await get('/dog-food');
    expect(renderedUrls.slice(3)).toEqual(['/where-to-buy?q=97205', '/dog-food']);
  });

  it('a redirect hands the visitor the parameters the page did not read', async () => {
    render = { redirect: '/about' };
    const answer = await get('/about/?utm_source=mail&faq=7');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/about?utm_source=mail');
    expect(renderedUrls).toEqual(['/about/?faq=7']);
  });

  it('a page sent to a visitor never names the internal route it was rewritten to, stored or rendered', async () => {
    render = { rewriteHeader: true };
    const rendered = await get('/inside');
    const stored = await get('/inside');
    expect(renders).toBe(1);
    expect(rendered.headers['x-middleware-rewrite']).toBeUndefined();
    expect(stored.headers['x-middleware-rewrite']).toBeUndefined();
  });

  for (const name of PAGE_VARY_COOKIES.map((cookie) => (cookie.endsWith('.') ? `${cookie}home` : cookie))) {
    it(`a request that sends the page cookie ${name} twice is rendered for its visitor, never stored, and never shown a copy`, async () => {
      await get('/poison', { cookie: `${name}=a` });
      const twice = await get('/poison', { cookie: `${name}=a; ${name}=b` });
      expect(renders).toBe(2);
      expect(twice.status).toBe(200);
      // Had the second been stored, a visitor with `a` would now see its copy.
      await get('/poison', { cookie: `${name}=a` });
      expect(renders).toBe(2);
    });
  }

  it('spaces around a page cookie\'s name or value do not make a different copy (the render reads them the same way)', async () => {
    await get('/spaces', { cookie: 'bb_announcements_dismissed=a' });
    await get('/spaces', { cookie: 'bb_announcements_dismissed =a ' });
    await get('/spaces', { cookie: '  bb_announcements_dismissed=a;other=1' });
    expect(renders).toBe(1);
  });

  it('a page cookie whose value does not decode is rendered for its visitor and never stored', async () => {
    await get('/escape', { cookie: 'builder.userAttributes=%E0%A4%A' });
    await get('/escape', { cookie: 'builder.userAttributes=%E0%A4%A' });
    expect(renders).toBe(2);
  });
});

describe('a stored page costs what a file costs', () => {
  it('the gzip a view receives decodes, with its CRC, to the page carrying that view\'s own nonce', async () => {
    const first = await get('/spliced', { 'accept-encoding': 'gzip' });
    // No pause: the spliced stream is built as the page is stored, so the very next view is sent from it.
    const views = [await get('/spliced', { 'accept-encoding': 'gzip' }), await get('/spliced', { 'accept-encoding': 'gzip' })];
    expect(renders).toBe(1);
    const normalized = (body: string) => body.split(bodyNonces(body)[0] ?? '').join('N');
    for (const view of views) {
      expect(view.headers['content-encoding']).toBe('gzip');
      const [nonce] = bodyNonces(view.body);
      expect(nonceOf(String(view.headers['content-security-policy']))).toBe(nonce);
      expect(new Set(bodyNonces(view.body))).toEqual(new Set([nonce]));
      expect(normalized(view.body)).toBe(normalized(first.body));
      expect(Number(view.headers['content-length'])).toBeLessThan(Buffer.byteLength(view.body));
    }
    expect(bodyNonces(views[0]?.body ?? '')[0]).not.toBe(bodyNonces(views[1]?.body ?? '')[0]);
    // Spliced views differ only in the nonce's bytes, so every one is the same length; views
    // gzipped anew differ with what each nonce's letters compress to.
    expect(new Set(views.map((view) => view.headers['content-length'])).size).toBe(1);
  });
});

describe('overload: ordinary visitors stay fast', () => {
  function held(): { gate: Promise<void>; open: () => void } {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    return { gate, open };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('beyond its render cap a client\'s uncached pages are answered 503 with Retry-After, while stored pages keep answering', async () => {
    cache = newCache({ rendersPerClient: 2 });
    await get('/stored');
    const { gate, open } = held();
    render = { gate };
    const slow = [get('/a1'), get('/a2')];
    await tick();
    const refused = await get('/a3');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(refused.body)).toEqual({ error: 'The site is busy. Try again in a moment.' });
    const stored = await get('/stored');
    expect(stored.status).toBe(200);
    // A browser's page load gets a page that says so; the client router's request an empty body
    // (Next never reads a failed prefetch's body, and Chromium waits for an unread one).
    const page = await get('/a4', { accept: 'text/html,application/xhtml+xml' });
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>The site is busy. Try again in a moment.</h1>');
    const router = await get('/a5', { rsc: '1' });
    expect(router.status).toBe(503);
    expect(router.body).toBe('');
    open();
    expect((await Promise.all(slow)).map((a) => a.status)).toEqual([200, 200]);
    expect((await get('/a3')).status).toBe(200);
    cache = newCache();
  });

  it('a client\'s prefetches have a cap of their own, so a page load\'s prefetches never hold back its next page', async () => {
    cache = newCache({ rendersPerClient: 1 });
    const { gate, open } = held();
    render = { gate };
    const prefetches = [get('/p1', { rsc: '1', 'next-router-prefetch': '1' }), get('/p2', { rsc: '1', 'next-router-prefetch': '1' })];
    await tick();
    const third = await get('/p3', { rsc: '1', 'next-router-prefetch': '1' });
    expect(third.status).toBe(503);
    const next = get('/p4');
    await tick();
    expect(cache.renders().running).toBe(3);
    open();
    expect((await Promise.all([...prefetches, next])).map((a) => a.status)).toEqual([200, 200, 200]);
    cache = newCache();
  });

  it('beyond the server\'s render cap renders wait their turn, and are answered 503 only when the queue is full', async () => {
    cache = newCache({ maxRenders: 1 });
    const { gate, open } = held();
    render = { gate };
    const first = get('/q1');
    await tick();
    const second = get('/q2');
    await tick();
    expect(cache.renders()).toEqual({ running: 1, queued: 1 });
    open();
    expect((await Promise.all([first, second])).map((a) => a.status)).toEqual([200, 200]);
    expect(renders).toBe(2);
    expect(cache.renders()).toEqual({ running: 0, queued: 0 });
    cache = newCache();
  });

  it('an expired copy is shown to visitors who come while one visitor\'s request renders the fresh copy', async () => {
    cache = newCache({ staleSeconds: 60 });
    await get('/swr');
    clock += 11_000;
    const { gate, open } = held();
    render = { gate };
    const refreshing = get('/swr');
    await tick();
    const meanwhile = await get('/swr');
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.headers.age).toBe('11');
    open();
    await refreshing;
    expect(renders).toBe(2);
    expect((await get('/swr')).headers.age).toBe('0');
    cache = newCache();
  });

  it('an expired copy is shown at once, not queued behind other renders, while every render slot is taken', async () => {
    cache = newCache({ staleSeconds: 60, maxRenders: 1 });
    await get('/swr-busy');
    clock += 11_000;
    const { gate, open } = held();
    render = { gate };
    const other = get('/other-page');
    await tick();
    const expired = await get('/swr-busy');
    expect(expired.status).toBe(200);
    expect(expired.headers.age).toBe('11');
    expect(cache.renders()).toEqual({ running: 1, queued: 0 });
    open();
    await other;
    cache = newCache();
  });

  it('a client that asks again at once after many refusals gets its next 503 a second late; another client is answered at once', async () => {
    cache = newCache({ rendersPerClient: 1, clientOf: (request) => String(request.headers['x-client'] ?? '') });
    const { gate, open } = held();
    render = { gate };
    const flooder = { 'x-client': 'flood' };
    const running = [get('/f0', flooder), get('/v0', { 'x-client': 'visitor' })];
    await tick();
    // Refusals up to the limit are answered at once.
    for (let i = 1; i <= 8; i++) expect((await get(`/f${i}`, flooder)).status).toBe(503);
    const slowed = get('/f9', flooder);
    let slowedAnswered = false;
    void slowed.then(() => (slowedAnswered = true));
    const visitorRefused = await get('/v1', { 'x-client': 'visitor' });
    expect(visitorRefused.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(slowedAnswered).toBe(false);
    const late = await slowed;
    expect(late.status).toBe(503);
    expect(late.headers['retry-after']).toMatch(/^\d+$/);
    open();
    expect((await Promise.all(running)).map((a) => a.status)).toEqual([200, 200]);
    cache = newCache();
  });
});

describe('Builder\'s publish drops the copies it changed', () => {
  it('dropContent drops exactly the copies whose render showed that content, a symbol\'s included', async () => {
    render = { contents: ['page-a', 'symbol-header'] };
    await get('/pa');
    render = { contents: ['page-b', 'symbol-header'] };
    await get('/pb');
    render = { contents: ['page-c'] };
    await get('/pc');
    expect(cache.dropContent(['page-a'])).toBe(1);
    await get('/pb');
    render = { contents: ['page-a', 'symbol-header'] };
    await get('/pa');
    expect(renders).toBe(4);
    expect(cache.dropContent(['symbol-header'])).toBe(2);
    await get('/pc');
    expect(renders).toBe(4);
  });

  it("a publish keeps another page's A/B copies in use: its next visitors are shown their variation, not rendered again", async () => {
    const test = { contentId: 'home', shares: [{ id: 'var-b', share: 0.5 }, { id: 'home', share: 0.5 }] };
    render = { test, contents: ['home'] };
    draws = [0.1, 0.9];
    await get('/ab');
    await get('/ab');
    expect(renders).toBe(2);
    render = { contents: ['page-o'] };
    await get('/other');
    expect(cache.dropContent(['page-o'])).toBe(1);
    render = { test, contents: ['home'] };
    draws = [0.2, 0.8, 0.3];
    const seen = [];
    for (let i = 0; i < 3; i += 1) seen.push(/variation:([^;]*)/.exec((await get('/ab')).body)?.[1]);
    expect(seen).toEqual(['var-b', 'home', 'var-b']);
    expect(renders).toBe(3);
  });

  it('dropPaths drops a URL in every locale and with every declared query, and nothing else', async () => {
    await get('/dog-food');
    await get('/en-gb/dog-food');
    await get('/dog-food?faq=1');
    await get('/cat-food');
    expect(cache.dropPaths(['/dog-food'])).toBe(3);
    const left = cache.size();
    expect(left).toBeGreaterThanOrEqual(1);
    await get('/cat-food');
    expect(renders).toBe(4);
    expect(cache.dropAll()).toBe(left);
    expect(cache.size()).toBe(0);
  });
});
