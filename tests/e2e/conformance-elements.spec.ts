import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { BLOCK_ERROR_MESSAGE, hydrated, testVisitor } from './support/test-pages';
import { THEMES } from '@/config/themes';

/**
 * What a visitor sees of values, tags, links, unregistered components and localized values, held
 * to what Builder's own SDK shows for the same content (its public SDK test content and e2e
 * assertions). Each conformance page is checked in the first HTML (JavaScript off) and after
 * hydration (JavaScript on); the pages live in fixtures/content/page/conformance-*.json.
 */

/** Opens `url` as a test visitor, with JavaScript off (a context of its own) or on (the test's page). */
async function open(browser: Browser, context: BrowserContext, page: Page, origin: string, url: string, javaScript: boolean): Promise<{ page: Page; done: () => Promise<void> }> {
  if (javaScript) {
    await context.addCookies([testVisitor(origin)]);
    await page.goto(url);
    return { page, done: async () => {} };
  }
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies([testVisitor(origin)]);
  const plain = await noScript.newPage();
  await plain.goto(url);
  return { page: plain, done: () => noScript.close() };
}

/** The value a labelled row shows (the row's second Text). */
const rowValue = (main: Locator, row: string) => main.locator(`[data-row="${row}"] .builder-text`).nth(1);

const MODES = [
  { javaScript: false, label: 'JavaScript off' },
  { javaScript: true, label: 'JavaScript on' },
] as const;

for (const theme of THEMES) {
  for (const { javaScript, label } of MODES) {
    test(`${theme}, ${label}: numbers, booleans and 0 show as text, in attributes and in a block's options, null and undefined show nothing, as the SDK shows them`, async ({ page, browser, context, originOf }) => {
      const origin = originOf(theme);
      const visit = await open(browser, context, page, origin, `${origin}/test/conformance/value-types`, javaScript);
      const main = visit.page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Every value type, shown' })).toBeVisible();
      // A registered block's string option bound to a number shows the number, not the block's error.
      await expect(main.getByText('250000', { exact: true })).toBeVisible();
      await expect(rowValue(main, 'grams')).toHaveText('1234');
      await expect(rowValue(main, 'zero')).toHaveText('0');
      await expect(rowValue(main, 'price')).toHaveText('3.5');
      await expect(rowValue(main, 'yes')).toHaveText('true');
      await expect(rowValue(main, 'no')).toHaveText('false');
      await expect(rowValue(main, 'null')).toHaveText('');
      await expect(rowValue(main, 'undefined')).toHaveText('');
      await expect(rowValue(main, 'template')).toHaveText('0 bowls left, 1234 g a day, grain free: true, fillers: false, recall: .');
      await expect(main.getByRole('link', { name: '1234', exact: true })).toHaveAttribute('href', '/dog-food');
      await expect(main.locator('[data-grams="1234"][data-none="0"][data-grain-free="true"]')).toHaveText('Values in attributes');
      await expect(rowValue(main, 'treats')).toHaveText('0');
      await expect(main.getByText(BLOCK_ERROR_MESSAGE)).toHaveCount(0);
      if (javaScript) {
        // The state island draws a number the same way after an action changes it.
        const give = main.getByRole('button', { name: 'Give a treat' });
        await hydrated(give);
        await give.click();
        await expect(rowValue(main, 'treats')).toHaveText('1');
        await give.press('Enter');
        await expect(rowValue(main, 'treats')).toHaveText('2');
        await expectNoAxeViolations(visit.page);
      }
      await visit.done();
    });

    test(`${theme}, ${label}: a block whose component is not registered shows its children in its styled wrapper, not the block error, as the SDK does`, async ({ page, browser, context, originOf }) => {
      const origin = originOf(theme);
      const visit = await open(browser, context, page, origin, `${origin}/test/conformance/unknown-component`, javaScript);
      const main = visit.page.locator('main');
      await expect(main.getByText('Children of an unregistered block are still shown.')).toBeVisible();
      await expect(main.getByText('Even two unregistered blocks deep.')).toBeVisible();
      await expect(main.getByText('The block after it renders too.')).toBeVisible();
      await expect(main.getByText(BLOCK_ERROR_MESSAGE)).toHaveCount(0);
      // The block's own element (its class is its id) keeps its styles (a dashed frame) around the children.
      const wrapper = main.locator('.builder-block.builder-conf-uc-039');
      await expect(wrapper).toContainText('Children of an unregistered block are still shown.');
      await expect(wrapper).toHaveCSS('border-top-style', 'dashed');
      if (javaScript) await expectNoAxeViolations(visit.page);
      await visit.done();
    });

    test(`${theme}, ${label}: a block's tag name draws with its properties and bound attributes; a link gets its safe href and a script link is dropped; unsafe tags draw as boxes and void tags have no children`, async ({ page, browser, context, originOf }) => {
      const origin = originOf(theme);
      const visit = await open(browser, context, page, origin, `${origin}/test/conformance/tag-name`, javaScript);
      const main = visit.page.locator('main');
      const dogFood = main.getByRole('link', { name: 'Shop our dog food' });
      await expect(dogFood).toHaveAttribute('href', '/dog-food');
      await expect(dogFood).toHaveAttribute('title', 'Dog food recipes');
      await expect(main.getByRole('link', { name: 'Browse cat food' })).toHaveAttribute('href', '/cat-food');
      await expect(main.getByRole('link', { name: 'See every ingredient' })).toHaveAttribute('href', '/ingredients');
      for (const unsafe of ['An unsafe link stays text', 'A bound unsafe link stays text']) {
        await expect(main.getByText(unsafe)).toBeVisible();
        await expect(main.getByRole('link', { name: unsafe })).toHaveCount(0);
      }
      await expect(main.locator('[href^="javascript" i]')).toHaveCount(0);
      await expect(main.getByRole('heading', { level: 2, name: 'Why fresh food matters' })).toBeVisible();
      await expect(main.locator('blockquote[cite="/about"]')).toHaveText('My dog licks the bowl clean.');
      await expect(main.getByText('A script tag is drawn as a box.')).toBeVisible();
      await expect(main.locator('script', { hasText: 'A script tag' })).toHaveCount(0);
      await expect(main.locator('hr[data-divider="recipes"]')).toHaveCount(1);
      await expect(main.getByText('Children of a void tag are not drawn.')).toHaveCount(0);
      const shop = main.getByRole('link', { name: 'Visit the shop' });
      await expect(shop).toHaveAttribute('href', '/dog-food');
      if (javaScript) {
        // The state island checks a bound href as the server does: a script link is dropped, not drawn.
        const unsafe = main.getByRole('button', { name: 'Use an unsafe link' });
        await hydrated(unsafe);
        await unsafe.click();
        await expect(main.getByText('The shop link was refused')).toBeVisible();
        await expect(main.getByRole('link', { name: 'The shop link was refused' })).toHaveCount(0);
        await expect(main.locator('[href^="javascript" i]')).toHaveCount(0);
        await expectNoAxeViolations(visit.page);
      }
      await visit.done();
    });
  }
}

