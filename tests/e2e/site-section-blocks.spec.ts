import { devices, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { layoutShiftWhileLoading, PHONE } from './support/layout-shift';

/**
 * The site-section, comparison, transitioning and imagery blocks on their fixture pages: axe in
 * both themes where a page serves both, every interactive block driven from the keyboard, the
 * exit modal's §7 event in the data layer, and no layout shift while the pages load.
 */

type DataLayerEntry = { event?: string; action?: string; label?: string | null };
const exitModalEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((e) => e.event === 'exit_modal').map((e) => ({ ...e })));

/** Exit intent on a desktop: the pointer leaves the window through its top edge. */
const leaveThroughTop = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true })));

/** Repeats exit intent until the modal opens (its listener is attached once the island hydrates). */
async function openExitModal(page: Page) {
  const dialog = page.locator('dialog[data-exit-modal]');
  await expect(async () => {
    await leaveThroughTop(page);
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass();
  return dialog;
}

type Point = { x: number; y: number };

/**
 * A one-finger drag from `from` to `to` through the DevTools protocol (Playwright can tap but not
 * move a finger). The moves are 16 ms apart, and the finger then rests at `to` for 300 ms before
 * lifting, so the gesture ends with no velocity: a drag the browser settles on the nearest snap
 * point, never a fling that could carry the scroller several pages. The timestamps are the
 * events' own, so the test waits for nothing.
 */
async function touchDrag(page: Page, from: Point, to: Point, steps = 15) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (ms: number) => start + ms / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from], timestamp: at(0) });
  for (let i = 1; i <= steps; i += 1) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point], timestamp: at(16 * i) });
  }
  for (let rest = 1; rest <= 3; rest += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to], timestamp: at(16 * steps + 100 * rest) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(16 * steps + 320) });
  await cdp.detach();
}

/** The phone the touch tests run on, without the browser choice (a describe block cannot set it). */
const { defaultBrowserType: _browser, ...PIXEL_7 } = devices['Pixel 7'];

