// `npm run bench:pages [-- --skip-build] [-- --seconds N]`: what a page view costs the server.
// Builds the site and a bare Next app of the same version, serves both with `next start`, and
// loads each route with autocannon (10 connections, loopback only, a fixed number of seconds, then
// it stops): a bare prerendered page and a bare page rendered per request (it reads the request
// headers, as every page of the site does for its nonce) measured in the same run as the site's
// routes, asking for compressed answers as a browser does. Prints req/s, p50/p99 latency and bytes
// per response on the wire, and each route's req/s as a share
// of the bare dynamic page's, against the targets: home ≥ 0.5× with p99 ≤ 100 ms, no route below
// 0.4×. Timings mean something only on a quiet machine: the load average is printed beside them.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { BARE_APP_DIR, buildSiteAndBareApp } from '../lib/bare-app.mjs';
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
 * What a browser sends over https: each server compresses as it would for a visitor (compressing
 * is part of what a view costs), and the bytes per response are the bytes on the wire.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const HOME_SHARE = 0.5;
const HOME_P99_MS = 100;
const FLOOR_SHARE = 0.4;

const SITE_ROUTES = [
  { label: '/', path: '/' },
  { label: 'a listing', path: '/dog-food' },
  { label: 'a product page', path: '/products/gentle-turkey-pumpkin-dog-roll' },
  { label: '/product-selector', path: '/product-selector' },
  { label: 'a blog article', path: '/blog/reading-a-pet-food-label' },
  { label: '/search?q=puppy', path: '/search?q=puppy' },
];

/**
 * One autocannon run against a URL; a warm-up run first, so the figures are of a warm server. With
 * `eachUnique`, every request adds its own query parameter: Next 16 answered repeated requests for
 * the bare dynamic page with its first render (the page showed the first request's user agent to
 * every later one), so without it the baseline measured a stored answer, not a render.
 */
async function measure(url, { eachUnique = false } = {}) {
  let count = 0;
  const requests = eachUnique ? [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?n=${(count += 1)}` }) }] : undefined;
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

if (!(await buildSiteAndBareApp({ skipSiteBuild: process.argv.includes('--skip-build') }))) process.exit(1);

const bare = await startNext({ dir: BARE_APP_DIR, label: 'bare' });
// One client asks for /search?q= thousands of times a minute here: with the production per-client
// search budget the route would be timed refusing, not rendering, so the bench lifts it.
const app = await startNext({ label: 'app', env: { SEARCH_BYTES_PER_MINUTE: '1000000000000' } });
try {
  const rows = [];
  const bareStatic = await measure(`${bare.origin}/`);
  const bareDynamic = await measure(`${bare.origin}/dynamic`, { eachUnique: true });
  for (const route of SITE_ROUTES) rows.push({ ...route, ...(await measure(`${app.origin}${route.path}`)) });
  // The page cache answers repeated views of a URL; a URL seen for the first time is rendered.
  const homeRendered = await measure(`${app.origin}/`, { eachUnique: true });
  const pad = (s, n) => String(s).padEnd(n);
  const num = (n, digits, width) => n.toFixed(digits).padStart(width);
  console.log(`\nPage views on loopback: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after a ${WARM_UP_SECONDS} s warm-up`);
  console.log(`${pad('route', 20)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'kB/resp'.padStart(9)}${'× dyn'.padStart(7)}${'non-2xx'.padStart(9)}${'load'.padStart(6)}  target`);
  const line = (label, r, target) =>
    console.log(
      `${pad(label, 20)}${num(r.rps, 0, 8)}${num(r.p50, 0, 8)}${num(r.p99, 0, 8)}${num(r.bytes / 1024, 1, 9)}${num(r.rps / bareDynamic.rps, 2, 7)}${String(r.failed).padStart(9)}${num(r.load, 2, 6)}  ${target}`,
    );
  line('bare static page', bareStatic, '');
  line('bare dynamic page', bareDynamic, '');
  let misses = 0;
  for (const r of rows) {
    const share = r.rps / bareDynamic.rps;
    const ok = r.failed === 0 && (r.path === '/' ? share >= HOME_SHARE && r.p99 <= HOME_P99_MS : share >= FLOOR_SHARE);
    if (!ok) misses += 1;
    line(r.label, r, `${ok ? 'PASS' : 'MISS'} (${r.path === '/' ? `≥ ${HOME_SHARE}×, p99 ≤ ${HOME_P99_MS} ms` : `≥ ${FLOOR_SHARE}×`})`);
  }
  line('/ (each a render)', homeRendered, '(every URL new: what a view costs without the page cache)');
  console.log(`\n${rows.length - misses} of ${rows.length} routes on target`);
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
