import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { BLOCK_ERROR_MESSAGE, testVisitor } from './support/test-pages';
import { THEMES } from '@/config/themes';

/**
 * Builder's Slot, its Video element and symbols' own A/B tests, on the published (server) path, as
 * Builder's SDK shows them (BuilderIO/builder sdks-tests: slot, slot-with-symbol, video,
 * video-lazy-load, symbol-ab-test), each page with JavaScript off and on.
 */

/** A browser context of a test visitor, with JavaScript on or off, and any extra cookies. */
async function visitor(browser: Browser, origin: string, javaScriptEnabled: boolean, cookies: { name: string; value: string }[] = []): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([testVisitor(origin), ...cookies.map((cookie) => ({ ...cookie, url: origin }))]);
  return context;
}

/** The order the page's text reads in (innerText works with JavaScript off, where evaluate cannot run). */
const readsInOrder = async (page: Page, ...words: string[]) => {
  const text = await page.locator('main').innerText();
  const at = words.map((w) => text.indexOf(w));
  return at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]!));
};

/** Axe runs in the page, so only where the page runs scripts. */
const axe = async (page: Page, javaScriptEnabled: boolean) => {
  if (javaScriptEnabled) await expectNoAxeViolations(page);
};

const SLOT = {
  top: 'Recipe card: the bowl starts here.',
  inside: 'Inside the slot: turkey, pumpkin and a spoon of kale.',
  bottom: 'Recipe card: the bowl ends here.',
  nested: 'A banner placed in a slot',
};

for (const theme of THEMES) {
  for (const javaScriptEnabled of [false, true]) {
    test(`${theme}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: a symbol's Slot shows the blocks the page put in it, in the slot's place, a symbol in a slot included; axe`, async ({ browser, mainOrigin, vetOrigin }) => {
      const origin = theme === 'vet' ? vetOrigin : mainOrigin;
      const context = await visitor(browser, origin, javaScriptEnabled);
      const page = await context.newPage();
      await page.goto(`${origin}/test/conformance/slot`);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Slots in symbols' })).toBeVisible();
      await expect(main.getByText(SLOT.inside)).toBeVisible();
      // Inside the symbol's slot box, between the symbol's own two texts.
      await expect(main.locator('.builder-slot').first()).toContainText(SLOT.inside);
      expect(await readsInOrder(page, SLOT.top, SLOT.inside, SLOT.bottom)).toBe(true);
      // The second card's slot holds a symbol of its own, looked up on the server.
      await expect(main.getByText(SLOT.nested, { exact: true })).toBeVisible();
      await expect(main.locator('.builder-slot').nth(1)).toContainText(SLOT.nested);
      // The third card's slot is empty: the card renders around it.
      await expect(main.getByText(SLOT.top)).toHaveCount(3);
      await expect(main.getByText(BLOCK_ERROR_MESSAGE)).toHaveCount(0);
      await axe(page, javaScriptEnabled);
      await context.close();
    });

    test(`${theme}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: a Builder Video is a <video> with its poster and flags, autoplay muted, its box sized before it loads, its blocks over it; axe`, async ({ browser, mainOrigin, vetOrigin }) => {
      const origin = theme === 'vet' ? vetOrigin : mainOrigin;
      const context = await visitor(browser, origin, javaScriptEnabled);
      const page = await context.newPage();
      // No video ever arrives: what the box shows is what it reserved before the video loaded.
      await page.route('**/*.mp4', (route) => route.abort());
      await page.goto(`${origin}/test/conformance/video`);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Video element' })).toBeVisible();
      const videos = main.locator('video.builder-video');
      await expect(videos).toHaveCount(2);

      const eager = videos.first();
      await expect(eager).toHaveAttribute('poster', '/media/content/kitchen-kettle.jpg');
      for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline']) await expect(eager).toHaveAttribute(attribute, '');
      await expect(eager).not.toHaveAttribute('controls');
      await expect(eager.locator('source')).toHaveAttribute('src', '/media/catalog/video/chicken-brown-rice-dog-roll-alt.mp4');
      await expect(eager).toHaveCSS('object-fit', 'cover');
      if (javaScriptEnabled) expect(await eager.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
      // aspectRatio 0.5625: the box is 56.25% as high as it is wide, with no video loaded.
      const box = await eager.locator('..').boundingBox();
      expect(box?.width).toBeGreaterThan(100);
      expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) * 0.5625)).toBeLessThanOrEqual(1);
      const caption = main.getByText('Chicken and brown rice, rolled in our kitchen.');
      await expect(caption).toBeVisible();
      const captionBox = await caption.boundingBox();
      expect(captionBox!.y + captionBox!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);

      const lazy = videos.nth(1);
      await expect(lazy).toHaveAttribute('poster', '/media/content/kitchen-portioning.jpg');
      await expect(lazy).toHaveAttribute('controls', '');
      await expect(lazy).toHaveAttribute('preload', 'none');
      await expect(lazy).not.toHaveAttribute('autoplay');
      const lazyBox = await lazy.locator('..').boundingBox();
      expect(Math.abs((lazyBox?.height ?? 0) - (lazyBox?.width ?? 0) * 0.75)).toBeLessThanOrEqual(1);
      await expect(main.getByText(BLOCK_ERROR_MESSAGE)).toHaveCount(0);
      await axe(page, javaScriptEnabled);
      await context.close();
    });
  }
}

