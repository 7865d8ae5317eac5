import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { chooseEncoding, createPageCache, drawsFor, nonceOf, pageCacheKey, PAGE_VARY_COOKIES, type PageCache } from '@/server/http/page-cache';
import { installFrontDoor } from '@/server/security/front-door';
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
};

class CacheServer extends http.Server {}

let render: Render = {};
let renders = 0;
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
  await render.gate;
  response.statusCode = render.status ?? 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  if (render.setCookie) response.setHeader('set-cookie', render.setCookie);
  response.write(`<html><head><script nonce="${nonce}">1</script></head><body>`);
  response.write(`<p>variation:${variation};accept:${request.headers['accept-encoding'] ?? ''};${'x'.repeat(2000)}</p>`);
  // Text of several bytes per character right against a nonce: the stored copy is cut in bytes.
  response.end(`<p>Pâté — 🐶</p><script nonce="${nonce}">self.n=${JSON.stringify(nonce)}</script><p>crème</p></body></html>`);
}

beforeAll(async () => {
  cache = createPageCache({
    ttlSeconds: 10,
    maxBytes: 10 * 1024 * 1024,
    now: () => clock,
    random: () => draws.shift() ?? 0.5,
    pay: (_request, charges) => pay?.(charges) ?? false,
  });
  installFrontDoor(CacheServer.prototype, { trustedProxyHops: 0, log: () => undefined, pageCache: { handle: (...args) => cache.handle(...args), size: () => cache.size() } });
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
  it('the page is compressed as the visitor accepts (brotli, then gzip), and sent as it is otherwise', async () => {
    const plain = await get('/blog');
    const gzip = await get('/blog', { 'accept-encoding': 'gzip, deflate' });
    const br = await get('/blog', { 'accept-encoding': 'gzip, br' });
    const refused = await get('/blog', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    // Next rendered the page for the cache uncompressed, whatever the first visitor accepted.
    expect(plain.body).toContain('accept:;');
    const normalized = (body: string) => body.split(bodyNonces(body)[0] ?? '').join('N');
    expect(normalized(gzip.body)).toBe(normalized(plain.body));
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
  it('client-router, server-action and credentialed requests, API routes, assets and editor previews have no key', () => {
    for (const name of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'authorization']) {
      expect(pageCacheKey('GET', '/', { [name]: '1' }), name).toBeNull();
    }
    for (const url of ['/api/health', '/api', '/_next/static/chunks/a.js', '/media/x.jpg', '/favicon.ico', '/?_rsc=abc', '/?builder.preview=page', '/x?__builder_editing__=true']) {
      expect(pageCacheKey('GET', url, {}), url).toBeNull();
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) expect(pageCacheKey(method, '/', {})).toBeNull();
    expect(pageCacheKey('GET', '/?faq=1', {})).not.toBeNull();
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
