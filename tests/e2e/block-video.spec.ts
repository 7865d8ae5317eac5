import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { layoutShiftWhileLoading } from './support/layout-shift';
import { hydrated } from './support/test-pages';

/**
 * Video on the page-opening Masthead and on Left Right Single (§3 media fields): a muted, looping
 * background video over its poster, and a play button that opens the global video modal, pauses the
 * inline video meanwhile and resumes it on close (§4); VideoObject JSON-LD for the page's videos.
 */
/**
 * Clicks a play button once its island has hydrated, and returns the video modal, open. The button
 * is server-rendered, and a click before hydration reaches no handler (deferred-islands.tsx).
 * Clicking again until the modal shows would close it again when the first click's modal arrives
 * late (a cold server's first page).
 */
async function playUntilModalOpens(page: Page, button: Locator): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Video player' });
  await hydrated(button);
  await button.click();
  await expect(dialog).toBeVisible();
  return dialog;
}

const masthead = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { level: 1, name: 'About Brightbowl' }) });

test('the Masthead play button opens the video modal and pauses the background video; closing the modal resumes it', async ({ page }) => {
  await page.goto('/about');
  const background = masthead(page).locator('video[data-inline-player-id]');
  await expect(background).toHaveAttribute('data-playing', '');
  const paused = () => background.evaluate((v) => (v as HTMLVideoElement).paused);
  expect(await background.evaluate((v) => (v as HTMLVideoElement).muted && (v as HTMLVideoElement).loop)).toBe(true);
  expect(await paused()).toBe(false);

  await masthead(page).getByRole('button', { name: 'Play video: The Brightbowl story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video player' });
  await expect(dialog).toBeVisible();
  await expect.poll(paused).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(paused).toBe(false);
});

test('the Left Right Single play button opens its own video in the modal', async ({ page }) => {
  await page.goto('/about');
  await playUntilModalOpens(page, page.getByRole('button', { name: 'Play video: From the farm delivery to the kettle' }));
  await expect.poll(() => page.locator('#video-modal-player').evaluate((v) => (v as HTMLVideoElement).currentSrc || (v as HTMLVideoElement).poster)).toContain('fresh-kitchen');
});

test('pages with a Masthead video pass axe in both themes, and describe their videos in VideoObject JSON-LD with the CSP nonce', async ({ page, vetOrigin }) => {
  for (const [origin, path, names] of [
    ['', '/about', ['The Brightbowl story', 'From the farm delivery to the kettle']],
    [vetOrigin, '/webinars', ['Fresh diets in practice: the seven-day switch']],
  ] as const) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: `Play video: ${names[0]}` })).toBeVisible();
    await expectNoAxeViolations(page);
    // Each JSON-LD document with its served nonce (browsers empty the attribute once parsed; the property keeps it).
    const documents = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? '', nonce: (el as HTMLScriptElement).nonce })));
    const videoDocuments = documents.filter((d) => d.text.includes('"VideoObject"'));
    expect(videoDocuments).toHaveLength(1);
    expect(videoDocuments[0]?.nonce).not.toBe('');
    const graph = (JSON.parse(videoDocuments[0]?.text ?? '{}') as { '@graph': { '@type': string; name: string; uploadDate: string; duration: string; thumbnailUrl: string }[] })['@graph'];
    expect(graph.map((v) => [v['@type'], v.name])).toEqual(names.map((name) => ['VideoObject', name]));
    for (const v of graph) {
      expect(v.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(v.duration).toMatch(/^PT\d+S$/);
      expect(v.thumbnailUrl).toMatch(/^https?:\/\/[^/]+\/media\/content\//);
    }
  }
});

test('a phone on its side gets the full-bleed landscape player (§4: at most 600px high and wider than high)', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/about');
  // The play button and the background video are one island: a playing background says it is live.
  await expect(masthead(page).locator('video[data-inline-player-id]')).toHaveAttribute('data-playing', '');
  await masthead(page).getByRole('button', { name: 'Play video: The Brightbowl story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video player' });
  await expect(dialog).toBeVisible();
  // The whole player, controls included, is on the screen.
  const box = await page.locator('#video-modal-player').boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 844, height: 390 });
});

test('/about with its Masthead video does not shift while it loads on a phone (layout shifts sum to 0.02 at most)', async ({ page }) => {
  expect(await layoutShiftWhileLoading(page, '/about')).toBeLessThanOrEqual(0.02);
});

test.describe('when the visitor asks for reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  test('the Masthead background video never starts and its poster stays; the play button still opens the modal', async ({ page }) => {
    await page.goto('/about');
    const background = masthead(page).locator('video[data-inline-player-id]');
    await expect(masthead(page).locator('img')).toBeVisible();
    await expect(background).toBeHidden();
    expect(await background.evaluate((v) => (v as HTMLVideoElement).paused && !(v as HTMLVideoElement).currentSrc)).toBe(true);
    await playUntilModalOpens(page, masthead(page).getByRole('button', { name: 'Play video: The Brightbowl story' }));
  });
});
