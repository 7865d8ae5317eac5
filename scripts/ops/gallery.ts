/**
 * `npm run gallery [-- --skip-build] [-- --only <text>]`: full-page screenshots of every page a
 * visitor can reach (tests/support/visitor-pages.ts, the list the visual spec checks), at 390 and
 * 1280 px, in each theme the page exists in, into gallery/ with an index.html contact sheet grouped
 * by page, theme and width, so a person can look over the whole site in a minute. Builds first
 * unless told --skip-build; starts `next start` on a free loopback port itself and stops it, also
 * on Ctrl-C. `--only` keeps the pages whose URL or source contains the text.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { visitorPages, themeOrigin, type VisitorPage } from '../../tests/support/visitor-pages';
import { brokenImagesInView, horizontalOverflow } from '../../tests/e2e/support/page-checks';
import { nextBin, run, startNext, type StartedNext } from '../lib/processes.cjs';
import CHROMIUM_FLAGS from '../lib/chromium-flags.json' with { type: 'json' };
import { THEMES } from '@/config/themes';

// tsx runs scripts as CommonJS, where import.meta.url is empty: the repo root is the working directory npm gives.
const ROOT = process.cwd();
const OUT = path.join(ROOT, 'gallery');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const THUMB_WIDTH = 200;
const THUMB_HEIGHT = 520;
/** How long a page's loading states may take to give way to what they load. */
const LOADING_WAIT_MS = 10_000;
/** Two pages at a time: the machine's two cores, one for the server and one for Chromium. */
const CONCURRENCY = 2;
/**
 * How long one page may take. What runs inside the page (waiting for fonts, the scroll pass) has
 * no timeout of its own, so a page that never settles would hold the whole gallery: past this it
 * is closed and flagged on the contact sheet instead.
 */
const PAGE_DEADLINE_MS = 90_000;

type Shot = {
  readonly page: VisitorPage;
  readonly width: number;
  readonly file: string;
  readonly thumb: string;
  /** What a person should look at: a page wider than the screen, broken images, an error. */
  readonly notes: readonly string[];
};

function parseArgs(argv: readonly string[]): { skipBuild: boolean; only: string | undefined } {
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt === -1 ? undefined : argv[onlyAt + 1];
  if (onlyAt !== -1 && (only === undefined || only.startsWith('--'))) {
    console.error('--only takes a piece of a URL or a fixture id, e.g. --only /compare');
    process.exit(2);
  }
  return { skipBuild: argv.includes('--skip-build'), only };
}

