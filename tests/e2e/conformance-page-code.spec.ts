import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { hydrated, mainText, testVisitor } from './support/test-pages';
import { THEMES } from '@/config/themes';

/**
 * Page code (`data.jsCode`) and content inputs' default values, as Builder's Gen-1 SDK applies them:
 * inputs' defaults seed state, then the content's own state, then page code runs (on the server with
 * `Builder.isServer`, again in the browser with `Builder.isBrowser`), all through the safe
 * interpreter: the shared fixture fails any test whose pages report a CSP violation (an eval).
 */

/** The page's main text as a visitor without JavaScript gets it. */
async function textWithoutJs(browser: Browser, origin: string, path: string): Promise<string> {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies([testVisitor(origin)]);
  const plain = await noScript.newPage();
  await plain.goto(`${origin}${path}`);
  const text = await mainText(plain);
  await noScript.close();
  return text;
}

for (const theme of THEMES) {
  test(`${theme}: page code sets the initial state in the first HTML (after inputs' defaults and over the content's state), and its Builder.isBrowser branch runs after hydration`, async ({ page, browser, context, originOf }) => {
    const origin = originOf(theme);
    const path = '/test/conformance/page-code';

    const withoutJs = await textWithoutJs(browser, origin, path);
    // Page code's assignment wins over the content's own state, as in the SDK (it runs last).
    expect(withoutJs).toContain('A bowl plan for Biscuit');
    expect(withoutJs).not.toContain('Placeholder pup');
    // The loop read the input's default (1.5 cups) seven times: inputs seed state before page code runs.
    expect(withoutJs).toContain('2 meals a day, 10.5 cups a week');
    // A repeat over a list page code made.
    expect(withoutJs).toContain('1. Turkey & Pumpkin');
    expect(withoutJs).toContain('3. Beef & Barley');
    // The server runs page code with Builder.isServer: the browser branch is not in the HTML.
    expect(withoutJs).toContain('Rendered on the server');
    expect(withoutJs).not.toContain('Rendered in the browser');

    await context.addCookies([testVisitor(origin)]);
    await page.goto(`${origin}${path}`);
    // After hydration the island runs page code's browser part and redraws what it changed.
    await expect(page.getByText('Rendered in the browser')).toBeVisible();
    await expect(page.getByText('Rendered on the server')).toHaveCount(0);
    await expect(page.getByText('A bowl plan for Biscuit')).toBeVisible();
    await expect(page.getByText('2. Salmon & Sweet Potato')).toBeVisible();
    expect(await mainText(page)).toBe(withoutJs.replace('Rendered on the server', 'Rendered in the browser'));
    await expectNoAxeViolations(page);
  });
}

test('a function page code put on state runs from a click and from the keyboard; one it put on context too; a binding calls one to draw its text', async ({
  page,
  browser,
  context,
  mainOrigin,
}) => {
  const path = '/test/conformance/page-code-functions';
  const withoutJs = await textWithoutJs(browser, mainOrigin, path);
  // The binding called state.scoopLabel(), which page code defined, on the server.
  expect(withoutJs).toContain('0 scoops of kibble');
  expect(withoutJs).not.toContain('The bowl is full.');

  await context.addCookies([testVisitor(mainOrigin)]);
  await page.goto(`${mainOrigin}${path}`);
  const add = page.getByRole('button', { name: 'Add a scoop' });
  await hydrated(add);
  expect(await mainText(page)).toBe(withoutJs);

  await add.click();
  await expect(page.getByText('1 scoop of kibble', { exact: true })).toBeVisible();
  await add.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByText('3 scoops of kibble')).toBeVisible();
  await expect(page.getByText('The bowl is full.')).toBeVisible();
  await expectNoAxeViolations(page);

  const empty = page.getByRole('button', { name: 'Empty the bowl' });
  await empty.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('0 scoops of kibble')).toBeVisible();
  await expect(page.getByText('The bowl is full.')).toBeHidden();
});

for (const theme of THEMES) {
  test(`${theme}: content inputs' default values are in the first HTML, a click computes from them, a show/hide they drive starts the right way, and the content's own state wins over a default`, async ({ page, browser, context, originOf }) => {
    const origin = originOf(theme);
    const path = '/test/conformance/input-defaults';
    const withoutJs = await textWithoutJs(browser, origin, path);
    expect(withoutJs).toContain("Today's treat: Salmon bites");
    expect(withoutJs).toContain('2 treats a day');
    expect(withoutJs).toContain('Allergy note: these treats contain fish.');
    expect(withoutJs).toContain('Kibble size: large');

    await context.addCookies([testVisitor(origin)]);
    await page.goto(`${origin}${path}`);
    const add = page.getByRole('button', { name: 'Add a treat' });
    await hydrated(add);
    expect(await mainText(page)).toBe(withoutJs);

    await add.click();
    await expect(page.getByText('3 treats a day')).toBeVisible();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('4 treats a day')).toBeVisible();

    const note = page.getByRole('button', { name: 'Hide the allergy note' });
    await note.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Allergy note: these treats contain fish.')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show the allergy note' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show the allergy note' }).click();
    await expect(page.getByText('Allergy note: these treats contain fish.')).toBeVisible();
  });
}
