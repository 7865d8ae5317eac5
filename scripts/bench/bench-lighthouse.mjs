// `npm run bench:lighthouse [-- --skip-build] [-- --runs N] [-- --only main,listing] [-- --throttling devtools]`:
// builds the site and a bare Next app of the same version (outside the checkout: see
// scripts/lib/bare-app.mjs), serves both with `next start`, and runs Lighthouse (mobile preset: its
// default form factor and simulated throttling) in Debian's headless Chromium N times (default 5)
// per route. Prints per route the median perf, LCP, TBT, CLS, accessibility, best practices, SEO
// and JS transferred (and the worst CLS), what its largest paint was (text or picture, and its
// size), the ratio to the bare page and to the bare page with one stylesheet inline, as the site
// sends its own (the same page with the sheet linked is measured too), and each target with PASS or
// MISS. A route's LCP is held to the floor of its kind: a text-led route to the bare page, a
// picture-led one to a bare page whose largest paint is the home page's lead picture, through
// next/image at the size the home page renders it. Works offline; it stops the servers and
// browsers it starts, also on Ctrl-C.
//
// `--throttling devtools` loads each page through the same phone profile applied by DevTools
// (latency per request, bandwidth, CPU slowdown) instead of estimating it from an unthrottled load.
// The estimate (Lantern) counts every script that ran before the paint it observed as blocking the
// largest paint; on a 2-core machine that also serves the pages, that paint and the first script
// land within milliseconds of each other, so a route's estimate flips between two modes from run
// to run. The applied profile measures what the throttled load did, at the cost of slower runs.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LEAD_PICTURE, assertBare, buildSiteAndBareApp, leadPicturePath, startBareApp } from '../lib/bare-app.mjs';
import { startNext } from '../lib/processes.cjs';
import CHROMIUM_FLAGS from '../lib/chromium-flags.json' with { type: 'json' };

const PRODUCT_SLUG = 'gentle-turkey-pumpkin-dog-roll'; // a product of fixtures/catalog sold in every locale
const VET_HOST = 'vet.localhost';
const ROUTES = [
  { label: '/ (main)', path: '/', home: true },
  { label: '/ (vet)', path: '/', home: true, host: VET_HOST },
  { label: '/product-selector', path: '/product-selector' },
  // Search results are noindex on purpose (§ search page): SEO may lose exactly is-crawlable there.
  { label: '/search?q=puppy', path: '/search?q=puppy', noindex: true },
  { label: '/where-to-buy', path: '/where-to-buy' },
  { label: '/products/<slug>', path: `/products/${PRODUCT_SLUG}` },
  { label: '/contact', path: '/contact' },
  { label: 'a listing', path: '/dog-food' },
  { label: 'a blog article', path: '/blog/reading-a-pet-food-label' },
];
/**
 * Every route, against the bare pages of the same run: perf at most 2 points under the bare page's,
 * TBT at most the bare page's + 100 ms, LCP at most 1.15x its floor's (the bare page for a text-led
 * route, the bare picture page for a picture-led one), CLS <= 0.02, the rest 100.
 */
