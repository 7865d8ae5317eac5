import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { layoutShiftWhileLoading } from './support/layout-shift';
import { horizontalOverflow } from './support/page-checks';
import { THEMES } from '@/config/themes';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * States of a page that the visual check's derived list (tests/support/visitor-pages.ts, checked
 * at 390 px in visual.spec.ts) does not reach: the locator's buy-online view and a query as long
 * as the field takes with no place to break (the locator repeats the query in its heading).
 */
const ROUTES = ['/where-to-buy?ons=1', `/where-to-buy?q=${'Llanfairpwllgwyngyll'.repeat(3)}`];

test.describe('no page scrolls sideways on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const theme of THEMES) {
    for (const route of ROUTES) {
      test(`${theme} ${route} is no wider than the phone`, async ({ page, mainOrigin, vetOrigin }) => {
        const response = await page.goto(`${theme === 'vet' ? vetOrigin : mainOrigin}${route}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('#main-content h1').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const overflow = await horizontalOverflow(page);
        expect(overflow.scrollWidth, `wider than ${overflow.clientWidth} px: ${overflow.outermost.join(', ')}`).toBeLessThanOrEqual(
          overflow.clientWidth,
        );
      });
    }
  }
});

/**
 * Boxes of the card and of every visible element of the page content (main and footer, outside the
 * card) that holds text of its own, in viewport coordinates at the current scroll position.
 */
function cardAndTextBoxes(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('aside[aria-label="Featured video"]');
    if (!card) throw new Error('no featured video card on the page');
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const texts: { text: string; box: ReturnType<typeof box> }[] = [];
    for (const el of document.querySelectorAll('#main-content *, footer *')) {
      if (card.contains(el)) continue;
      const ownText = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      const r = el.getBoundingClientRect();
      if (ownText && r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden') texts.push({ text: ownText.slice(0, 40), box: box(el) });
    }
    // The fixed header hides the text scrolled under it whatever sits on it: only what shows below it counts.
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const shown = texts.filter(({ box: b }) => b.bottom > headerBottom).map(({ text, box: b }) => ({ text, box: { ...b, top: Math.max(b.top, headerBottom) } }));
    return { card: box(card), texts: shown };
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  for (const origin of THEMES) {
    test(`the floating video player on ${origin} home covers no text and no other header control at ${viewport.width}x${viewport.height}, wherever it is scrolled`, async ({
      page,
      mainOrigin,
      vetOrigin,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${origin === 'vet' ? vetOrigin : mainOrigin}/`);
      const card = page.getByRole('complementary', { name: 'Featured video' });
      await expect(card).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // It floats: fixed with the header, so it stays in view as the visitor scrolls.
      expect(await card.evaluate((el) => getComputedStyle(el.closest('header') ?? el).position)).toBe('fixed');
      const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      // The top, every half screen down, and the bottom: a card fixed to the viewport over the page
      // would cross text at some of these.
      const stops = [...Array.from({ length: Math.ceil(scrollable / (viewport.height / 2)) }, (_, i) => (i * viewport.height) / 2), scrollable];
      for (const y of stops) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        const { card: c, texts } = await cardAndTextBoxes(page);
        expect(c.bottom - c.top, 'the player is on screen').toBeGreaterThan(0);
        const covered = texts.filter(({ box: t }) => t.left < c.right && t.right > c.left && t.top < c.bottom && t.bottom > c.top).map((t) => t.text);
        expect(covered, `text under the player at scroll ${Math.round(y)}`).toEqual([]);
      }
      // Nor does it sit on the header's own controls (logo, search, menu, navigation).
      const overlapping = await page.evaluate(() => {
        const player = document.querySelector('aside[aria-label="Featured video"]');
        if (!player) return ['no player'];
        const p = player.getBoundingClientRect();
        return [...document.querySelectorAll('header a, header button')]
          .filter((el) => !player.contains(el) && el.getClientRects().length > 0)
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < p.right && r.right > p.left && r.top < p.bottom && r.bottom > p.top;
          })
          .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
      });
      expect(overlapping).toEqual([]);
    });
  }
}

test('home leaves no empty band for the floating player: the footer follows the last content block', async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Featured video' })).toBeVisible();
    const gap = await page.evaluate(() => {
      const main = document.querySelector('#main-content');
      if (!main) return null;
      // The lowest edge of anything main shows (scripts and hidden markers have no box).
      // The floating player is not page content: a strip holding it is the empty band this forbids.
      const bottoms = [...main.children]
        .filter((el) => el.getClientRects().length > 0 && !el.querySelector('aside[aria-label="Featured video"]'))
        .map((el) => el.getBoundingClientRect().bottom);
      return Math.round(main.getBoundingClientRect().bottom - Math.max(...bottoms));
    });
    expect(gap, `space after home's last block at ${viewport.width} px`).toBe(0);
  }
});

test('home with the floating player shifts nothing while it loads (CLS)', async ({ page }) => {
  const shift = await layoutShiftWhileLoading(page, '/');
  await expect(page.getByRole('complementary', { name: 'Featured video' })).toBeVisible();
  expect(shift).toBeLessThanOrEqual(0.02);
});

test("home preloads no image ahead of its masthead, and the header's fixed-width nav tiles list two widths, not every width", async ({ request }) => {
  const html = await (await request.get('/')).text();
  // React preloads a server-rendered image unless told it is low priority: the header's 44 px video
  // poster once went ahead of the masthead, the page's largest image, on a phone's shared link.
  const imagePreloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  expect(imagePreloads).toHaveLength(1);
  expect(imagePreloads[0]).toContain('masthead');
  expect(html.match(/<img[^>]*poster[^>]*>/)?.[0]).toContain('fetchPriority="low"');
  // A 160 px tile needs its 1x and 2x pictures; every configured width made each tag ~1.9 kB.
  const tiles = [...html.matchAll(/<img[^>]*nav-dog[^>]*>/g)].map((m) => m[0]);
  expect(tiles.length).toBeGreaterThan(0);
  for (const tile of tiles) expect(tile.match(/srcSet="([^"]*)"/)?.[1]?.split(', ')).toHaveLength(2);
});

test('the floating video card has its final size in the server HTML, so showing it shifts nothing', async ({ browser, baseURL }) => {
  const sizeOf = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const card = page.getByRole('complementary', { name: 'Featured video' });
    await expect(card).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const box = await card.boundingBox();
    await context.close();
    return box && { width: box.width, height: box.height };
  };
  const serverRendered = await sizeOf(false);
  expect(serverRendered?.height).toBeGreaterThan(0);
  expect(await sizeOf(true)).toEqual(serverRendered);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`a page-builder form placed straight on a page sits in the page's column, not against the screen's edge, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/newsletter-demo');
    const form = page.locator('#main-content form[name="Pet survey"]');
    await expect(form).toBeVisible();
    const heading = page.locator('#main-content h1');
    const [formBox, headingBox] = [await form.boundingBox(), await heading.boundingBox()];
    expect(formBox?.x).toBeGreaterThan(0);
    // The same left edge as the page heading above it: the page's margins, not a width of its own.
    expect(Math.round(formBox?.x ?? 0)).toBe(Math.round(headingBox?.x ?? -1));
  });
}
