// `npm run bench:pages [-- --skip-build] [-- --seconds N]`: what a page view costs the server.
// Builds the site and a bare Next app of the same version (outside the checkout: see
// scripts/lib/bare-app.mjs), serves both with `next start`, and loads each route with autocannon
// (10 connections, loopback only, a fixed number of seconds, then it stops), asking for compressed
// answers as a browser does. Every figure is printed beside a baseline measured in the same run and
// the load average; timings mean something only on a quiet machine.
//
// 1. Routes: req/s, p50/p99 latency and bytes per response of key routes, as a share of a bare
//    page rendered per request: home >= 0.5x with p99 <= 100 ms, no route below 0.4x.
// 2. Real traffic: `/` with a unique fbclid per request (a link shared on a social network) against
//    cached `/`; cached `/` against Next serving the bare app's prerendered page; `/` rendered for
//    every request (a server without the page cache) against the bare dynamic page; and one
//    visitor's latency on `/` while 50 connections ask for pages that each need a render.
// 3. Bytes: HTML and RSC payload per key page, raw and gzip.
// Targets are printed with PASS or MISS; a MISS does not fail the bench.
import http from 'node:http';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { assertBare, buildSiteAndBareApp, startBareApp } from '../lib/bare-app.mjs';
import { startNext } from '../lib/processes.cjs';

const CONNECTIONS = 10;
const secondsAt = process.argv.indexOf('--seconds');
const SECONDS = secondsAt > 0 ? Number(process.argv[secondsAt + 1]) : 10;
if (!Number.isFinite(SECONDS) || SECONDS < 1 || SECONDS > 120) {
  console.error('--seconds takes a number from 1 to 120');
  process.exit(2);
}
const WARM_UP_SECONDS = 2;
/**
 * What a browser offers over https (Chrome also offers zstd, which neither server sends): each
 * server compresses as it would for a visitor (compressing is part of what a view costs), and the
 * bytes per response are the bytes on the wire.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const HOME_SHARE = 0.5;
const HOME_P99_MS = 100;
const FLOOR_SHARE = 0.4;
/** `/?fbclid=<new>` against cached `/`: a tracking parameter must not cost a render. */
const FBCLID_SHARE = 0.9;
/** Cached `/` against Next's own serving of a prerendered page. */
const CACHED_VS_PRERENDERED = 1.0;
/** `/` rendered for every request against the bare dynamic page. */
const RENDER_SHARE = 0.3;
/** A visitor's p99 on cached `/` while others flood the server with renders. */
const FLOOD_VISITOR_P99_MS = 100;
/**
 * The flood and the visitor are different clients, as on the web: the site trusts one proxy hop
 * (TRUSTED_PROXY_HOPS=1) and each names its address in X-Forwarded-For. From one address the
 * visitor would share the flood's per-client render cap.
 */
const FLOOD_HEADERS = { ...BROWSER_HEADERS, 'x-forwarded-for': '203.0.113.7' };
const VISITOR_HEADERS = { ...BROWSER_HEADERS, 'x-forwarded-for': '198.51.100.9' };
/** Views of `/` before the flood: a new visitor is drawn an A/B variation, and each needs its copy stored. */
const WARM_VIEWS = 12;
const FLOOD = { connections: 50, seconds: 15, maxRequests: 50_000, visitorRequests: 200, headStartMs: 1_000 };

const SITE_ROUTES = [
  { label: '/', path: '/' },
  { label: 'a listing', path: '/dog-food' },
  { label: 'a product page', path: '/products/gentle-turkey-pumpkin-dog-roll' },
  { label: '/product-selector', path: '/product-selector' },
  { label: 'a blog article', path: '/blog/reading-a-pet-food-label' },
  { label: '/search?q=puppy', path: '/search?q=puppy' },
];

/** A path per request: `prefix` plus a value no earlier request had. */
function uniquePaths(prefix) {
  let count = 0;
  const run = Math.random().toString(36).slice(2, 8);
  return [{ setupRequest: (request) => ({ ...request, path: `${prefix}${run}${(count += 1)}` }) }];
}

/**
 * One autocannon run against a URL after a warm-up run, so the figures are of a warm server.
 * `requests` (autocannon's) can give each request its own path.
 */
async function measure(url, { requests } = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, requests, headers: BROWSER_HEADERS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests, headers: BROWSER_HEADERS });
  const responses = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: responses > 0 ? result.throughput.total / responses : 0,
    failed: result.non2xx + result.errors + result.timeouts,
    load: loadavg()[0],
  };
}

/**
 * One GET over `agent`, body read to its end; resolves with the status and milliseconds taken. A
 * request still unanswered after `timeoutMs` is abandoned and counted with status 0 and the time
 * it waited, so a starved visitor cannot hold the bench past its bound.
 */
