import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ATTRIBUTES_COOKIE, TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { testCookieName } from '@/services/content/variants';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { layoutShiftWhileLoading } from './support/layout-shift';
import { recordScripts, SDK_SIGNATURE } from './support/page-checks';
import { THEMES } from '@/config/themes';
import { resolveLocalizedValues } from '@/domain/content/localized-value';

/**
 * The two render paths for page-builder content: published pages are server-rendered without the
 * page-builder SDK, whatever they hold; only Builder's editor and previews load it. Text a visitor needs is in the
 * first HTML, visible without JavaScript, and nothing moves while a home page loads.
 */

/**
 * Pages whose content is built from blocks, one of each kind: the home page, an editor's page with
 * every blog block, the blog and press routes composed from blocks, the legal pages, the review
 * form, a product page with its reviews, the pages of the site-section blocks, and a page whose
 * Masthead plays a video (its short content puts the footer's form on a phone's first screen).
 */
const CHECKED_ROUTES = [
  '/',
  '/our-kitchen',
  '/blog',
  '/blog/reading-a-pet-food-label',
  '/press',
  '/privacy-policy',
  '/write-a-review',
  '/products/gentle-turkey-pumpkin-dog-roll',
  '/transition-guide',
  '/about',
];

type Element = { component?: { name?: string; options?: Record<string, unknown> }; children?: Element[] };
type Fixture = { file: string; urlPath: string; theme: 'main' | 'vet' | undefined; locale: string | undefined; testPage: boolean; blocks: Element[] };

const PAGE_DIR = path.resolve(__dirname, '../../fixtures/content/page');
const FIXTURES: Fixture[] = readdirSync(PAGE_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => {
    const json = JSON.parse(readFileSync(path.join(PAGE_DIR, file), 'utf8')) as { query: { property: string; value: unknown }[]; data: { blocks: Element[] } };
    const rule = (property: string) => json.query.find((q) => q.property === property)?.value;
    const theme = rule('theme');
    return {
      file,
      urlPath: String(rule('urlPath')),
      theme: theme === 'main' || theme === 'vet' ? theme : undefined,
      locale: typeof rule('locale') === 'string' ? String(rule('locale')) : undefined,
      testPage: rule(TEST_PAGES_ATTRIBUTE) === true,
      blocks: json.data.blocks,
    };
  });

/** Blocks whose heading is not on the page until the visitor acts (a modal dialog opened on exit intent). */
const HIDDEN_UNTIL_OPENED = new Set(['Exit Modal']);

/** The headline of every block a visitor without attributes sees (a personalization container shows its default children). */
function headlines(blocks: Element[], out: string[] = []): string[] {
  for (const block of blocks) {
    if (HIDDEN_UNTIL_OPENED.has(block.component?.name ?? '')) continue;
    const options = block.component?.options ?? {};
    const text = [options.heading, options.hed].find((t): t is string => typeof t === 'string' && t.trim() !== '');
    if (text && block.component?.name !== 'PersonalizationContainer') out.push(text);
    headlines(block.children ?? [], out);
  }
  return out;
}

function localePrefix(locale: string | undefined): string {
  return locale === 'en-ca' ? '/en-ca' : locale === 'en-gb' ? '/en-gb' : '';
}

/** Every script the page loads until the network is quiet (an absence can only be shown once loading has stopped). */
async function scriptBodies(page: Page, url: string): Promise<string[]> {
  const scripts = recordScripts(page);
  await page.goto(url);
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return scripts();
}

