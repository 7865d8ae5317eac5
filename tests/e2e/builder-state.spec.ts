import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { recordScripts, SDK_SIGNATURE } from './support/page-checks';
import { BLOCK_ERROR_MESSAGE, hydrated, mainText, testVisitor } from './support/test-pages';
import { THEMES } from '@/config/themes';

/**
 * Builder content with bindings, show/hide, repeat, `{{ }}` text and actions, published: the server
 * renders it with the safe evaluator, the browser changes it with the same interpreter, and nothing
 * runs through eval (the shared fixture fails any test whose pages report a CSP violation).
 */

for (const theme of THEMES) {
  test(`${theme}: bound text, show/hide and repeat are in the first HTML and unchanged by hydration; actions change state by mouse and keyboard; page code outside the safe subset is refused whole; no SDK; axe`, async ({ page, browser, context, originOf }) => {
    const origin = originOf(theme);
    const url = `${origin}/test/bindings`;

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies([testVisitor(origin)]);
    const plain = await noScript.newPage();
    await plain.goto(url);
    const withoutJs = await mainText(plain);
    await noScript.close();

    await context.addCookies([testVisitor(origin)]);
    const scripts = recordScripts(page);
    await page.goto(url);
    const plan = page.getByRole('button', { name: 'Plan a meal' });
    await hydrated(plan);
    expect(await mainText(page)).toBe(withoutJs);

    // Bindings, {{ }} text and repeat, evaluated with the content's initial state.
    await expect(page.getByText('A feeding plan for Rex')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Rex's plan" })).toBeVisible();
    await expect(page.getByText('Recipe: Gentle Turkey & Pumpkin, 2.3 cups a day.')).toBeVisible();
    for (const stage of ['Days 1–2: 25% new food', 'Days 3–4: 50% new food', 'Days 5–6: 75% new food']) await expect(page.getByText(stage)).toBeVisible();
    await expect(page.getByText('This page is called Bindings and state.')).toBeVisible();
    // Hidden by show/hide until state changes; what `hide` hides is shown.
    await expect(page.getByText('Tips are tucked away until you ask for them.')).toBeVisible();
    await expect(page.getByText('Go slowly.', { exact: false })).toBeHidden();
    // A binding that reaches for a constructor is refused: the block's §8 message, the rest renders.
    await expect(page.getByText(BLOCK_ERROR_MESSAGE)).toHaveCount(1);
    // The content's page code (jsCode) reaches for `document`, outside the interpreter's subset: it is
    // refused whole, on the server and in the browser, so neither of its assignments happens (and
    // nothing reaches an eval: the shared fixture fails the test on any CSP violation).
    await expect(page.getByText('0 meals planned')).toBeVisible();
    expect(await page.title()).not.toBe('custom code ran');

    // Actions: a click, then the keyboard.
    await plan.click();
    await expect(page.getByText('1 meal planned')).toBeVisible();
    await plan.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByText('3 meals planned')).toBeVisible();
    await expect(page.getByText('Three meals planned: that is a full day.')).toBeVisible();

    const tips = page.getByRole('button', { name: 'Show feeding tips' });
    await tips.click();
    await expect(page.getByText('1. Go slowly. Mix a little more new food in each day.')).toBeVisible();
    await expect(page.getByText('3. Watch the water bowl. Fresh food holds more moisture.')).toBeVisible();
    await expect(page.getByText('Tips are tucked away until you ask for them.')).toBeHidden();
    const hide = page.getByRole('button', { name: 'Hide feeding tips' });
    await expect(hide).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('1. Go slowly.', { exact: false })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show feeding tips' })).toBeVisible();

    const bodies = await scripts();
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes(SDK_SIGNATURE))).toHaveLength(0);
  });
}