/** What each locale shows of the localized page; a value without the locale's own entry shows its Default. */
const LOCALIZED = [
  {
    prefix: '',
    heading: 'Fresh food, across the States',
    text: 'Delivered frozen, priced in dollars.',
    alt: 'A full bowl',
    image: '/media/content/icon-bowl.svg',
    button: 'Shop now',
    steps: ['How it works', 'Tell us about your dog', 'We cook in Ohio'],
    symbol: 'Hello from the symbol',
  },
  {
    prefix: '/en-ca',
    heading: 'Fresh food, across Canada',
    text: 'Delivered frozen, priced in Canadian dollars.',
    alt: 'A full bowl',
    image: '/media/content/icon-bowl.svg',
    button: 'Shop now',
    steps: ['How it works in Canada', 'Tell us about your dog', 'We cook'],
    symbol: 'Hello from the Canadian symbol',
  },
  {
    prefix: '/en-gb',
    heading: 'Fresh food, across the UK',
    text: 'Delivered frozen, priced in pounds.',
    alt: 'A heart, for the UK',
    image: '/media/content/icon-heart.svg',
    button: 'Shop the range',
    steps: ['How it works', 'Tell us about your pup', 'We cook'],
    symbol: 'Hello from the British symbol',
  },
] as const;

for (const locale of LOCALIZED) {
  for (const { javaScript, label } of MODES) {
    test(`${locale.prefix || '/'} ${label}: localized values in text, options, images, list items and symbol inputs show this locale's value, else the Default`, async ({
      page,
      browser,
      context,
      mainOrigin,
    }) => {
      const visit = await open(browser, context, page, mainOrigin, `${mainOrigin}${locale.prefix}/test/conformance/localized`, javaScript);
      const main = visit.page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: locale.heading })).toBeVisible();
      await expect(main.getByText('Cooked in small batches.')).toBeVisible();
      await expect(main.getByText(locale.text)).toBeVisible();
      await expect(main.getByText('Only the default has this sentence.')).toBeVisible();
      const image = main.getByRole('img', { name: locale.alt });
      await expect(image).toHaveAttribute('src', locale.image);
      await expect(main.getByRole('link', { name: locale.button })).toHaveAttribute('href', /\/dog-food$/);
      for (const step of locale.steps) await expect(main.getByText(step, { exact: true })).toBeVisible();
      await expect(main.getByText('Two minutes.')).toBeVisible();
      await expect(main.getByText(locale.symbol, { exact: true })).toBeVisible();
      await expect(main.getByText(BLOCK_ERROR_MESSAGE)).toHaveCount(0);
      if (javaScript) await expectNoAxeViolations(visit.page);
      await visit.done();
    });
  }
}
