import { ATTRIBUTES_COOKIE, TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { expect, test } from './support/fixtures';

/**
 * Symbols stored by reference (fixtures/content/symbol): the server looks each one up and inlines
 * it before rendering, so its content is in the first HTML, nested symbols included, and the
 * browser fetches nothing from Builder for it.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a symbol placed by reference shows its content, used directly and inside another symbol', async ({ page, context, mainOrigin }) => {
    await context.addCookies([{ name: ATTRIBUTES_COOKIE, value: encodeURIComponent(JSON.stringify({ [TEST_PAGES_ATTRIBUTE]: true })), url: mainOrigin }]);
    await page.goto(`${mainOrigin}/test/symbols`);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Symbols stored by reference' })).toBeVisible();
    // The outer symbol's own text, then the banner it holds by reference: two levels looked up.
    await expect(main.getByText('This symbol holds the promo banner symbol by reference.')).toBeVisible();
    await expect(main.getByText('Real meat and vegetables, cooked in small batches and delivered frozen to your door.')).toHaveCount(2);
    // Builder's Button: a link on the server path, an anchor with role=button from the SDK.
    await expect(main.locator('a[href="/dog-food"]', { hasText: 'Shop dog food' })).toHaveCount(2);
  });
});
