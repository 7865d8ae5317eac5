import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.describe('page shell', () => {
  test('each skip link moves keyboard focus to its landmark', async ({ page }) => {
    const targets = [
      ['Skip to navigation', 'site-navigation'],
      ['Skip to main content', 'main-content'],
      ['Skip to footer', 'site-footer'],
    ] as const;
    for (const [label, id] of targets) {
      await page.goto('/contact');
      await page.waitForLoadState('networkidle');
      for (let i = 0; i < targets.findIndex(([l]) => l === label) + 1; i += 1) await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(label);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
    }
  });

  test("the main theme header shows 'contact us | faqs' and 'where to buy'", async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'contact us | faqs' })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'where to buy' })).toHaveAttribute('href', '/where-to-buy');
  });

  test("the vet theme header shows only 'contact us' and no where-to-buy link", async ({ page, vetOrigin }) => {
    await page.goto(`${vetOrigin}/en-gb`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'contact us', exact: true })).toHaveAttribute('href', '/en-gb/contact');
    await expect(nav.getByRole('link', { name: /where to buy/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'contact us | faqs' })).toHaveCount(0);
  });

  test("the vet footer's 'for Pet Parents' link opens the consumer site in a new tab", async ({ page, vetOrigin, mainOrigin }) => {
    await page.goto(`${vetOrigin}/en-ca/terms`);
    const link = page.getByRole('link', { name: /Brightbowl for Pet Parents/ });
    await expect(link).toHaveAttribute('href', `${mainOrigin}/en-ca`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('the privacy policy link opens in a new tab', async ({ page }) => {
    await page.goto('/en-gb');
    const link = page.getByRole('contentinfo').getByRole('link', { name: /privacy policy/ });
    await expect(link).toHaveAttribute('href', '/en-gb/privacy-policy');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('same-site links navigate on the client without a full page load', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 42;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'find their food' }).click();
    await expect(page).toHaveURL(/\/product-selector$/);
    await expect(page.locator('h1')).toHaveText('Find the right food for your pet');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });

  test('the copyright line shows the current year', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Brightbowl`);
  });
});

test.describe('not found and redirects', () => {
  test('an unknown path answers a themed 404 that passes axe', async ({ page, vetOrigin }) => {
    const response = await page.goto(`${vetOrigin}/en-gb/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'vet');
    await expect(page.locator('h1')).toHaveText('We couldn’t find that page');
    await expect(page).toHaveTitle('Page not found | Brightbowl');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en-gb');
    await expectNoAxeViolations(page);
  });

  test('an /en-us path redirects permanently to the unprefixed path', async ({ request }) => {
    const response = await request.get('/en-us/contact?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/contact?x=1');
  });

  test('an unknown API path answers a JSON 404, not a page', async ({ request }) => {
    const response = await request.post('/api/nope', { data: {} });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API route at /api/nope' });
  });
});
