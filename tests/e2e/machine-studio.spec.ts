import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { MACHINE_CATALOGUE, stateNodesOf } from '@/studio/machines';

/** Console errors, uncaught page errors and failed requests, recorded for the whole test. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

const machines = (page: Page) => page.getByRole('navigation', { name: 'Machines' });
const active = (page: Page) => page.getByTestId('active-states');
const enabledEvents = (page: Page) => page.getByRole('list', { name: 'Enabled events' });

/** Presses Enter on a control, as a keyboard user would after tabbing to it. */
async function pressEnter(page: Page, name: string | RegExp): Promise<void> {
  const control = page.getByRole('button', { name, exact: true });
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('machine studio', () => {
  test('lists every machine of the catalogue and draws each from its definition with no console error', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/studio/machines');
    await expect(page.getByRole('heading', { level: 1, name: 'Machine studio' })).toBeVisible();
    await expect(machines(page).getByRole('button')).toHaveCount(MACHINE_CATALOGUE.length);
    for (const entry of MACHINE_CATALOGUE) {
      await machines(page).locator(`[data-machine="${entry.id}"]`).click();
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(entry.title) })).toBeVisible();
      const diagram = page.getByTestId('diagram').locator('svg.machine-diagram');
      await expect(diagram).toBeVisible();
      await expect(diagram.locator('title')).toHaveText(new RegExp(`State machine ${entry.id}:`));
      await expect(diagram.locator(`[data-state^="${entry.id}."]`).first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('steps the search machine by keyboard from idle through a debounced search to results', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/studio/machines');
    await machines(page).locator('[data-machine="search"]').focus();
    await page.keyboard.press('Enter');
    await expect(active(page)).toHaveText('search.closed');

    await pressEnter(page, 'search.open {"currentPath":"/blog"}');
    await expect(active(page)).toHaveText('search.open, search.open.idle');
    await pressEnter(page, 'search.type {"value":"dog"}');
    await expect(active(page)).toHaveText('search.open, search.open.debouncing');
    // The idle delay is a timer: nothing is searched until the delay passes.
    await expect(enabledEvents(page).getByRole('button', { name: /search answers/ })).toHaveCount(0);
    await pressEnter(page, 'Advance delays');
    await expect(active(page)).toHaveText('search.open, search.open.searching');
    await pressEnter(page, 'search answers {"hits":["Chicken Recipe for Dogs"]}');
    await expect(active(page)).toHaveText('search.open, search.open.showingResults');
    await expect(page.getByLabel('Context as JSON')).toContainText('Chicken Recipe for Dogs');
    await expect(page.getByTestId('event-log')).toContainText('clock +1000 ms');
    await expect(page.getByTestId('event-log')).toContainText('updateUrl');
    // The active state is highlighted on the drawing itself.
    await expect(page.locator('[data-studio-diagram] [data-state="search.open.showingResults"] > rect').first()).toHaveCSS('stroke', 'rgb(154, 52, 18)');
    expect(errors).toEqual([]);
  });

  test('replays the shortest path to a state from the paths panel', async ({ page }) => {
    await page.goto('/studio/machines');
    await machines(page).locator('[data-machine="search"]').click();
    await page.locator('[data-path="open.failed"]').click();
    await expect(active(page)).toHaveText('search.open, search.open.failed');
    await expect(page.getByTestId('event-log')).toContainText('search fails');
    await pressEnter(page, 'Reset');
    await expect(active(page)).toHaveText('search.closed');
  });

  test('passes axe (WCAG 2.2 A/AA) with a machine drawn, in the studios’ own frame (no site header or footer)', async ({ page }) => {
    await page.goto('/studio/machines');
    await expect(page.getByTestId('diagram').locator('svg.machine-diagram')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Studios' })).toBeVisible();
    await expect(page.locator('#site-header, #site-footer')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Fit shows every state of the quiz machine inside the viewport at 1280 and 390 px, and event buttons stay inside their card', async ({ page }) => {
    const quiz = MACHINE_CATALOGUE.find((entry) => entry.id === 'quiz');
    if (quiz === undefined) throw new Error('the quiz machine is in the catalogue');
    const stateIds = [quiz.machine.root, ...stateNodesOf(quiz.machine)].map((node) => node.id);
    const viewport = page.getByTestId('diagram');
    /** Every state box's bounding box lies inside the diagram viewport's. */
    const everyStateInside = async (): Promise<string[]> => {
      const frame = await viewport.boundingBox();
      if (frame === null) return ['no viewport'];
      const outside: string[] = [];
      for (const id of stateIds) {
        const box = await viewport.locator(`[data-state="${id}"] > rect`).first().boundingBox();
        if (box === null || box.x < frame.x - 0.5 || box.y < frame.y - 0.5 || box.x + box.width > frame.x + frame.width + 0.5 || box.y + box.height > frame.y + frame.height + 0.5) outside.push(id);
      }
      return outside;
    };

    await page.goto('/studio/machines');
    await machines(page).locator('[data-machine="quiz"]').click();
    await expect(viewport.locator('svg.machine-diagram title')).toHaveText(/State machine quiz:/);
    for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      // Zoomed in and panned away first, so Fit has to bring the whole machine back.
      await pressEnter(page, 'Zoom in');
      await viewport.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(everyStateInside).not.toEqual([]);
      await pressEnter(page, 'Fit');
      await expect.poll(everyStateInside).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Event names carry JSON with no spaces: at 390 px they wrap inside the card.
    await machines(page).locator('[data-machine="search"]').click();
    const card = page.getByRole('region', { name: 'Current state' });
    const buttons = enabledEvents(page).getByRole('button');
    await expect(buttons.first()).toBeVisible();
    const cardBox = await card.boundingBox();
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(box !== null && cardBox !== null && box.x + box.width <= cardBox.x + cardBox.width + 0.5, await button.innerText()).toBe(true);
    }
    await expectNoAxeViolations(page);
  });
});
