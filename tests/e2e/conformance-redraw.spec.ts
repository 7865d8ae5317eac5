import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { hydrated, mainText, testVisitor } from './support/test-pages';
import { THEMES } from '@/config/themes';

/**
 * State the browser changes redraws what depends on it, as Builder's SDK does: repeats whose
 * collection an action fills, grows or shrinks; show/hide inside repeats, per item; bound styles
 * and attributes; and every event Builder stores on a block runs its action. Each page is read with
 * JavaScript off first (the server's HTML), then hydrated (nothing changes) and driven by mouse
 * and keyboard.
 */

/** The page's main text with JavaScript off, after checking what `check` expects of that HTML. */
async function withoutJavaScript(browser: Browser, origin: string, url: string, check: (page: Page) => Promise<void>): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([testVisitor(origin)]);
  const page = await context.newPage();
  await page.goto(url);
  await check(page);
  const text = await mainText(page);
  await context.close();
  return text;
}

for (const theme of THEMES) {
  test(`${theme}: an empty repeat is in the first HTML as empty, and a button's action fills it, by mouse and keyboard; axe`, async ({ page, browser, context, mainOrigin, vetOrigin }) => {
    const origin = theme === 'vet' ? vetOrigin : mainOrigin;
    const url = `${origin}/test/conformance/repeat-fill`;
    const plain = await withoutJavaScript(browser, origin, url, async (p) => {
      await expect(p.getByText('The pantry is empty.')).toBeVisible();
      await expect(p.locator('main').getByRole('listitem')).toHaveCount(0);
    });

    await context.addCookies([testVisitor(origin)]);
    await page.goto(url);
    const stock = page.getByRole('button', { name: 'Stock the pantry' });
    await hydrated(stock);
    expect(await mainText(page)).toBe(plain);
    await stock.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main').getByRole('listitem')).toHaveText(['Recipe 1Turkey & Pumpkin: 2 cups a day', 'Recipe 2Beef & Sweet Potato: 3 cups a day'], { useInnerText: false });
    await expect(page.getByText('The pantry is empty.')).toBeHidden();
    await stock.click();
    await expect(page.locator('main').getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
}

test('a repeat grows and shrinks with its collection, and an item\'s own button removes that item; axe', async ({ page, browser, context, mainOrigin }) => {
  const url = `${mainOrigin}/test/conformance/repeat-grow`;
  const plain = await withoutJavaScript(browser, mainOrigin, url, async (p) => {
    await expect(p.getByText('1. Breakfast bowl')).toBeVisible();
    await expect(p.getByText('1 bowls planned')).toBeVisible();
  });

  await context.addCookies([testVisitor(mainOrigin)]);
  await page.goto(url);
  const add = page.getByRole('button', { name: 'Add a bowl' });
  await hydrated(add);
  expect(await mainText(page)).toBe(plain);
  await add.click();
  await add.click();
  await expect(page.getByText('3 bowls planned')).toBeVisible();
  await expect(page.getByText('2. Bowl 2')).toBeVisible();
  await expect(page.getByText('3. Bowl 3')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Remove Bowl 2' }).click();
  await expect(page.getByText('2. Bowl 3')).toBeVisible();
  await expect(page.getByText('Bowl 2', { exact: false })).toBeHidden();
  const removeLast = page.getByRole('button', { name: 'Remove the last bowl' });
  await removeLast.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByText('0 bowls planned')).toBeVisible();
  await expect(page.getByText('Breakfast bowl', { exact: false })).toBeHidden();
  await add.click();
  await expect(page.getByText('1. Bowl 1')).toBeVisible();
});

test("show/hide inside a repeat follows an action per item, with the item's own names; the toggled button keeps focus; axe", async ({ page, browser, context, mainOrigin }) => {
  const url = `${mainOrigin}/test/conformance/repeat-show-hide`;
  const plain = await withoutJavaScript(browser, mainOrigin, url, async (p) => {
    await expect(p.getByText('Rich in omega-3 for a shiny coat.')).toBeHidden();
    await expect(p.getByText('Notes closed')).toHaveCount(3);
  });

  await context.addCookies([testVisitor(mainOrigin)]);
  await page.goto(url);
  const salmon = page.getByRole('button', { name: 'Show notes on Salmon & Pea' });
  await hydrated(salmon);
  expect(await mainText(page)).toBe(plain);
  await salmon.click();
  await expect(page.getByText('Rich in omega-3 for a shiny coat.')).toBeVisible();
  await expect(page.getByText('Gentle on sensitive tummies.')).toBeHidden();
  await expect(page.getByText('A hearty bowl for active dogs.')).toBeHidden();
  await expect(page.getByText('Notes closed').filter({ visible: true })).toHaveCount(2);
  const hide = page.getByRole('button', { name: 'Hide notes on Salmon & Pea' });
  await expect(hide).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Rich in omega-3 for a shiny coat.')).toBeHidden();
  await page.getByRole('button', { name: 'Show notes on Lamb & Barley' }).click();
  await expect(page.getByText('A hearty bowl for active dogs.')).toBeVisible();
});

test('every event Builder stores on a block runs its action: mouseEnter, mouseLeave, focus, input, change, keyDown, keyUp, blur; axe', async ({ page, browser, context, mainOrigin }) => {
  const url = `${mainOrigin}/test/conformance/events`;
  const plain = await withoutJavaScript(browser, mainOrigin, url, async (p) => {
    await expect(p.getByText('Pointer: not yet')).toBeVisible();
    await expect(p.getByText('Field: not yet')).toBeVisible();
  });

  await context.addCookies([testVisitor(mainOrigin)]);
  await page.goto(url);
  const field = page.getByRole('textbox', { name: "Your pet's name" });
  const bowl = page.getByText('The bowl', { exact: true });
  await hydrated(field);
  await hydrated(bowl.locator('xpath=../..'));
  expect(await mainText(page)).toBe(plain);

  await bowl.hover();
  await expect(page.getByText('Pointer: over the bowl')).toBeVisible();
  await page.getByRole('heading', { name: 'Bowl events' }).hover();
  await expect(page.getByText('Pointer: left the bowl')).toBeVisible();
  await page.getByText('A hover-only button').hover();
  await expect(page.getByText('Pointer: over the button')).toBeVisible();

  await field.click();
  await expect(page.getByText('Field: in the field')).toBeVisible();
  await page.keyboard.type('Rex');
  await expect(page.getByText('Typed: Rex')).toBeVisible();
  await expect(page.getByText('Changed: REX')).toBeVisible();
  await expect(page.getByText('Last key down: x; up: x')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(page.getByText('Field: left the field')).toBeVisible();
});

test('a style and attributes bound to state follow an action, by mouse and keyboard; axe', async ({ page, browser, context, mainOrigin }) => {
  const url = `${mainOrigin}/test/conformance/bound-styles`;
  const card = (p: Page) => p.locator('[data-feeding]');
  const plain = await withoutJavaScript(browser, mainOrigin, url, async (p) => {
    await expect(card(p)).toHaveAttribute('data-feeding', 'day');
    await expect(card(p)).toHaveAttribute('title', 'Day feeding card');
    await expect(card(p)).toHaveCSS('background-color', 'rgb(255, 246, 229)');
    await expect(p.getByText('Bright and early, two scoops.')).toBeVisible();
  });

  await context.addCookies([testVisitor(mainOrigin)]);
  await page.goto(url);
  const toggle = page.getByRole('button', { name: 'Switch to night feeding' });
  await hydrated(toggle);
  expect(await mainText(page)).toBe(plain);
  await toggle.click();
  await expect(card(page)).toHaveAttribute('data-feeding', 'night');
  await expect(card(page)).toHaveAttribute('title', 'Night feeding card');
  await expect(card(page)).toHaveCSS('background-color', 'rgb(29, 42, 68)');
  await expect(card(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByText('Dim the lights, one scoop.')).toBeVisible();
  await expectNoAxeViolations(page);
  const back = page.getByRole('button', { name: 'Switch to day feeding' });
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page)).toHaveAttribute('data-feeding', 'day');
  await expect(card(page)).toHaveCSS('background-color', 'rgb(255, 246, 229)');
});
