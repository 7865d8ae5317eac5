import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { BLOCK_ERROR_MESSAGE, testVisitor } from './support/test-pages';
import { THEMES } from '@/config/themes';

/**
 * Hostile content, published (fixtures/content/page/conformance-hostile-*.json): one step budget
 * bounds everything a page's render evaluates, sizes count what String() and JSON would write, the
 * `{{ }}` scan is linear, and a value that cannot be shown is refused. Each page must answer 200
 * with the §8 message where its hostile block was and the rest of its text around it, with
 * JavaScript on and off, on both sites.
 */

const BEFORE = 'Before the bowl: Biscuit waits for dinner.';
const AFTER = 'After the bowl: fresh water, then a nap in the sun.';

const HOSTILE = [
  { feature: 'repeat', heading: 'A thousand heavy scoops', messages: 1 },
  { feature: 'shared', heading: 'Twelve bowls in a bowl', messages: 1 },
  { feature: 'braces', heading: 'Forty thousand braces', messages: 1 },
  { feature: 'to-string', heading: 'A treat named toString', messages: 2 },
  { feature: 'deep-json', heading: 'The deepest bowl', messages: 1 },
] as const;

/** The page answers 200 and shows, in order: the text before, the §8 message(s), the text after. */
async function expectContained(page: Page, url: string, heading: string, messages: number): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(main.getByText(BEFORE)).toBeVisible();
  await expect(main.getByText(AFTER)).toBeVisible();
  await expect(main.getByText(BLOCK_ERROR_MESSAGE)).toHaveCount(messages);
  const text = await main.innerText();
  expect(text.indexOf(BEFORE)).toBeLessThan(text.indexOf(BLOCK_ERROR_MESSAGE));
  expect(text.indexOf(BLOCK_ERROR_MESSAGE)).toBeLessThan(text.indexOf(AFTER));
}

for (const theme of THEMES) {
  for (const { feature, heading, messages } of HOSTILE) {
    test(`${theme}: the hostile ${feature} page answers 200 with its block's §8 message and the rest of its text, JavaScript off and on; axe`, async ({ page, browser, context, originOf }) => {
      const origin = originOf(theme);
      const url = `${origin}/test/conformance/hostile-${feature}`;

      const noScript = await browser.newContext({ javaScriptEnabled: false });
      await noScript.addCookies([testVisitor(origin)]);
      await expectContained(await noScript.newPage(), url, heading, messages);
      await noScript.close();

      await context.addCookies([testVisitor(origin)]);
      await expectContained(page, url, heading, messages);
      await expectNoAxeViolations(page);
    });
  }
}