test('a lazily loaded Video fetches nothing until it nears the viewport, then loads (video-lazy-load)', async ({ browser, mainOrigin }) => {
  const context = await visitor(browser, mainOrigin, true);
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.mp4')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(`${mainOrigin}/test/conformance/video`);
  const lazy = page.locator('video.builder-video').nth(1);
  // The eager video above the fold loads with the page; the lazy one, 2400px down, must not.
  await expect.poll(() => fetched).toContain('/media/catalog/video/chicken-brown-rice-dog-roll-alt.mp4');
  // Its island has hydrated (React owns the element) and still asked for nothing.
  await expect.poll(() => lazy.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')))).toBe(true);
  expect(fetched).not.toContain('/media/catalog/video/salmon-pate-cat-roll-alt.mp4');
  await lazy.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched).toContain('/media/catalog/video/salmon-pate-cat-roll-alt.mp4');
  await context.close();
});

const BOWL = {
  cookie: 'builder.tests.conformance-ab-bowl',
  turkey: { id: 'conformance-ab-bowl', text: 'Bowl of the week: gentle turkey and pumpkin.' },
  salmon: { id: 'conformance-ab-bowl-salmon', text: 'Bowl of the week: wild salmon and sweet potato.' },
};
const AB_URL = '/test/conformance/symbol-ab-test';

for (const javaScriptEnabled of [false, true]) {
  test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}: a symbol's own A/B variation is the one its builder.tests cookie names, on every reload; axe`, async ({ browser, mainOrigin }) => {
    test.slow();
    for (const variation of [BOWL.salmon, BOWL.turkey]) {
      const other = variation === BOWL.salmon ? BOWL.turkey : BOWL.salmon;
      const context = await visitor(browser, mainOrigin, javaScriptEnabled, [{ name: BOWL.cookie, value: variation.id }]);
      const page = await context.newPage();
      for (let visit = 0; visit < 3; visit += 1) {
        await page.goto(`${mainOrigin}${AB_URL}`);
        await expect(page.locator('main').getByText(variation.text)).toBeVisible();
        await expect(page.locator('main').getByText(other.text)).toHaveCount(0);
      }
      await axe(page, javaScriptEnabled);
      await context.close();
    }
  });
}

test("a new visitor is drawn a symbol variation by its ratios, gets the sticky cookie naming what they saw, and keeps it across reloads", async ({ browser, mainOrigin }) => {
  test.slow();
  const seen = new Set<string>();
  for (let visitorNumber = 0; visitorNumber < 8; visitorNumber += 1) {
    const context = await visitor(browser, mainOrigin, true);
    const page = await context.newPage();
    await page.goto(`${mainOrigin}${AB_URL}`);
    await expect(page.locator('main').getByText(/Bowl of the week:/)).toBeVisible();
    const shown = (await page.locator('main').getByText(/Bowl of the week:/).innerText()).trim();
    const expected = shown === BOWL.salmon.text ? BOWL.salmon.id : BOWL.turkey.id;
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === BOWL.cookie)?.value).toBe(expected);
    seen.add(expected);
    await page.reload();
    await expect(page.locator('main').getByText(shown)).toBeVisible();
    await context.close();
  }
  expect(seen.size, 'both variations are drawn for new visitors (1 in 128 runs would draw one only)').toBe(2);
});

test('the page cache never shows one symbol variation to a visitor of the other, and keeps drawing new visitors by the ratios', async ({ playwright, mainOrigin }) => {
  test.slow();
  const fetchAs = async (cookies: { name: string; value: string }[]) => {
    const context = await playwright.request.newContext({ extraHTTPHeaders: { cookie: [testVisitor(mainOrigin), ...cookies].map((c) => `${c.name}=${c.value}`).join('; ') } });
    const response = await context.get(`${mainOrigin}${AB_URL}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    await context.dispose();
    return { html, age: response.headers()['age'] };
  };
  const drawnForNew = new Set<string>();
  let servedFromCache = 0;
  // Alternating visitors within the cache's lifetime: each must get their own variation, copy or not.
  for (let round = 0; round < 6; round += 1) {
    for (const variation of [BOWL.salmon, BOWL.turkey]) {
      const { html, age } = await fetchAs([{ name: BOWL.cookie, value: variation.id }]);
      if (age !== undefined) servedFromCache += 1;
      expect(html).toContain(variation.text);
      expect(html).not.toContain((variation === BOWL.salmon ? BOWL.turkey : BOWL.salmon).text);
    }
    for (let fresh = 0; fresh < 2; fresh += 1) {
      const { html } = await fetchAs([]);
      const salmon = html.includes(BOWL.salmon.text);
      expect(salmon !== html.includes(BOWL.turkey.text)).toBe(true);
      drawnForNew.add(salmon ? 'salmon' : 'turkey');
    }
  }
  expect(servedFromCache, 'the cache answered some of these (else this test checks nothing of it)').toBeGreaterThan(0);
  expect(drawnForNew.size, 'new visitors are still split between variations (1 in 2048 runs would not be)').toBe(2);
});
