// `npm run bench:bundle [-- --skip-build]`: builds this app and a bare Next app of the same version
// (outside the checkout, reused while its sources and packages are the same: scripts/lib/bare-app.mjs), serves both, and prints per route the first-load JS (gzip) of the scripts each route's
// HTML loads (<script src> and <link rel=preload as=script>: islands' chunks arrive as preloads),
// the difference to the bare page, and the budget (bare + 60 kB).
import { gzipSync } from 'node:zlib';
import { assertBare, buildSiteAndBareApp, startBareApp } from '../lib/bare-app.mjs';
import { startNext } from '../lib/processes.cjs';

const BUDGET_OVER_BARE_KB = 60;
const SITE_ROUTES = ['/', '/search', '/contact', '/where-to-buy', '/product-selector', '/write-a-review', '/privacy-policy', '/terms', '/quiz-demo', '/product-listing-demo', '/blog', '/press'];
const PAGES = [
  ...SITE_ROUTES.map((path) => ({ label: path, path, host: undefined })),
  { label: 'vet /', path: '/', host: 'vet.localhost' },
  { label: 'en-gb /contact', path: '/en-gb/contact', host: undefined },
];

/**
 * Script URLs a page's HTML loads before it is interactive: its <script src> tags and the scripts
 * it preloads (Next preloads the chunks of dynamically imported components it server-rendered).
 */
function scriptSources(html) {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)];
  const preloads = [...html.matchAll(/<link(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*\shref="([^"]+)"/g)];
  return [...tags, ...preloads].map((m) => m[1].replaceAll('&amp;', '&'));
}

async function firstLoadJs(origin, path, host) {
  const headers = host ? { host: `${host}:${new URL(origin).port}` } : {};
  // The figure is a warm render's. A route's first render after the server starts can leave out
  // the preloads of the error and not-found boundaries' chunks (two scripts, 0.9 kB), depending on
  // how far the server has loaded them; the site is served without its page store, so the second
  // request here renders again instead of repeating the first copy.
  await (await fetch(`${origin}${path}`, { headers })).arrayBuffer();
  const response = await fetch(`${origin}${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const sources = [...new Set(scriptSources(await response.text()))];
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: sources.length, kb: gzip / 1024 };
}

const bareDir = await buildSiteAndBareApp({ skipSiteBuild: process.argv.includes('--skip-build') });
if (!bareDir) process.exit(1);

const bare = await startBareApp(bareDir);
const app = await startNext({ label: 'app', env: { PAGE_CACHE_SECONDS: '0' } });
try {
  const floor = await firstLoadJs(bare.origin, '/', undefined);
  const budget = floor.kb + BUDGET_OVER_BARE_KB;
  const rows = [];
  for (const page of PAGES) {
    const r = await firstLoadJs(app.origin, page.path, page.host);
    rows.push({ ...page, ...r, delta: r.kb - floor.kb, ok: r.kb <= budget });
  }
  const pad = (s, n) => String(s).padEnd(n);
  // The route column is as wide as its longest label, plus a space.
  const width = Math.max(...rows.map((r) => r.label.length), 'bare Next page'.length) + 1;
  const num = (n) => n.toFixed(1).padStart(8);
  console.log(`\nFirst-load JS (gzip -9 of every <script src> and preloaded script in the route's HTML), Next ${(await import('next/package.json', { with: { type: 'json' } })).default.version}`);
  console.log(`${pad('route', width)}${pad('scripts', 9)}${'kB'.padStart(8)}${'Δ bare'.padStart(9)}  budget ${budget.toFixed(1)} kB`);
  console.log(`${pad('bare Next page', width)}${pad(floor.scripts, 9)}${num(floor.kb)}${num(0)}`);
  for (const r of rows) console.log(`${pad(r.label, width)}${pad(r.scripts, 9)}${num(r.kb)}${num(r.delta)}   ${r.ok ? 'PASS' : 'MISS'}`);
  assertBare(bare);
  const misses = rows.filter((r) => !r.ok).length;
  console.log(`\n${rows.length - misses} of ${rows.length} routes within bare + ${BUDGET_OVER_BARE_KB} kB`);
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