const TARGET = { perfBelowBare: 2, tbtOverBareMs: 100, lcpRatio: 1.15, cls: 0.02, score: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The same Chromium flags as the browser tests; the resolver rule sends the vet host to loopback, as DNS would not.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${VET_HOST} 127.0.0.1`];

function parseArgs(argv) {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt === -1 ? 5 : Number(argv[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs > 25) {
    console.error('--runs takes a whole number from 1 to 25');
    process.exit(2);
  }
  // --only keeps the routes whose label contains one of the comma-separated words (the bare rows always run).
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt === -1 ? [] : String(argv[onlyAt + 1] ?? '').split(',').filter(Boolean);
  if (onlyAt !== -1 && only.length === 0) {
    console.error('--only takes comma-separated words of route labels, e.g. --only main,listing');
    process.exit(2);
  }
  const throttlingAt = argv.indexOf('--throttling');
  const throttling = throttlingAt === -1 ? 'simulate' : argv[throttlingAt + 1];
  if (throttling !== 'simulate' && throttling !== 'devtools') {
    console.error('--throttling takes simulate (the default) or devtools');
    process.exit(2);
  }
  return { runs, skipBuild: argv.includes('--skip-build'), only, throttling };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What a failed audit found, briefly (the first two items of its table), so a MISS says why. */
function auditExamples(audit) {
  const items = audit.details?.items ?? [];
  const text = items
    .slice(0, 2)
    .map((item) =>
      [item.description ?? item.issueType, item.sourceLocation?.url ?? item.url, item.node?.snippet ?? item.source?.snippet]
        .filter((part) => typeof part === 'string')
        .join(' ')
        .replace(/\s+/g, ' ')
        .slice(0, 160),
    )
    .filter(Boolean);
  return text.length > 0 ? ` (${text.join(' | ')})` : '';
}

/**
 * What a page's largest paint was, from Lighthouse's LCP element: a picture (an <img>, an SVG
 * <image> or a <video>'s poster) or text, its rendered size in CSS pixels, and for a picture the
 * file behind it (the `url` of a /_next/image address, else the address).
 */
function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  if (!node) return { kind: 'none', size: '', file: '' };
  const snippet = String(node.snippet ?? '');
  const kind = /^<(img|image|video)\b/i.test(snippet) ? 'picture' : 'text';
  const rect = node.boundingRect;
  const size = rect ? `${Math.round(rect.width)}x${Math.round(rect.height)}` : '';
  // Lighthouse shortens a long snippet ("…"): the whole address is that of the image request it begins.
  const shown = pictureFile((/\ssrc="([^"]*)"/.exec(snippet)?.[1] ?? '').replace(/…$/, ''));
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const file = kind === 'picture' ? (requests.map((r) => pictureFile(r.url)).find((f) => shown !== '' && f.startsWith(shown)) ?? shown) : '';
  return { kind, size, file };
}

/** The file a picture's address shows: the `url` of a /_next/image address, else the path. */
function pictureFile(src) {
  const address = src.replaceAll('&amp;', '&');
  const optimized = /[?&]url=([^&]+)/.exec(address)?.[1];
  if (!optimized) return address.replace(/^https?:\/\/[^/]+/, '');
  try {
    return decodeURIComponent(optimized);
  } catch {
    // A cut-off escape at the end of a shortened snippet: compare what is left.
    return optimized.replace(/%[0-9a-f]?$/i, '');
  }
}

/** The figures this benchmark reports from one Lighthouse result. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  // Scored audits that failed outside performance: what a category below 100 lost points on.
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.push(`${id}:${ref.id}${auditExamples(audit)}`);
    }
  }
  return {
    perf: score('performance'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    jsKb: jsBytes / 1024,
    failed,
    warnings: lhr.runWarnings ?? [],
    lcpElement: lcpElement(lhr),
  };
}

const ATTEMPTS = 3;
let retried = 0;

/**
 * One Lighthouse run of a URL. A run whose trace Chromium failed to record (NO_NAVSTART, NO_FCP on a
 * starved CPU) says nothing about the page, so it is repeated, up to ATTEMPTS times, and counted.
 */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: throttling });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return figures(result.lhr);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts: ${error.code} ${error.message}`);
    retried++;
    process.stdout.write(` (retry: ${error.code})`);
  }
}

/** The most frequent of some strings (the first seen on a tie). */
function mostFrequent(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0])[0];
}