function timedGet(url, agent, timeoutMs) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const request = http.get(url, { agent, headers: VISITOR_HEADERS }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - startedAt }));
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      resolve({ status: 0, ms: performance.now() - startedAt });
    });
    // After a timeout this settles nothing: the abandoned request has already been counted.
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * An ordinary visitor under a flood: 50 connections ask for /where-to-buy with a random value of
 * its declared `q` (a new page each time, so each needs a render) for at most FLOOD.seconds and
 * FLOOD.maxRequests, while one connection asks for `/` again and again, one request after the
 * other. The visitor starts once the flood has had its head start and stops after
 * FLOOD.visitorRequests or when the flood's time is nearly up; then the flood is stopped.
 */
async function visitorUnderFlood(origin) {
  const flood = autocannon({
    url: `${origin}/where-to-buy`,
    connections: FLOOD.connections,
    duration: FLOOD.seconds,
    maxOverallRequests: FLOOD.maxRequests,
    headers: FLOOD_HEADERS,
    requests: uniquePaths('/where-to-buy?q='),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const visits = [];
  try {
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, FLOOD.headStartMs));
    const stopAt = startedAt + (FLOOD.seconds - 1) * 1000;
    while (visits.length < FLOOD.visitorRequests && Date.now() < stopAt) visits.push(await timedGet(`${origin}/`, agent, Math.max(1, stopAt - Date.now())));
  } finally {
    agent.destroy();
    flood.stop();
  }
  // The tracker autocannon returns is a thenable: awaited here, not returned, so it resolves to the result.
  const result = await flood;
  const sorted = visits.map((v) => v.ms).sort((a, b) => a - b);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]));
  return {
    visits: visits.length,
    visitorNon200: visits.filter((v) => v.status !== 200).length,
    visitorTimeouts: visits.filter((v) => v.status === 0).length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    flood: { total: result.requests.total, ok: statuses['200'] ?? 0, unavailable: statuses['503'] ?? 0, other: Object.entries(statuses).filter(([s]) => s !== '200' && s !== '503'), errors: result.errors + result.timeouts },
    load: loadavg()[0],
  };
}

/** The RSC payload a page carries in its HTML: the text of its `self.__next_f.push(…)` scripts. */
function rscPayload(html) {
  return [...html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
}

/** HTML and RSC payload bytes of a page, raw and gzip (level 6, as servers commonly send). */
async function pageBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const rsc = Buffer.from(rscPayload(html.toString('utf8')));
  return { html: html.length, htmlGzip: gzipSync(html).length, rsc: rsc.length, rscGzip: gzipSync(rsc).length };
}

const bareDir = await buildSiteAndBareApp({ skipSiteBuild: process.argv.includes('--skip-build') });
if (!bareDir) process.exit(1);

