import type { Locator, Page } from '@playwright/test';
import { ATTRIBUTES_COOKIE, TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { expect } from './fixtures';

/**
 * What the specs of Builder content share: the cookie that makes a browser a test visitor (test
 * pages under /test are targeted at that user attribute), the §8 block message, and the signs a
 * test waits on instead of sleeping.
 */

/** The §8 message a block that cannot render shows in its place. */
export const BLOCK_ERROR_MESSAGE = 'Builder block error :( Check console for details';

/** The user-attributes cookie of a test visitor, for `context.addCookies`. */
export const testVisitor = (url: string) => ({
  name: ATTRIBUTES_COOKIE,
  value: encodeURIComponent(JSON.stringify({ [TEST_PAGES_ATTRIBUTE]: true })),
  url,
});

/** React has attached its handlers to the element: the island around it has hydrated. */
export const hydrated = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);

/** The text of the page's main element, as a reader sees it. */
export const mainText = (page: Page) => page.locator('main').innerText();
