import { expect, test } from './support/fixtures';

/**
 * The page store behind the real server: what a campaign's visitors and an attacker's cookies get.
 * Unit tests (tests/unit/server/http/page-cache.test.ts) cover each rule against a stand-in for
 * Next; these check that the real renders read what the store keys by.
 */

/** A URL no other test asks for, on a page without A/B tests (one copy for every cookie-less visitor). */
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The A/B test on the US main home page (fixtures/content/page/home-main-en-us.json) and each arm's headline. */
const HOME_TEST_COOKIE = 'builder.tests.home-main-en-us';
const ARMS = { a: { id: 'home-main-en-us', headline: 'Fresh food, made for the bowl' }, b: { id: 'home-main-en-us-headline-b', headline: 'Real food you can see in the bowl' } } as const;

test.describe('the page store', () => {
  test('campaign links with unique click ids are served the stored page, and the page reports the URL as visited', async ({ page, request }) => {
    // Store the listing once (or find it stored), then visit it as a campaign's click would.
    await request.get(`/dog-food?fbclid=${unique('warm')}`);
    const clickId = unique('click');
    const response = await page.goto(`/dog-food?fbclid=${clickId}&utm_source=e2e`);
    expect(response?.status()).toBe(200);
    expect(response?.headers().age).toMatch(/^\d+$/);
    // The stored HTML does not carry the click id of whoever filled it, nor this one.
    expect(await response?.text()).not.toMatch(/fbclid=warm/);
    await expect
      .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path)))
      .toEqual([`/dog-food?fbclid=${clickId}&utm_source=e2e`]);
    // The address bar keeps what the visitor followed.
    expect(new URL(page.url()).searchParams.get('fbclid')).toBe(clickId);
  });

  test('a parameter the route reads makes a render of its own: the search page answers its own query', async ({ request }) => {
    const query = unique('puppy');
    const html = await (await request.get(`/search?fbclid=1&q=${query}`)).text();
    expect(html).toContain(query);
  });

  test('a request that sends the A/B cookie twice is rendered for it and never stored: the next visitor of arm A still sees arm A', async ({ request }) => {
    for (let round = 0; round < 3; round += 1) {
      const poisoned = await request.get('/', { headers: { cookie: `${HOME_TEST_COOKIE}=${ARMS.a.id}; ${HOME_TEST_COOKIE}=${ARMS.b.id}` } });
      expect(poisoned.status()).toBe(200);
      expect(poisoned.headers().age).toBeUndefined();
      const visitorA = await (await request.get('/', { headers: { cookie: `${HOME_TEST_COOKIE}=${ARMS.a.id}` } })).text();
      expect(visitorA).toContain(ARMS.a.headline);
      expect(visitorA).not.toContain(ARMS.b.headline);
    }
  });

  test('a redirect keeps the campaign parameters the page does not read', async ({ request }) => {
    // The proxy's redirect of the default locale's prefix, and Next's own of a trailing slash.
    const redirects = [
      ['/en-us/dog-food?utm_source=mail&gclid=7', '/dog-food?utm_source=mail&gclid=7'],
      ['/en-gb/dog-food/?utm_source=mail&faq=2', '/en-gb/dog-food?faq=2&utm_source=mail'],
    ] as const;
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("a page's stylesheet text is sent once, in its <style>; the page hydrates with its styles and a client navigation brings the next page's", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`/?fbclid=${unique('sheet')}`);
    const html = (await response?.text()) ?? '';
    const painted = [...html.matchAll(/<style[^>]*data-href="[^"]*"[^>]*>([^<]{2000,})<\/style>/g)].map((m) => m[1] ?? '');
    expect(painted.length).toBeGreaterThan(0);
    // A run of the painted text long enough to be unmistakable, escaped as Next writes it into the payload's script.
    const asInlined = (text: string) => JSON.stringify(text).slice(1, -1).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    for (const css of painted) {
      expect(html.split(css.slice(0, 400)).length - 1).toBe(1);
      expect(html.split(asInlined(css.slice(0, 400))).length - 1).toBe(0);
    }
    // Hydrated: React found the painted <style> and did not create another from the emptied row.
    await expect(page.locator('header a[href="/contact"]:visible').first()).toBeVisible();
    const sheets = () => page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((s) => s.textContent?.length ?? 0));
    expect((await sheets()).every((length) => length > 0)).toBe(true);
    const headerColor = await page.locator('header').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerColor).not.toBe('rgba(0, 0, 0, 0)');
    await page.locator('header a[href="/contact"]:visible').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The contact page's own rules apply: its submit button is drawn, not a bare browser button.
    expect(await page.locator('form button[type="submit"]').first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);
    expect(await page.locator('header').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(headerColor);
    expect((await sheets()).every((length) => length > 0)).toBe(true);
    expect(errors).toEqual([]);
  });
});
