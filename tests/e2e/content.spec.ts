import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { LOCALES, type Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { THEMES, type Theme } from '@/config/themes';
import { ATTRIBUTES_COOKIE, TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { TEST_COOKIE_MAX_AGE_SECONDS, testCookieName } from '@/services/content/variants';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { BLOCK_ERROR_MESSAGE } from './support/test-pages';

/** Spec §8, verbatim (the block module itself imports CSS, which the test runner cannot load). */

/** What each fixture home page must show: its h1, and copy that only that locale has. */
const HOME: Record<Theme, Record<Locale, { readonly h1: string; readonly localeText: string }>> = {
  main: {
    'en-us': { h1: 'Fresh food, made for the bowl', localeText: 'Fresh from $2.49 a day' },
    'en-ca': { h1: 'Fresh food, made for the bowl', localeText: 'Fresh from $2.99 CAD a day' },
    'en-gb': { h1: 'Fresh food, made for the bowl', localeText: 'Fresh from £1.99 a day' },
  },
  vet: {
    'en-us': { h1: 'Fresh nutrition you can recommend with confidence', localeText: 'for dogs and cats in the US.' },
    'en-ca': { h1: 'Fresh nutrition you can recommend with confidence', localeText: 'for dogs and cats in Canada.' },
    'en-gb': { h1: 'Fresh nutrition you can recommend with confidence', localeText: 'for dogs and cats in the UK.' },
  },
};

/** The A/B test on the US main home page: its two arms and the headline each renders. */
const AB = {
  contentId: 'home-main-en-us',
  arms: {
    'home-main-en-us': 'Fresh food, made for the bowl',
    'home-main-en-us-headline-b': 'Real food you can see in the bowl',
  },
} as const;
type Arm = keyof typeof AB.arms;
const AB_COOKIE = testCookieName(AB.contentId);
const OTHER_ARM: Record<Arm, Arm> = { 'home-main-en-us': 'home-main-en-us-headline-b', 'home-main-en-us-headline-b': 'home-main-en-us' };

const BUILDER_HOST = /(^|\.)builder\.io$/;

const attributesCookie = (attributes: Record<string, unknown>) => encodeURIComponent(JSON.stringify(attributes));

/** Server-rendered HTML of a path, as a plain HTTP client sees it (no JavaScript). */
async function rawHtml(
  request: APIRequestContext,
  mainOrigin: string,
  origin: string,
  path: string,
  cookie?: string,
): Promise<{ status: number; html: string }> {
  // Node's resolver does not map *.localhost to loopback (Chromium does): send the vet Host header instead.
  const headers: Record<string, string> = { host: new URL(origin).host };
  if (cookie) headers.cookie = cookie;
  const response = await request.get(`${mainOrigin}${path}`, { headers });
  return { status: response.status(), html: await response.text() };
}

async function abEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'builder_ab_test'),
  );
}

async function cookieOf(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Records every h1 text the document ever shows, from the first parsed byte (a flicker would add one). */
async function recordHeadlines(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __h1s: string[] }).__h1s = seen;
    const note = () => {
      for (const h of Array.from(document.querySelectorAll('h1'))) {
        const text = h.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test(`${theme} ${locale} home is server-rendered from fixtures with its locale's copy, and passes axe`, async ({ page, request, mainOrigin, vetOrigin }) => {
      const origin = theme === 'vet' ? vetOrigin : mainOrigin;
      const path = localizePath('/', locale);
      const expected = HOME[theme][locale];
      // Pin the US main page to its default arm so the h1 is known.
      const cookie = theme === 'main' && locale === 'en-us' ? `${AB_COOKIE}=${AB.contentId}` : undefined;

      const { status, html } = await rawHtml(request, mainOrigin, origin, path, cookie);
      expect(status).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${expected.h1}</h1>`));
      expect(html).toContain(expected.localeText.replace(/&/g, '&amp;'));
      expect(html).toContain(`data-theme="${theme}"`);
      expect(html).toMatch(/<title>[^<]*\| Brightbowl[^<]*<\/title>/);
      expect(html).not.toContain('cdn.builder.io');

      if (cookie) await page.context().addCookies([{ name: AB_COOKIE, value: AB.contentId, url: origin }]);
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(expected.h1);
      await expect(page.getByText(expected.localeText, { exact: false }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test.describe('A/B test (US main home page)', () => {
  test('a new visitor is assigned once: a 30-day builder.tests cookie, the same variant on every reload, and one A/B event per page load', async ({ page, context, mainOrigin }) => {
    await page.goto(`${mainOrigin}/`);
    await expect.poll(async () => (await cookieOf(context, AB_COOKIE))?.value).toBeTruthy();
    const cookie = await cookieOf(context, AB_COOKIE);
    const arm = cookie?.value as Arm;
    expect(Object.keys(AB.arms)).toContain(arm);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - TEST_COOKIE_MAX_AGE_SECONDS)).toBeLessThan(120);
    await expect(page.locator('h1')).toHaveText(AB.arms[arm]);
    const event = { event: 'builder_ab_test', test_id: AB.contentId, variation_id: arm, is_control: arm === AB.contentId };
    await expect.poll(() => abEvents(page)).toEqual([event]);

    for (let i = 0; i < 3; i++) {
      await page.reload();
      await expect(page.locator('h1')).toHaveText(AB.arms[arm]);
      expect((await cookieOf(context, AB_COOKIE))?.value).toBe(arm);
      // §7: the A/B events are derived from the cookies: each page load reports the same assignment once.
      await expect.poll(() => abEvents(page)).toEqual([event]);
    }
  });

  for (const arm of Object.keys(AB.arms) as Arm[]) {
    test(`a pre-set cookie for ${arm} is served from the first byte, with no flicker`, async ({ page, context, request, mainOrigin }) => {
      const { html } = await rawHtml(request, mainOrigin, mainOrigin, '/', `${AB_COOKIE}=${arm}`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${AB.arms[arm]}</h1>`));
      expect(html).not.toContain(AB.arms[OTHER_ARM[arm]]);

      await context.addCookies([{ name: AB_COOKIE, value: arm, url: mainOrigin }]);
      await recordHeadlines(page);
      await page.goto(`${mainOrigin}/`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveText(AB.arms[arm]);
      expect(await page.evaluate(() => (window as unknown as { __h1s: string[] }).__h1s)).toEqual([AB.arms[arm]]);
      expect((await cookieOf(context, AB_COOKIE))?.value).toBe(arm);
      // Not re-assigned: the event reports the cookie's arm, the one the server rendered.
      await expect.poll(() => abEvents(page)).toEqual([{ event: 'builder_ab_test', test_id: AB.contentId, variation_id: arm, is_control: arm === AB.contentId }]);
    });
  }
});