// Every fixture page is visited with JavaScript on elsewhere (visual.spec.ts sweeps them all, the
// test pages have specs of their own), and the shared fixture fails any test whose pages report a
// CSP violation: an eval anywhere would show there. These routes also prove the SDK stays away.
// One load per route does both: it is measured for layout shift on a phone while it loads, then
// its scripts are read once the network is quiet.
for (const theme of THEMES) {
  for (const route of CHECKED_ROUTES) {
    test(`published ${theme} ${route} downloads no page-builder SDK, and does not shift while it loads on a phone (layout shifts sum to 0.02 at most)`, async ({
      page,
      context,
      mainOrigin,
      vetOrigin,
    }) => {
      const origin = theme === 'vet' ? vetOrigin : mainOrigin;
      await context.addCookies([{ name: testCookieName('home-main-en-us'), value: 'home-main-en-us', url: origin }]);
      const scripts = recordScripts(page);
      expect(await layoutShiftWhileLoading(page, `${origin}${route}`)).toBeLessThanOrEqual(0.02);
      // An absence can only be shown once loading has stopped.
      await page.waitForLoadState('networkidle');
      const bodies = await scripts();
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter((body) => body.includes(SDK_SIGNATURE))).toHaveLength(0);
    });
  }
}

test('content with an entrance animation is server-rendered in its final state, without the page-builder SDK, and passes axe', async ({ page, context, mainOrigin }) => {
  await context.addCookies([{ name: ATTRIBUTES_COOKIE, value: encodeURIComponent(JSON.stringify({ [TEST_PAGES_ATTRIBUTE]: true })), url: mainOrigin }]);
  const html = await (await page.request.get(`${mainOrigin}/test/animation`)).text();
  expect(html).toContain('Drawn in its final state');
  const scripts = await scriptBodies(page, `${mainOrigin}/test/animation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Animated content' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drawn in its final state' })).toBeVisible();
  expect(scripts.filter((body) => body.includes(SDK_SIGNATURE))).toHaveLength(0);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const pages = FIXTURES.filter((f) => !f.testPage);
  for (const fixture of pages) {
    const themes = fixture.theme ? [fixture.theme] : THEMES;
    for (const theme of themes) {
      test(`${fixture.file} (${theme}) shows every block's headline`, async ({ page, context, mainOrigin, vetOrigin }) => {
        const origin = theme === 'vet' ? vetOrigin : mainOrigin;
        // Pin the A/B test on the US home page to its default arm, whose headlines the fixture holds.
        await context.addCookies([{ name: testCookieName('home-main-en-us'), value: 'home-main-en-us', url: origin }]);
        const response = await page.goto(`${origin}${localePrefix(fixture.locale)}${fixture.urlPath}`);
        expect(response?.status()).toBe(200);
        // Localized headings are read in the page's locale, as the page loader resolves them.
        const expected = headlines(resolveLocalizedValues(fixture.blocks, fixture.locale ?? 'en-US'));
        expect(expected.length).toBeGreaterThan(0);
        for (const text of expected) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      });
    }
  }
});

/** A CSS-module class as the build names it: six characters of hash, an underscore, the local name. */
const MODULE_CLASS = /^[\w-]{6}_[A-Za-z]\w*$/;

/**
 * The CSS-module classes in a page's HTML that none of the stylesheets it carries defines (inline
 * `<style>` elements and linked sheets alike): what is drawn unstyled until some script brings its
 * stylesheet, and forever without JavaScript. Also the stylesheets the HTML links, each a request
 * the first paint waits for. The request goes to the server's own address with the theme's host
 * name (Node cannot resolve vet.localhost).
 */
async function stylesheetsOf(request: APIRequestContext, origin: string, host: string, pathname: string): Promise<{ used: string[]; undefinedByItsCss: string[]; linked: string[] }> {
  const html = await (await request.get(`${origin}${pathname}`, { headers: { host } })).text();
  const used = [...new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter((c) => MODULE_CLASS.test(c)))];
  const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const css = [...inline, ...(await Promise.all(linked.map(async (href) => (await request.get(`${origin}${href}`)).text())))].join('\n');
  const defined = new Set([...css.matchAll(/\.([\w-]{6}_[A-Za-z]\w*)/g)].map((m) => m[1]!));
  return { used, undefinedByItsCss: used.filter((c) => !defined.has(c)).sort(), linked };
}