// One client asks for /search?q= thousands of times a minute here: with the production per-client
// search budget the route would be timed refusing, not rendering, so the bench lifts it.
const SITE_ENV = { SEARCH_BYTES_PER_MINUTE: '1000000000000', TRUSTED_PROXY_HOPS: '1' };
const bare = await startBareApp(bareDir);
const app = await startNext({ label: 'app', env: SITE_ENV });
/** @type {Awaited<ReturnType<typeof startNext>> | undefined} */
let uncached;
try {
  const bareStatic = await measure(`${bare.origin}/`);
  // Each request has its own query string, so no layer between autocannon and React could answer
  // a repeat with a stored copy: every answer is a render.
  const bareDynamic = await measure(`${bare.origin}/dynamic`, { requests: uniquePaths('/dynamic?n=') });
  const rows = [];
  for (const route of SITE_ROUTES) rows.push({ ...route, ...(await measure(`${app.origin}${route.path}`)) });
  const home = rows[0];
  const fbclid = await measure(`${app.origin}/`, { requests: uniquePaths('/?fbclid=IwAR') });
  const bytes = [
    { label: 'bare static page', ...(await pageBytes(`${bare.origin}/`)) },
    { label: 'bare dynamic page', ...(await pageBytes(`${bare.origin}/dynamic`)) },
  ];
  for (const route of SITE_ROUTES) bytes.push({ label: route.label, ...(await pageBytes(`${app.origin}${route.path}`)) });
  // The same site without its page store: every view of `/` is a render.
  uncached = await startNext({ label: 'app without page cache', env: { ...SITE_ENV, PAGE_CACHE_SECONDS: '0' } });
  const rendered = await measure(`${uncached.origin}/`);
  await uncached.stop();
  uncached = undefined;
  // Warm `/` in the page store (every A/B variation of it), then the flood.
  for (let view = 0; view < WARM_VIEWS; view++) await (await fetch(`${app.origin}/`, { headers: VISITOR_HEADERS })).arrayBuffer();
  const flood = await visitorUnderFlood(app.origin);
  assertBare(bare);

  const pad = (s, n) => String(s).padEnd(n);
  const num = (n, digits, width) => n.toFixed(digits).padStart(width);
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  console.log(`\nPage views on loopback: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARM_UP_SECONDS} s warm-up, accept-encoding "${BROWSER_HEADERS['accept-encoding']}"`);
  console.log(`${pad('route', 22)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'kB/resp'.padStart(9)}${'× dyn'.padStart(7)}${'non-2xx'.padStart(9)}${'load'.padStart(6)}  target`);
  const line = (label, r, target) =>
    console.log(
      `${pad(label, 22)}${num(r.rps, 0, 8)}${num(r.p50, 0, 8)}${num(r.p99, 0, 8)}${num(r.bytes / 1024, 1, 9)}${num(r.rps / bareDynamic.rps, 2, 7)}${String(r.failed).padStart(9)}${num(r.load, 2, 6)}  ${target}`,
    );
  line('bare static page', bareStatic, '');
  line('bare dynamic page', bareDynamic, '');
  let misses = 0;
  for (const r of rows) {
    const share = r.rps / bareDynamic.rps;
    const ok = r.failed === 0 && (r.path === '/' ? share >= HOME_SHARE && r.p99 <= HOME_P99_MS : share >= FLOOR_SHARE);
    if (!ok) misses += 1;
    line(r.label, r, `${verdict(ok)} (${r.path === '/' ? `≥ ${HOME_SHARE}×, p99 ≤ ${HOME_P99_MS} ms` : `≥ ${FLOOR_SHARE}×`})`);
  }
  console.log(`${rows.length - misses} of ${rows.length} routes on target`);

  console.log('\nReal traffic, each against a baseline of this run');
  console.log(`${pad('row', 30)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'load'.padStart(6)}  ${pad('baseline', 30)}${'req/s'.padStart(8)}${'ratio'.padStart(7)}  target`);
  const against = (label, r, baseLabel, base, min) => {
    const ratio = r.rps / base.rps;
    console.log(
      `${pad(label, 30)}${num(r.rps, 0, 8)}${num(r.p50, 0, 8)}${num(r.p99, 0, 8)}${String(r.failed).padStart(9)}${num(r.load, 2, 6)}  ${pad(baseLabel, 30)}${num(base.rps, 0, 8)}${num(ratio, 2, 7)}  ≥ ${min.toFixed(1)}× ${verdict(ratio >= min && r.failed === 0)}`,
    );
  };
  against('/?fbclid=<new each request>', fbclid, 'cached / (above)', home, FBCLID_SHARE);
  against('cached /', home, 'bare prerendered page (Next)', bareStatic, CACHED_VS_PRERENDERED);
  against('/ rendered every request', rendered, 'bare dynamic page', bareDynamic, RENDER_SHARE);
  console.log(
    `\nA visitor on cached / (1 connection, one request after another) while ${FLOOD.connections} connections ask for /where-to-buy?q=<random> (a render each), ≤ ${FLOOD.seconds} s:`,
  );
  console.log(
    `  visitor: ${flood.visits} views, p50 ${flood.p50.toFixed(1)} ms, p99 ${flood.p99.toFixed(1)} ms${flood.visitorNon200 > 0 ? `, ${flood.visitorNon200} not 200 (${flood.visitorTimeouts} unanswered when the flood's time was up)` : ''}   target p99 ≤ ${FLOOD_VISITOR_P99_MS} ms ${verdict(flood.p99 <= FLOOD_VISITOR_P99_MS && flood.visitorNon200 === 0)}   load ${flood.load.toFixed(2)}`,
  );
  const other = flood.flood.other.map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(
    `  flood: ${flood.flood.total} answers: ${flood.flood.ok} × 200, ${flood.flood.unavailable} × 503${other ? `, ${other}` : ''}${flood.flood.errors > 0 ? `, ${flood.flood.errors} errors/timeouts` : ''}`,
  );

  const kb = (n) => (n / 1024).toFixed(1).padStart(9);
  console.log('\nBytes per page (the body as sent without compression, and gzip -6 of it); RSC = the text of its self.__next_f.push scripts');
  console.log(`${pad('page', 22)}${'HTML kB'.padStart(9)}${'gzip'.padStart(9)}${'RSC kB'.padStart(9)}${'gzip'.padStart(9)}${'RSC %'.padStart(7)}`);
  for (const b of bytes) console.log(`${pad(b.label, 22)}${kb(b.html)}${kb(b.htmlGzip)}${kb(b.rsc)}${kb(b.rscGzip)}${num(b.html > 0 ? (100 * b.rsc) / b.html : 0, 0, 7)}`);
} finally {
  await Promise.all([bare.stop(), app.stop(), uncached?.stop()]);
}