function summarize(runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const kind = mostFrequent(runs.map((r) => r.lcpElement.kind));
  const ofKind = runs.filter((r) => r.lcpElement.kind === kind);
  return {
    // What most runs' largest paint was: it decides the route's floor.
    lcpKind: kind,
    lcpKinds: runs.map((r) => r.lcpElement.kind),
    lcpSize: mostFrequent(ofKind.map((r) => r.lcpElement.size)),
    lcpFiles: [...new Set(ofKind.map((r) => r.lcpElement.file).filter(Boolean))],
    perf: m('perf'),
    lcp: m('lcp'),
    // LCP under simulated throttling is bimodal on a loaded page (whether the scripts finished before
    // the observed paint decides whether Lantern counts them): the range shows which mode a median sits in.
    lcpMin: Math.min(...runs.map((r) => r.lcp)),
    lcpMax: Math.max(...runs.map((r) => r.lcp)),
    tbt: m('tbt'),
    cls: m('cls'),
    // A shift that happens in some loads only (a race between streamed HTML and first paint) hides
    // under the median: the worst run shows it.
    clsMax: Math.max(...runs.map((r) => r.cls)),
    a11y: m('a11y'),
    bp: m('bp'),
    seo: m('seo'),
    jsKb: m('jsKb'),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

/** Each target a route must meet, with whether its median meets it; `floor` is its kind's bare page, `bare` the bare text page. */
function verdicts(route, s, floor, bare) {
  // A noindex page loses SEO points on is-crawlable by design; any other SEO failure still counts.
  const seoOk = s.seo >= TARGET.score || (route.noindex && s.failed.every((f) => !f.startsWith('seo:') || f.startsWith('seo:is-crawlable')));
  return [
    [`perf>=${bare.perf - TARGET.perfBelowBare}`, s.perf >= bare.perf - TARGET.perfBelowBare],
    [`TBT<=${Math.round(bare.tbt + TARGET.tbtOverBareMs)}`, s.tbt <= bare.tbt + TARGET.tbtOverBareMs],
    [`LCP<=${TARGET.lcpRatio}xfloor`, s.lcp <= TARGET.lcpRatio * floor.lcp],
    [`CLS<=${TARGET.cls}`, s.cls <= TARGET.cls],
    ['a11y=100', s.a11y >= TARGET.score],
    ['BP=100', s.bp >= TARGET.score],
    [route.noindex && s.seo < TARGET.score ? 'SEO=100 (noindex allowed)' : 'SEO=100', seoOk],
  ];
}

const { runs, skipBuild, only, throttling } = parseArgs(process.argv.slice(2));
const routes = only.length === 0 ? ROUTES : ROUTES.filter((r) => only.some((word) => r.label.includes(word)));
if (routes.length === 0) {
  console.error(`--only matched no route; the labels are: ${ROUTES.map((r) => r.label).join(', ')}`);
  process.exit(2);
}
/**
 * Throws when the bare picture page no longer shows what the site's `/` leads with: the home page's
 * high-priority <img> must be the fixture's lead picture (or a test variation's, which a cookie-less
 * visitor may be drawn) with the bare page's `sizes`.
 */
async function checkLeadPicture(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const img = /<img\b(?=[^>]*\sfetchpriority="high")[^>]*>/i.exec(html)?.[0];
  if (!img) throw new Error('The site\'s / has no <img fetchpriority="high">: its lead picture changed; update LEAD_PICTURE in scripts/lib/bare-app.mjs.');
  const src = (/\ssrc="([^"]*)"/.exec(img)?.[1] ?? '').replaceAll('&amp;', '&');
  const file = decodeURIComponent(/[?&]url=([^&]+)/.exec(src)?.[1] ?? src);
  const sizes = /\ssizes="([^"]*)"/.exec(img)?.[1] ?? '';
  const page = JSON.parse(readFileSync(new URL(`../../${LEAD_PICTURE.fixture}`, import.meta.url), 'utf8'));
  const variations = Object.values(page.variations ?? {}).map((v) => v?.data?.blocks?.[0]?.component?.options?.image);
  const files = [leadPicturePath(), ...variations.filter((v) => typeof v === 'string')];
  if (!files.includes(file) || sizes !== LEAD_PICTURE.sizes) {
    throw new Error(
      `The site's / leads with ${file} (sizes "${sizes}"), the bare picture page with ${files[0]} (sizes "${LEAD_PICTURE.sizes}"): update LEAD_PICTURE in scripts/lib/bare-app.mjs.`,
    );
  }
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bareDir = await buildSiteAndBareApp({ skipSiteBuild: skipBuild });
if (!bareDir) process.exit(1);