// These read HTML and CSS over HTTP only: the context's request client carries its cookies, and no
// page (a renderer process of its own) is opened for them.
test.describe('the first HTML carries every stylesheet its markup needs, inline', () => {
  for (const fixture of FIXTURES.filter((f) => !f.testPage)) {
    const themes = fixture.theme ? [fixture.theme] : THEMES;
    for (const theme of themes) {
      test(`${fixture.file} (${theme}): no CSS-module class waits for a script, and no stylesheet for a request`, async ({ context, mainOrigin, vetOrigin }) => {
        await context.addCookies([{ name: testCookieName('home-main-en-us'), value: 'home-main-en-us', url: mainOrigin }]);
        const host = new URL(theme === 'vet' ? vetOrigin : mainOrigin).host;
        const sheets = await stylesheetsOf(context.request, mainOrigin, host, `${localePrefix(fixture.locale)}${fixture.urlPath}`);
        expect(sheets.used.length).toBeGreaterThan(0);
        expect(sheets.undefinedByItsCss).toEqual([]);
        // On a phone's link each linked sheet is a round trip before anything is drawn.
        expect(sheets.linked).toEqual([]);
      });
    }
  }
});

/**
 * A frame painted while the HTML is still arriving draws whatever has been parsed: on a phone, a
 * split block's text where its image (later in the DOM, first on screen) will go, pushed down a
 * moment later. The head holds every frame until the element after the main content is in the DOM.
 */
for (const route of ['/', '/dog-food', '/blog/reading-a-pet-food-label', '/contact']) {
  test(`${route} paints no frame before its main content is parsed: the head render-blocks on an element after </main>`, async ({ request, mainOrigin }) => {
    const html = await (await request.get(`${mainOrigin}${route}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/.exec(head)?.[1];
    expect(target, 'a render-blocking rel=expect link in <head>').toBeDefined();
    const mainEnd = html.indexOf('</main>');
    expect(mainEnd).toBeGreaterThan(0);
    expect(html.indexOf(`id="${target}"`), `#${target} comes after </main>`).toBeGreaterThan(mainEnd);
  });
}

/**
 * Web fonts are not preloaded: a preloaded font holds Chromium's first paint and shares the phone's
 * link with the page's largest image, while text drawn first in the metric-matched fallbacks does
 * not move when the fonts swap in (the layout-shift tests below hold the fonts back to prove it).
 */
for (const { route, leadImage } of [
  { route: '/', leadImage: true },
  { route: '/dog-food', leadImage: true },
  { route: '/contact', leadImage: false },
]) {
  test(`${route} preloads no web font, in its headers or its HTML${leadImage ? ', and does preload its lead image' : ''}`, async ({ context, mainOrigin }) => {
    await context.addCookies([{ name: testCookieName('home-main-en-us'), value: 'home-main-en-us', url: mainOrigin }]);
    const response = await context.request.get(`${mainOrigin}${route}`);
    const html = await response.text();
    const preloads = [response.headers()['link'] ?? '', ...[...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)].map((m) => m[0])].join('\n');
    expect(preloads).not.toMatch(/as="?font|\.woff2/);
    if (leadImage) expect(preloads).toMatch(/as="image"/);
  });
}

/** The names the deferred island map holds, read from its sources (importing them would run next/dynamic outside Next). */
const DEFERRED_ISLANDS = ['deferred-islands.tsx', 'deferred.generated.ts'].flatMap((file) => [
  ...readFileSync(path.resolve(__dirname, '../../src/page-runtime/islands', file), 'utf8').matchAll(/^ {2}'([^']+)': dynamic\(/gm),
].map((m) => m[1]!));

test('a page that renders no deferred island downloads no code that names one; a page that renders one loads them and has its HTML from the server', async ({ page }) => {
  expect(DEFERRED_ISLANDS).toContain('Announcement bar');
  const named = (scripts: string[], name: string) => scripts.filter((body) => body.includes(`"${name}"`));

  const home = await scriptBodies(page, '/');
  for (const name of DEFERRED_ISLANDS) expect(named(home, name), name).toHaveLength(0);

  const html = await (await page.request.get('/transition-guide')).text();
  expect(html).toContain('data-announcement=');
  const guide = await scriptBodies(page, '/transition-guide');
  expect(named(guide, 'Announcement bar').length).toBeGreaterThan(0);
});
