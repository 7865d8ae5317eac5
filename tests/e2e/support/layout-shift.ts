import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The phone the layout checks load pages on. */
export const PHONE = { width: 390, height: 844 };

/**
 * The sum of the layout shifts (not caused by input) while a page loads on a phone: from the first
 * paint until fonts have swapped in, late islands have rendered and the footer is in place.
 *
 * The web fonts are held back until the page has painted in its fallback faces, as on a slow phone
 * link: whether they arrive before or after the first paint otherwise depends on the machine's
 * load, and only the late arrival shows a fallback whose metrics do not match the web font.
 */
export async function layoutShiftWhileLoading(page: Page, url: string): Promise<number> {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let releaseFonts = () => {};
  const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route(/\.woff2(\?|$)/, async (route) => {
    await fontsHeld;
    await route.continue();
  });
  // The load event waits for the preloaded fonts, so the navigation may only wait for the response.
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('h1').first()).toBeVisible();
  // Two animation frames: the fallback text has been painted, not only laid out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => document.fonts.check('1rem bodyFont')), 'the body font is still on its way').toBe(false);
  releaseFonts();
  await page.waitForLoadState('load');
  // Fonts swapping in and late islands are what would move the page: wait for both to settle.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await expect(page.locator('#site-footer')).toBeAttached();
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
}