const stoppers = new Set();
const stopAll = () => {
  for (const stop of stoppers) stop();
  stoppers.clear();
};
// chrome-launcher ends its Chromium on SIGINT; the Next servers must end too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

try {
  const bare = await startBareApp(bareDir);
  stoppers.add(bare.stop);
  const app = await startNext({ label: 'app' });
  stoppers.add(app.stop);
  await checkLeadPicture(app.origin);

  const targets = [
    { label: 'bare Next page', url: `${bare.origin}/`, bare: true },
    { label: 'bare + stylesheet', url: `${bare.origin}/styled`, bare: true },
    // The site's pages carry their stylesheets inline: this row is the floor they start from.
    { label: 'bare + inline css', url: `${bare.origin}/styled-inline`, bare: true, inlineFloor: true },
    // The floor of a picture-led route: the home page's lead picture, same file and rendered size.
    { label: 'bare + picture', url: `${bare.origin}/picture`, bare: true, pictureFloor: true },
    ...routes.map((r) => ({ ...r, url: `http://${r.host ?? 'localhost'}:${app.port}${r.path}` })),
  ];
  // One request per route first, so no run measures a server's first, cold render; and each
  // candidate of a page's high-priority picture, so none measures the image optimizer's first
  // conversion of it (it keeps what it made on disk).
  for (const t of targets) {
    const url = new URL(t.url);
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await fetch(url, { headers: { host } });
    if (!response.ok) throw new Error(`${t.label} answered ${response.status}`);
    const lead = /<img\b(?=[^>]*\sfetchpriority="high")[^>]*>/i.exec(await response.text())?.[0] ?? '';
    const srcset = (/\ssrcset="([^"]*)"/.exec(lead)?.[1] ?? '').replaceAll('&amp;', '&');
    for (const candidate of srcset.split(',').map((c) => c.trim().split(/\s+/)[0]).filter(Boolean)) {
      const image = await fetch(new URL(candidate, url), { headers: { host, accept: 'image/webp,*/*' } });
      if (!image.ok) throw new Error(`${t.label}: ${candidate} answered ${image.status}`);
      await image.arrayBuffer();
    }
  }

  const loadBefore = loadavg();
  const results = new Map(targets.map((t) => [t, []]));
  // Rounds interleave the routes, so a burst of load elsewhere on the machine spreads over all of
  // them instead of sinking one; each round gets a fresh Chromium.
  for (let round = 1; round <= runs; round++) {
    process.stdout.write(`Lighthouse round ${round}/${runs}:`);
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const stopChrome = () => chrome.kill();
    stoppers.add(stopChrome);
    try {
      for (const t of targets) {
        results.get(t).push(await measure(t.url, chrome.port));
        process.stdout.write(' .');
      }
    } finally {
      stoppers.delete(stopChrome);
      chrome.kill();
    }
    process.stdout.write('\n');
  }
  const loadAfter = loadavg();

  const lhVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  const rows = targets.map((t) => ({ t, s: summarize(results.get(t)) }));
  const floor = rows[0].s;
  const inlineFloor = rows.find(({ t }) => t.inlineFloor).s;
  const pictureFloor = rows.find(({ t }) => t.pictureFloor).s;
  if (pictureFloor.lcpKind !== 'picture') throw new Error(`The bare picture page's largest paint was ${pictureFloor.lcpKind}, not its picture: it is no floor for picture-led routes.`);
  /** A route's LCP floor: the bare picture page when its largest paint is a picture, else the bare page. */
  const floorOf = (s) => (s.lcpKind === 'picture' ? { label: 'picture', s: pictureFloor } : { label: 'text', s: floor });
  const pad = (v, n) => String(v).padEnd(n);
  const left = (v, n) => String(v).padStart(n);
  console.log(`\nLighthouse ${lhVersion}, mobile preset (${throttling === 'devtools' ? 'throttling applied by DevTools' : 'simulated throttling'}), ${chromePath}, median of ${runs} run(s) per route`);
  if (retried > 0) console.log(`${retried} run(s) repeated because Chromium recorded no usable trace`);
  console.log(`load average (1/5/15 min): before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(
    `${pad('route', 19)}${left('perf', 5)}${left('LCP s', 7)}${left('LCP range', 12)}${left('LCP is', 17)}${left('TBT ms', 8)}${left('CLS', 7)}${left('CLSmax', 8)}${left('a11y', 6)}${left('BP', 5)}${left('SEO', 5)}${left('JS kB', 8)}${left('JS×bare', 9)}${left('LCP×bare', 10)}${left('×inline', 9)}${left('×floor', 8)}  targets`,
  );
  let misses = 0;
  for (const { t, s } of rows) {
    const routeFloor = floorOf(s);
    const checks = t.bare ? [] : verdicts(t, s, routeFloor.s, floor);
    misses += checks.filter(([, ok]) => !ok).length;
    const marks = checks.map(([name, ok]) => `${name} ${ok ? 'PASS' : 'MISS'}`).join(', ');
    console.log(
      `${pad(t.label, 19)}${left(s.perf, 5)}${left((s.lcp / 1000).toFixed(2), 7)}${left(`${(s.lcpMin / 1000).toFixed(2)}-${(s.lcpMax / 1000).toFixed(2)}`, 12)}${left(`${s.lcpKind} ${s.lcpSize}`, 17)}${left(Math.round(s.tbt), 8)}${left(s.cls.toFixed(3), 7)}${left(s.clsMax.toFixed(3), 8)}${left(s.a11y, 6)}${left(s.bp, 5)}${left(s.seo, 5)}${left(s.jsKb.toFixed(1), 8)}${left((s.jsKb / floor.jsKb).toFixed(2), 9)}${left((s.lcp / floor.lcp).toFixed(2), 10)}${left((s.lcp / inlineFloor.lcp).toFixed(2), 9)}${left(t.bare ? '' : (s.lcp / routeFloor.s.lcp).toFixed(2), 8)}  ${t.bare ? '' : `floor: ${routeFloor.label}; `}${marks}`,
    );
  }
  // Which picture each picture-led route painted last (a test variation may show another), and any
  // route whose runs disagreed on text or picture: its floor is the majority's.
  console.log('\nLargest paint per route (CSS px; a picture\'s file):');
  for (const { t, s } of rows) {
    const mixed = new Set(s.lcpKinds).size > 1 ? ` (runs: ${s.lcpKinds.join(', ')})` : '';
    console.log(`  ${t.label}: ${s.lcpKind} ${s.lcpSize}${s.lcpFiles.length > 0 ? ` ${s.lcpFiles.join(', ')}` : ''}${mixed}`);
  }
  const notes = rows.filter(({ t, s }) => !t.bare && (s.failed.length > 0 || s.warnings.length > 0));
  if (notes.length > 0) {
    console.log('\nFailed audits (in any run) and Lighthouse warnings:');
    for (const { t, s } of notes) console.log(`  ${t.label}: ${[...s.failed, ...s.warnings].join('; ')}`);
  }
  assertBare(bare);
  console.log(`\nTargets: perf within ${TARGET.perfBelowBare} points of the bare page's, TBT <= the bare page's + ${TARGET.tbtOverBareMs} ms, LCP <= ${TARGET.lcpRatio}x its floor's (the bare page's for a text-led route, the bare picture page's for a picture-led one), CLS <= ${TARGET.cls}, accessibility, best practices and SEO ${TARGET.score}. ${misses === 0 ? 'All met.' : `${misses} missed.`}`);
} finally {
  stopAll();
}
