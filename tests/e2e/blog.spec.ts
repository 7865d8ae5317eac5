import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The blog and the newsroom, built from the blog and press blocks: server-rendered lists of the
 * locale's articles, newest first, each opening its article page with its JSON-LD; categories and
 * related articles lead on; unknown or unpublished slugs are a 404; the text is there without
 * JavaScript.
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

test('the blog pages through its articles with previous/next links, and refuses a page that does not exist', async ({ page, request }) => {
  await page.goto('/blog');
  const pager = page.getByRole('navigation', { name: 'Latest articles: pages' });
  await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  const firstPage = await page.locator('main article h3').allTextContents();
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  const secondPage = await page.locator('main article h3').allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
  expect((await request.get('/blog?page=9')).status()).toBe(404);
  expect((await request.get('/blog?page=abc')).status()).toBe(404);
});

test('a visitor reads a press release from /press, then another from its related releases, in the vet theme too', async ({ page, vetOrigin }) => {
  for (const origin of ['', vetOrigin]) {
    const response = await page.goto(`${origin}/press`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Brightbowl opens its second kitchen to keep up with demand for fresh pet food' }).click();
    await expect(page).toHaveURL(/\/press\/second-kitchen-opens$/);
    const article = page.getByRole('article', { name: /second kitchen/ });
    await expect(article).toContainText('Press release');
    await expect(article).toContainText('adds 140 jobs');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', datePublished: '2026-11-04' });
    await expectNoAxeViolations(page);

    const related = page.getByRole('region', { name: 'More press releases' });
    await expect(related.getByRole('link', { name: /second kitchen/ })).toHaveCount(0);
    // Same category (Company news) only: the recyclable-trays release is Sustainability.
    await expect(related.getByRole('link', { name: 'Brightbowl moves every cat recipe to recyclable trays' })).toHaveCount(0);
    await related.getByRole('link', { name: 'Brightbowl names a veterinary nutrition advisory board' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brightbowl names a veterinary nutrition advisory board');
  }
});

test('a reader follows an article’s category, then a related article of the same category', async ({ page }) => {
  await page.goto('/en-gb/blog/where-our-chicken-comes-from');
  await page.getByRole('article', { name: 'Where our chicken comes from' }).getByRole('link', { name: 'Sourcing' }).click();
  await expect(page).toHaveURL(/\/en-gb\/blog\/category\/sourcing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sourcing');
  await expect(page.getByRole('navigation', { name: 'Browse by topic' }).getByRole('link', { name: 'Sourcing' })).toHaveAttribute('aria-current', 'page');
  const grid = page.getByRole('region', { name: 'Articles in Sourcing' });
  await expect(grid.locator('article')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await grid.getByRole('link', { name: 'Why we cook at low temperatures' }).click();
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link', { name: 'Where our chicken comes from' })).toBeVisible();
  await expect(related.getByRole('link', { name: 'Why we cook at low temperatures' })).toHaveCount(0);
  await related.getByRole('link', { name: 'Where our chicken comes from' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where our chicken comes from');
  // en-gb copy: the market's own regulator and spelling.
  await page.goto('/en-gb/blog/reading-a-pet-food-label');
  const label = page.getByRole('article', { name: 'How to read a pet food label in five minutes' });
  await expect(label).toContainText('FEDIAF');
  await expect(label).toContainText('fibre');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the article text, the press release text and the lists are in the HTML', async ({ page }) => {
    await page.goto('/press/shelter-meals-program');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brightbowl commits one million meals to animal shelters');
    await expect(page.getByText('Shelters apply once and receive a standing weekly delivery', { exact: false })).toBeVisible();
    await page.goto('/en-ca/blog/transitioning-a-picky-cat');
    await expect(page.getByText('Serve it at room temperature', { exact: false })).toBeVisible();
    await expect(page.getByRole('figure').filter({ hasText: 'Dr. Priya Natarajan' })).toBeVisible();
    await page.goto('/blog/category/fresh-perspectives');
    await expect(page.locator('main article h3')).toHaveCount(2);
  });
});

test('the blog and press blocks on an editor’s page pass axe in both themes, and its video opens the player', async ({ page, vetOrigin }) => {
  for (const origin of ['', vetOrigin]) {
    await page.goto(`${origin}/our-kitchen`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inside the Brightbowl kitchen');
    await expect(page.getByRole('region', { name: 'Fresh Perspectives' }).locator('article')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Kitchen news' }).locator('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'More about where our food comes from' }).locator('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the background video plays muted; the play button opens the modal and pauses it, closing the modal resumes it', async ({ page }) => {
  await page.goto('/our-kitchen');
  const background = page.locator('video[data-inline-player-id]');
  await expect(background).toHaveAttribute('data-playing', '');
  const paused = () => background.evaluate((v) => (v as HTMLVideoElement).paused);
  expect(await background.evaluate((v) => (v as HTMLVideoElement).muted)).toBe(true);
  expect(await paused()).toBe(false);

  await page.getByRole('button', { name: 'Play video: The Brightbowl story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video player' });
  await expect(dialog).toBeVisible();
  await expect.poll(paused).toBe(true);
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(paused).toBe(false);
});

test.describe('when the visitor asks for reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  test('the background video never starts and the poster stays', async ({ page }) => {
    await page.goto('/our-kitchen');
    await expect(page.getByRole('button', { name: 'Play video: The Brightbowl story' })).toBeVisible();
    const background = page.locator('video[data-inline-player-id]');
    await expect(background).toBeHidden();
    expect(await background.evaluate((v) => (v as HTMLVideoElement).paused && !(v as HTMLVideoElement).currentSrc)).toBe(true);
  });
});

test('an unknown slug or category, or an article not yet published, answers 404', async ({ request }) => {
  expect((await request.get('/blog/no-such-article')).status()).toBe(404);
  expect((await request.get('/en-ca/blog/no-such-article')).status()).toBe(404);
  expect((await request.get('/press/no-such-release')).status()).toBe(404);
  expect((await request.get('/blog/category/no-such-topic')).status()).toBe(404);
  // The spring menu article is en-us only and scheduled to start in March 2027.
  expect((await request.get('/blog/spring-menu')).status()).toBe(404);
  expect((await request.get('/en-gb/blog/spring-menu')).status()).toBe(404);
  expect((await request.get('/blog/reading-a-pet-food-label')).status()).toBe(200);
  expect((await request.get('/en-gb/press/recyclable-trays')).status()).toBe(200);
});

test('search finds blog articles and press releases as blog results with the §2 date', async ({ page }) => {
  await page.goto('/search?q=recyclable');
  const result = page.locator('main').getByRole('link', { name: /Read Article/ }).first();
  await expect(result).toBeVisible();
  await expect(page.locator('main')).toContainText('Sep 22, 2026');
});