async function photograph(browser: Browser, origin: string, target: VisitorPage, viewport: (typeof WIDTHS)[number]): Promise<Shot> {
  const name = `${target.slug}-${viewport.width}`;
  const file = `${name}.png`;
  const thumb = `thumbs/${name}.webp`;
  const notes: string[] = [];
  // Reduced motion: tickers and fades hold still, so the picture shows the page, not a frame of an animation.
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  // tsx compiles with esbuild's keepNames, which wraps named functions in a __name(…) helper that
  // exists only in Node: the functions sent to page.evaluate need it in the page too.
  await context.addInitScript('window.__name = (fn) => fn;');
  const deadline = setTimeout(() => {
    notes.push(`gave up after ${PAGE_DEADLINE_MS / 1000} s`);
    // Closing the context rejects whatever the page is still waiting on, so the catch below ends it.
    context.close().catch((error: unknown) => console.error(`closing ${target.url} at ${viewport.width} px: ${String(error)}`));
  }, PAGE_DEADLINE_MS);
  try {
    const page = await context.newPage();
    const response = await page.goto(`${themeOrigin(origin, target.theme)}${target.url}`);
    if (response?.status() !== 200) notes.push(`status ${response?.status() ?? 'none'}`);
    await page.evaluate(() => document.fonts.ready);
    // Scrolling through loads the lazy images (and lets the page finish hydrating) before the picture.
    for (const image of await brokenImagesInView(page)) notes.push(`broken image ${image}`);
    // A block still showing its loading state (the quiz fetching its catalog) is pictured once it
    // has loaded, as a visitor sees it a moment later; one that never does is flagged.
    try {
      await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((el) => /^\s*Loading/.test(el.textContent ?? '')), null, { timeout: LOADING_WAIT_MS });
    } catch {
      notes.push(`still loading after ${LOADING_WAIT_MS / 1000} s`);
    }
    // The loaded block may change the page's height: let that layout land before the full-page picture measures it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const overflow = await horizontalOverflow(page);
    if (overflow.scrollWidth > overflow.clientWidth) notes.push(`${overflow.scrollWidth} px wide on a ${overflow.clientWidth} px screen`);
    await page.screenshot({ path: path.join(OUT, file), fullPage: true });
    // The top of the page only: a long listing scaled to the thumbnail's width is still taller than WebP allows.
    const full = await sharp(path.join(OUT, file)).metadata();
    const scaledHeight = Math.floor(((full.height ?? 0) * THUMB_WIDTH) / (full.width ?? viewport.width));
    await sharp(path.join(OUT, file))
      .resize({ width: THUMB_WIDTH })
      .extract({ left: 0, top: 0, width: THUMB_WIDTH, height: Math.max(1, Math.min(THUMB_HEIGHT, scaledHeight)) })
      .webp({ quality: 70 })
      .toFile(path.join(OUT, thumb));
  } catch (error) {
    notes.push(`failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    clearTimeout(deadline);
    await context.close();
  }
  return { page: target, width: viewport.width, file, thumb, notes };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The contact sheet: one row per page (in its locale), a column per theme and width. */
function contactSheet(shots: readonly Shot[], builtAt: string): string {
  const rows = new Map<string, Shot[]>();
  for (const shot of shots) {
    const key = `${shot.page.locale} ${shot.page.url}`;
    rows.set(key, [...(rows.get(key) ?? []), shot]);
  }
  const columns = THEMES.flatMap((theme) => WIDTHS.map((w) => ({ theme, width: w.width })));
  const cell = (shot: Shot | undefined) => {
    if (!shot) return '<td class="none">not in this theme</td>';
    const notes = shot.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('');
    const picture = existsSync(path.join(OUT, shot.thumb)) ? `<a href="${shot.file}"><img src="${shot.thumb}" width="${THUMB_WIDTH}" alt="${escapeHtml(`${shot.page.theme} ${shot.page.url} at ${shot.width} px`)}" loading="lazy"></a>` : '';
    return `<td>${picture}${notes ? `<ul class="notes">${notes}</ul>` : ''}</td>`;
  };
  const body = [...rows]
    .map(([, row]) => {
      const first = row[0];
      if (!first) return '';
      const cells = columns.map((c) => cell(row.find((s) => s.page.theme === c.theme && s.width === c.width))).join('');
      return `<tr><th scope="row"><code>${escapeHtml(first.page.url)}</code><br>${first.page.locale}<br><small>${escapeHtml(first.page.source)}</small></th>${cells}</tr>`;
    })
    .join('\n');
  const flagged = shots.filter((s) => s.notes.length > 0).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Brightbowl gallery</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; color: #1f2a24; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ddd; padding: 6px; vertical-align: top; text-align: left; }
thead th { position: sticky; top: 0; background: #fff; }
td a { display: block; }
td img { display: block; }
td.none { color: #777; font-style: italic; }
.notes { color: #a11a3f; margin: 4px 0 0; padding-left: 1.1em; max-width: ${THUMB_WIDTH}px; overflow-wrap: anywhere; }
</style></head><body>
<h1>Brightbowl gallery</h1>
<p>${shots.length} full-page screenshots of ${rows.size} pages, taken ${escapeHtml(builtAt)}. Thumbnails show the top of each page; click one for the whole page. ${flagged} flagged (red notes).</p>
<table><thead><tr><th>Page</th>${columns.map((c) => `<th>${c.theme} ${c.width} px</th>`).join('')}</tr></thead>
<tbody>
${body}
</tbody></table></body></html>
`;
}

async function main(): Promise<void> {
  const { skipBuild, only } = parseArgs(process.argv.slice(2));
  const pages = visitorPages().filter((p) => only === undefined || p.url.includes(only) || p.source.includes(only));
  if (pages.length === 0) throw new Error(`no page matches --only ${only ?? ''}`);
  if (!skipBuild) {
    console.log('building the app…');
    const code = await run(process.execPath, [nextBin, 'build']);
    if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  } else if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('--skip-build, but there is no production build in .next: run without it');
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(path.join(OUT, 'thumbs'), { recursive: true });

  let server: StartedNext | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }
  try {
    server = await startNext();
    // A gallery tool, not app code: the same Chromium override the Playwright config reads.
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP vet.localhost 127.0.0.1'],
    });
    const jobs = pages.flatMap((p) => WIDTHS.map((w) => ({ page: p, viewport: w })));
    const shots: Shot[] = [];
    let next = 0;
    const started = Date.now();
    const worker = async (b: Browser, origin: string) => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (!job) break;
        const shot = await photograph(b, origin, job.page, job.viewport);
        shots.push(shot);
        console.log(`${String(shots.length).padStart(3)}/${jobs.length} ${job.page.theme} ${job.page.url} at ${job.viewport.width} px${shot.notes.length ? `: ${shot.notes.join('; ')}` : ''}`);
      }
    };
    const { origin } = server;
    const b = browser;
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(b, origin)));
    const order = new Map(jobs.map((j, i) => [`${j.page.slug}-${j.viewport.width}`, i]));
    shots.sort((a, z) => (order.get(`${a.page.slug}-${a.width}`) ?? 0) - (order.get(`${z.page.slug}-${z.width}`) ?? 0));
    writeFileSync(path.join(OUT, 'index.html'), contactSheet(shots, new Date().toISOString()));
    console.log(`\n${shots.length} screenshots in ${Math.round((Date.now() - started) / 1000)} s: open ${path.relative(ROOT, path.join(OUT, 'index.html'))}`);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