test.describe('personalization (server-side, from the attributes cookie)', () => {
  const cases = [
    { label: 'cat households', attributes: { petType: 'cat' }, shown: 'Made for cats who know what they like' },
    { label: 'dog households (a list rule)', attributes: { petType: 'puppy' }, shown: 'Made for dogs who clean the bowl' },
    { label: 'everyone else (the default children)', attributes: {}, shown: 'Fresh food for every bowl' },
  ];
  const allPanels = cases.map((c) => c.shown);

  for (const { label, attributes, shown } of cases) {
    test(`${label} get their variant in the server HTML and on the page`, async ({ page, context, request, mainOrigin }) => {
      const value = attributesCookie(attributes);
      const { html } = await rawHtml(request, mainOrigin, mainOrigin, localizePath('/', 'en-gb'), `${ATTRIBUTES_COOKIE}=${value}`);
      expect(html).toContain(shown);
      for (const other of allPanels.filter((p) => p !== shown)) expect(html).not.toContain(other);

      await context.addCookies([{ name: ATTRIBUTES_COOKIE, value, url: mainOrigin }]);
      await page.goto(`${mainOrigin}${localizePath('/', 'en-gb')}`);
      await expect(page.getByRole('heading', { name: shown })).toBeVisible();
      for (const other of allPanels.filter((p) => p !== shown)) await expect(page.getByRole('heading', { name: other })).toHaveCount(0);
    });
  }
});

test.describe('failure isolation', () => {
  test('a block that throws shows the §8 message in its place; the rest of the page renders and passes axe', async ({ page, context, mainOrigin }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await context.addCookies([{ name: ATTRIBUTES_COOKIE, value: attributesCookie({ [TEST_PAGES_ATTRIBUTE]: true }), url: mainOrigin }]);
    const response = await page.goto(`${mainOrigin}/test/broken-block`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(BLOCK_ERROR_MESSAGE)).toBeVisible();
    await expect(page.getByText(BLOCK_ERROR_MESSAGE)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Block error isolation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Before the broken block' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'After the broken block' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The message sends editors to the console: the cause must be there.
    expect(errors.some((e) => e.includes('Test Broken Block'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('the broken-block test page is a 404 for a normal visitor', async ({ page, mainOrigin }) => {
    const response = await page.goto(`${mainOrigin}/test/broken-block`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('We couldn’t find that page');
  });
});

for (const theme of THEMES) {
  test(`an unknown path on the ${theme} site answers the themed 404, which passes axe`, async ({ page, mainOrigin, vetOrigin }) => {
    const origin = theme === 'vet' ? vetOrigin : mainOrigin;
    const response = await page.goto(`${origin}${localizePath('/no-such-page/here', 'en-ca')}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('h1')).toHaveText('We couldn’t find that page');
    await expectNoAxeViolations(page);
  });
}

test('no request ever goes to Builder: not on load, not with preview or editing parameters, not after the SDK’s flush delay', async ({ page, context, mainOrigin, offsiteRequests }) => {
  const builderRequests: string[] = [];
  page.on('request', (r) => {
    if (BUILDER_HOST.test(new URL(r.url()).hostname)) builderRequests.push(r.url());
  });
  for (const query of ['', '?builder.preview=page', '?__builder_editing__=true&builder.frameEditing=page']) {
    await page.goto(`${mainOrigin}/${query}`);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The SDK batches track calls and writes its session cookie shortly after start.
    await page.waitForTimeout(1_500);
  }
  expect(builderRequests).toEqual([]);
  expect(offsiteRequests).toEqual([]);
  expect(await page.locator('img[src*="builder.io"]').count()).toBe(0);
  const cookies = (await context.cookies()).map((c) => c.name);
  expect(cookies).not.toContain('builderSessionId');
  expect(await page.evaluate(() => localStorage.getItem('builderVisitorId'))).toBeNull();
});

test('a client-side navigation shows the router spinner until the next route has rendered', async ({ page, context, mainOrigin }) => {
  await context.addCookies([{ name: AB_COOKIE, value: AB.contentId, url: mainOrigin }]);
  await page.goto(`${mainOrigin}/`);
  await expect(page.locator('h1')).toHaveText(AB.arms[AB.contentId]);
  // Hold the router's request for the next route long enough to see the indicator (it waits 200 ms).
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.fallback();
    },
  );
  await page.locator('main').getByRole('link', { name: 'Where to buy' }).first().click();
  const status = page.getByRole('status').filter({ hasText: 'Loading page…' });
  await expect(status).toBeVisible();
  await expect(page).toHaveURL(`${mainOrigin}/where-to-buy`);
  await expect(status).toHaveCount(0);
});