for (const [theme, path] of [
  ['main', '/about'],
  ['main', '/compare'],
  ['main', '/en-gb/compare'],
  ['main', '/transition-guide'],
  ['vet', '/transition-guide'],
  ['vet', '/en-ca/transition-guide'],
] as const) {
  test(`${theme} ${path} is served with one h1 and passes axe`, async ({ page, mainOrigin, vetOrigin }) => {
    const response = await page.goto(`${theme === 'vet' ? vetOrigin : mainOrigin}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test('the exit modal passes axe while open', async ({ page }) => {
  await page.goto('/compare');
  await openExitModal(page);
  await expectNoAxeViolations(page);
});

for (const path of ['/about', '/compare', '/transition-guide']) {
  test(`${path} does not shift while it loads on a phone (layout shifts sum to 0.02 at most)`, async ({ page }) => {
    expect(await layoutShiftWhileLoading(page, path)).toBeLessThanOrEqual(0.02);
  });
}

test.describe('Ticker', () => {
  const track = (page: Page) => page.locator('[data-ticker] ul').first().locator('..');
  const playState = (page: Page) => track(page).evaluate((el) => getComputedStyle(el).animationPlayState);

  test('moves, pauses under the pointer, pauses while focus is inside, and the Pause checkbox keeps it paused', async ({ page }) => {
    await page.goto('/compare');
    const ticker = page.getByRole('region', { name: 'Offers' });
    await expect(ticker).toBeVisible();
    expect(await playState(page)).toBe('running');
    await ticker.hover();
    expect(await playState(page)).toBe('paused');
    await page.mouse.move(0, 700);
    expect(await playState(page)).toBe('running');
    // Keyboard: focus reaches the ticker's controls, which pauses it; Space on Pause keeps it paused.
    const pause = ticker.getByRole('checkbox', { name: 'Pause' });
    await pause.focus();
    expect(await playState(page)).toBe('paused');
    await page.keyboard.press('Space');
    await expect(pause).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(pause).not.toBeFocused();
    expect(await playState(page)).toBe('paused');
  });

  test('is still under reduced motion', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await page.goto('/compare');
    await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await context.close();
  });

  test('its hide flags hide it on the sites it is hidden for (this one: CA and GB)', async ({ page }) => {
    await page.goto('/en-gb/compare');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-ticker]')).toBeHidden();
    await page.goto('/en-ca/compare');
    await expect(page.locator('[data-ticker]')).toBeHidden();
    await page.goto('/compare');
    await expect(page.locator('[data-ticker]')).toBeVisible();
  });
});

test.describe('Exit Modal', () => {
  test('opens on exit intent, keeps focus inside, closes on Escape, and its §7 events reach the data layer', async ({ page }) => {
    await page.goto('/compare');
    const dialog = await openExitModal(page);
    expect(await exitModalEvents(page)).toEqual([{ event: 'exit_modal', action: 'view', label: 'Before you go' }]);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => exitModalEvents(page)).toEqual([
      { event: 'exit_modal', action: 'view', label: 'Before you go' },
      { event: 'exit_modal', action: 'close', label: 'Before you go' },
    ]);
  });

  test('opens once per session: the 30-minute cookie keeps it closed on the next page', async ({ page, context }) => {
    await page.goto('/compare');
    await openExitModal(page);
    await page.keyboard.press('Escape');
    const cookie = (await context.cookies()).find((c) => c.name === 'bb_exit_modal_seen');
    expect(cookie?.value).toBe('1');
    // Session length from §9: expires about 30 minutes from now.
    expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(cookie && cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * 60 + 5);
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    await page.goto('/compare');
    const dialog = await openExitModal(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('a call to action reports an exit-modal click with its label', async ({ page }) => {
    await page.goto('/compare');
    const dialog = await openExitModal(page);
    await dialog.getByRole('link', { name: 'Find your recipe' }).press('Enter');
    await expect(page).toHaveURL(/\/product-selector$/);
    expect(await exitModalEvents(page)).toContainEqual({ event: 'exit_modal', action: 'click', label: 'Find your recipe' });
  });
});

test.describe('keyboard', () => {
  test('Announcement bar: closed from the keyboard, it stays closed for this visitor', async ({ page }) => {
    await page.goto('/transition-guide');
    const bar = page.getByRole('region', { name: 'Announcement' });
    const close = bar.getByRole('button', { name: 'Close announcement' });
    await expect(async () => {
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(bar).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await expect(page.locator('#main-content')).toBeFocused();
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('Announcement bar: for a returning visitor who closed it, it is never painted and the page does not shift (layout shifts sum to 0.02 at most)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/transition-guide');
    const bar = page.getByRole('region', { name: 'Announcement' });
    const text = (await bar.locator('p').textContent())?.trim().slice(0, 30) ?? '';
    expect(text.length).toBeGreaterThan(10);
    await expect(async () => {
      await bar.getByRole('button', { name: 'Close announcement' }).click();
      await expect(bar).toHaveCount(0, { timeout: 500 });
    }).toPass();
    // The visitor comes back: the server already knows, so the bar is nowhere in the page it sends.
    const html = await (await page.request.get('/transition-guide')).text();
    expect(html.includes('<h1'), 'the page was served').toBe(true);
    expect(html.includes(text), 'the closed announcement is in the HTML served to the visitor who closed it').toBe(false);
    // And no announcement element enters the document at any point while the page loads.
    await page.addInitScript(() => {
      const seen = { announcement: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-announcement]')) seen.announcement = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const shift = await layoutShiftWhileLoading(page, '/transition-guide');
    test.info().annotations.push({ type: 'layout shift (returning visitor)', description: shift.toFixed(4) });
    expect(await page.evaluate(() => (window as unknown as { __seen: { announcement: boolean } }).__seen.announcement)).toBe(false);
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test('Comparison Image Slider: arrow keys, Home and End move the divider', async ({ page }) => {
    await page.goto('/compare');
    const slider = page.getByRole('slider', { name: /move the divider/ });
    const frame = page.locator('[data-comparison-slider]');
    await expect(async () => {
      await slider.focus();
      await page.keyboard.press('End');
      await expect(frame).toHaveAttribute('style', /--split:\s*100%/, { timeout: 500 });
    }).toPass();
    await page.keyboard.press('Home');
    await expect(frame).toHaveAttribute('style', /--split:\s*0%/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '2% Week 0, 98% Week 4');
  });

  test('Icon Image Carousel: Next pages the slides, the track scrolls with the arrow keys, and the §5 items per page hold', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/transition-guide');
    const carousel = page.locator('[data-carousel]');
    const track = carousel.getByRole('list');
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    const previous = carousel.getByRole('button', { name: /Previous/ });
    const next = carousel.getByRole('button', { name: /Next/ });
    // Desktop: 3 per page in this fixture.
    const [trackWidth, slideWidth] = await track.evaluate((el) => [el.clientWidth, (el.firstElementChild as HTMLElement).getBoundingClientRect().width]);
    expect(Math.round(trackWidth / slideWidth)).toBe(3);
    await expect(previous).toBeDisabled();
    await expect(async () => {
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(scrollLeft, { timeout: 1000 }).toBeGreaterThan(0);
    }).toPass();
    await expect(previous).toBeEnabled();
    // The track itself takes focus: the arrow keys scroll it a slide at a time (scroll snapping).
    const paged = await scrollLeft();
    await track.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBeLessThan(paged);
    const back = await scrollLeft();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(back);
  });

  test('Icon Image Carousel shows one slide per page on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/transition-guide');
    const track = page.locator('[data-carousel]').getByRole('list');
    const [trackWidth, slideWidth] = await track.evaluate((el) => [el.clientWidth, (el.firstElementChild as HTMLElement).getBoundingClientRect().width]);
    expect(Math.round(trackWidth / slideWidth)).toBe(1);
  });

  test('Transitioning Drawer opens its day-by-day guide from the keyboard', async ({ page }) => {
    await page.goto('/transition-guide');
    const summary = page.getByText('See the slower guide');
    const table = page.getByRole('table', { name: 'Sensitive stomach?' });
    await expect(table).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(table).toBeVisible();
    // The gentle pace: the plan's four steps, each held twice as long.
    await expect(table.getByRole('rowheader')).toHaveText(['Days 1–4', 'Days 5–8', 'Days 9–12', 'Days 13–14']);
  });

  test('the transition guide and the blog post state the same switching plan: a week, a quarter more fresh food every two days', async ({ page }) => {
    await page.goto('/transition-guide');
    const week = page.getByRole('table', { name: 'Your week, day by day' });
    await expect(week.getByRole('rowheader')).toHaveText([/^Days 1–2/, 'Days 3–4', 'Days 5–6', /^Day 7/]);
    const fresh = await week.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.querySelectorAll('td')[1]?.textContent ?? ''));
    expect(fresh).toEqual(['25%', '50%', '75%', '100%']);
    await page.goto('/blog/switching-to-fresh-food-in-seven-days');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switching to fresh food in seven days');
    const article = page.getByRole('main');
    for (const line of ['Days 1 to 2: one quarter fresh', 'Days 3 to 4: half and half.', 'Days 5 to 6: three quarters fresh', 'Day 7: fresh food only.']) {
      await expect(article).toContainText(line);
    }
  });

  test('Team: a bio opens from the keyboard', async ({ page }) => {
    await page.goto('/about');
    const summary = page.getByText('Read bio of Dr. Maya Chen');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Maya is a board-certified veterinary nutritionist', { exact: false })).toBeVisible();
  });
});

test.describe('touch', () => {
  test.use(PIXEL_7);

  /** Which slide the track starts at (aligned to its left edge within a pixel or two), and how many slides it shows whole. */
  const trackState = (page: Page) =>
    page
      .locator('[data-carousel]')
      .getByRole('list')
      .evaluate((track) => {
        const box = track.getBoundingClientRect();
        const slides = [...track.children].map((li) => li.getBoundingClientRect());
        return {
          first: slides.findIndex((r) => Math.abs(r.left - box.left) <= 2),
          whole: slides.filter((r) => r.left >= box.left - 1 && r.right <= box.right + 1).length,
        };
      });

  test('Icon Image Carousel: a swipe to the left shows the next page and a swipe back the previous one, one slide per page on the phone (§5 mobile)', async ({ page }) => {
    await page.goto('/transition-guide');
    const carousel = page.locator('[data-carousel]');
    const track = carousel.getByRole('list');
    await track.scrollIntoViewIfNeeded();
    expect(await trackState(page)).toEqual({ first: 0, whole: 1 });
    const box = await track.boundingBox();
    if (!box) throw new Error('the carousel track has no box');
    const y = box.y + box.height / 3;
    const right = { x: box.x + box.width * 0.85, y };
    const left = { x: box.x + box.width * 0.15, y };
    // The finger lands on the track, not on something drawn over it.
    expect(await track.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), right)).toBe(true);
    // Native scroll snapping: the swipe needs no script, so it works before hydration too.
    await touchDrag(page, right, left);
    await expect.poll(() => trackState(page)).toEqual({ first: 1, whole: 1 });
    // Once hydrated, the pager follows the swipe: Previous becomes available.
    await expect(carousel.getByRole('button', { name: /Previous/ })).toBeEnabled();
    await touchDrag(page, left, right);
    await expect.poll(() => trackState(page)).toEqual({ first: 0, whole: 1 });
    await expect(carousel.getByRole('button', { name: /Previous/ })).toBeDisabled();
  });

  test('Icon Image Carousel: a vertical swipe over it scrolls the page, not the carousel', async ({ page }) => {
    await page.goto('/transition-guide');
    const track = page.locator('[data-carousel]').getByRole('list');
    await track.scrollIntoViewIfNeeded();
    const box = await track.boundingBox();
    if (!box) throw new Error('the carousel track has no box');
    const before = await page.evaluate(() => window.scrollY);
    const x = box.x + box.width / 2;
    await touchDrag(page, { x, y: box.y + box.height * 0.8 }, { x, y: box.y + box.height * 0.2 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    expect((await trackState(page)).first).toBe(0);
  });

  test('Comparison Image Slider: a horizontal touch drag moves the divider with the finger', async ({ page }) => {
    await page.goto('/compare');
    const frame = page.locator('[data-comparison-slider]');
    const slider = page.getByRole('slider', { name: /move the divider/ });
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    if (!box) throw new Error('the slider has no box');
    const y = box.y + box.height / 2;
    const split = async () => Number((await slider.inputValue()) || NaN);
    // The range input moves natively; the divider follows once the island has hydrated, so drag until it does.
    await expect(async () => {
      await touchDrag(page, { x: box.x + box.width * 0.5, y }, { x: box.x + box.width * 0.8, y });
      await expect(frame).toHaveAttribute('style', /--split:\s*(7[5-9]|8[0-5])%/, { timeout: 500 });
    }).toPass();
    expect(await split()).toBeGreaterThanOrEqual(75);
    await touchDrag(page, { x: box.x + box.width * 0.8, y }, { x: box.x + box.width * 0.2, y });
    await expect(frame).toHaveAttribute('style', /--split:\s*(1[5-9]|2[0-5])%/);
  });
});
