import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The blog behind the navigation's and footer's "Blog" link: a server-rendered list of the
 * locale's articles, newest first, each opening its own article page; unknown slugs are a 404.
 */
test('the blog list shows the locale’s articles newest first, and a click opens the article with its JSON-LD', async ({ page }) => {
  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/Blog \| Brightbowl/);
  const dates = await page.locator('main article time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(1);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(page.locator('main article img').first()).toHaveAttribute('alt', /\S/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Fresh food basics: what changes in the bowl' }).click();
  await expect(page).toHaveURL(/\/blog\/fresh-food-basics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh food basics: what changes in the bowl');
  await expect(page.locator('main')).toContainText('The Brightbowl nutrition team');
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'BlogPosting', headline: 'Fresh food basics: what changes in the bowl' });
  await expectNoAxeViolations(page);
});

test('an en-gb article is served under its own locale, and the list links stay in that locale', async ({ page }) => {
  await page.goto('/en-gb/blog');
  const hrefs = await page.locator('main article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/en-gb\/blog\//);
  const response = await page.goto('/en-gb/blog/fresh-food-basics');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown slug, or an article not yet published, answers 404', async ({ request }) => {
  expect((await request.get('/blog/no-such-article')).status()).toBe(404);
  expect((await request.get('/en-ca/blog/no-such-article')).status()).toBe(404);
  // The spring menu article is en-us only and scheduled to start in March 2027.
  expect((await request.get('/blog/spring-menu')).status()).toBe(404);
  expect((await request.get('/en-gb/blog/spring-menu')).status()).toBe(404);
  expect((await request.get('/blog/reading-a-pet-food-label')).status()).toBe(200);
});
