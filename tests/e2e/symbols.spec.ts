import { ATTRIBUTES_COOKIE, TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { expect, test } from './support/fixtures';
import { recordScripts, SDK_SIGNATURE } from './support/page-checks';
import { THEMES } from '@/config/themes';

/**
 * Symbols stored by reference (fixtures/content/symbol): the server looks each one up and inlines
 * it before rendering, so its content is in the first HTML, nested symbols included, its inputs
 * (`symbol.data`) reach its bindings, and the browser fetches nothing from Builder for it.
 */

const HEADLINES = ['Used directly: a banner with its own headline', 'Nested: the same banner, inside another symbol'];

for (const theme of THEMES) {
  test(`${theme}: a symbol placed by reference shows its content and its bound input, used directly and inside another symbol, with JavaScript off and on, without the SDK`, async ({ page, browser, context, originOf }) => {
    const origin = originOf(theme);
    const cookie = { name: ATTRIBUTES_COOKIE, value: encodeURIComponent(JSON.stringify({ [TEST_PAGES_ATTRIBUTE]: true })), url: origin };

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies([cookie]);
    const plain = await noScript.newPage();
    await plain.goto(`${origin}/test/symbols`);
    const main = plain.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Symbols stored by reference' })).toBeVisible();
    // The outer symbol's own text, then the banner it holds by reference: two levels looked up.
    await expect(main.getByText('This symbol holds the promo banner symbol by reference.')).toBeVisible();
    await expect(main.getByText('Real meat and vegetables, cooked in small batches and delivered frozen to your door.')).toHaveCount(2);
    for (const headline of HEADLINES) await expect(main.getByText(headline, { exact: true })).toBeVisible();
    await expect(main.locator('a[href="/dog-food"]', { hasText: 'Shop dog food' })).toHaveCount(2);
    const withoutJs = await main.innerText();
    await noScript.close();

    await context.addCookies([cookie]);
    const scripts = recordScripts(page);
    await page.goto(`${origin}/test/symbols`);
    for (const headline of HEADLINES) await expect(page.locator('main').getByText(headline, { exact: true })).toBeVisible();
    expect(await page.locator('main').innerText()).toBe(withoutJs);
    const bodies = await scripts();
    expect(bodies.filter((body) => body.includes(SDK_SIGNATURE))).toHaveLength(0);
  });
}
