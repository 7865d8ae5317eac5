import type { Page } from '@playwright/test';
import { ATTRIBUTES_COOKIE, TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { THEMES } from '@/config/themes';

/**
 * Builder's widgets on the server renderer (/test/widgets, both themes): the accordion opens and
 * closes by mouse and keyboard with no script (native details), one-at-a-time closes the other
 * item, the tabs follow the ARIA tabs pattern once hydrated, axe passes, and the page reads the
 * same with JavaScript off as it does hydrated.
 */

/**
 * The page's main content as a reader sees it (closed details and hidden panels excluded), without
 * whitespace: innerText spaces the carousel's two buttons differently once React owns them.
 */
async function visibleText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, '');
}

for (const theme of THEMES) {
  test(`${theme}: the accordion and tabs work by mouse and keyboard, pass axe, and read the same with JavaScript off`, async ({ page, context, browser, mainOrigin, vetOrigin }) => {
    const origin = theme === 'vet' ? vetOrigin : mainOrigin;
    const url = `${origin}/test/widgets`;
    // Test pages are served only to a visitor with the test-pages attribute.
    const testPages = [{ name: ATTRIBUTES_COOKIE, value: encodeURIComponent(JSON.stringify({ [TEST_PAGES_ATTRIBUTE]: true })), url: origin }];
    await context.addCookies(testPages);

    const plainContext = await browser.newContext({ javaScriptEnabled: false });
    await plainContext.addCookies(testPages);
    const plain = await plainContext.newPage();
    expect((await plain.goto(url))?.status()).toBe(200);
    const withoutScript = await visibleText(plain);
    // Without JavaScript the accordion still opens, and each tab is a link that shows its panel.
    await plain.locator('details summary').first().click();
    await expect(plain.locator('details').first().locator('.builder-accordion-detail')).toBeVisible();
    const plainTab = plain.getByRole('tab').nth(2);
    const plainPanel = plain.locator(`[id="${await plainTab.getAttribute('aria-controls')}"]`);
    await expect(plainPanel).toBeHidden();
    await plainTab.click();
    await expect(plainPanel).toBeVisible();
    await expect(plain.getByRole('tabpanel').filter({ visible: true })).toHaveCount(1);
    await plainContext.close();

    await page.goto(url);
    // The tabs island marks itself once hydrated.
    await expect(page.locator('.builder-tabs[data-hydrated]')).toHaveCount(1);
    expect(await visibleText(page)).toBe(withoutScript);

    // Several open at once: mouse on the first two, Enter and Space on the third's summary.
    const many = page.locator('.builder-accordion').first().locator('details');
    await expect(many).toHaveCount(3);
    for (const item of await many.all()) await expect(item).not.toHaveAttribute('open');
    await many.nth(0).locator('summary').click();
    await many.nth(1).locator('summary').click();
    await expect(many.nth(0)).toHaveAttribute('open');
    await expect(many.nth(1)).toHaveAttribute('open');
    await expect(many.nth(1).locator('.builder-accordion-detail')).toBeVisible();
    const third = many.nth(2).locator('summary');
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(many.nth(2)).toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(many.nth(2)).not.toHaveAttribute('open');
    await expect(many.nth(0)).toHaveAttribute('open');

    // One at a time: opening the second closes the first.
    const single = page.locator('.builder-accordion').nth(1).locator('details');
    await single.nth(0).locator('summary').click();
    await expect(single.nth(0)).toHaveAttribute('open');
    await single.nth(1).locator('summary').click();
    await expect(single.nth(1)).toHaveAttribute('open');
    await expect(single.nth(0)).not.toHaveAttribute('open');

    // Tabs: the first is selected; a click selects another; arrows, Home and End move focus and selection.
    const tabs = page.getByRole('tab');
    const shownPanel = page.getByRole('tabpanel');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(shownPanel).toHaveCount(1);
    const panelText = async (index: number) => (await page.locator(`[id="${await tabs.nth(index).getAttribute('aria-controls')}"]`).textContent())?.trim();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(shownPanel).toHaveText(String(await panelText(1)));
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(shownPanel).toHaveText(String(await panelText(2)));
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    // Roving tabindex: only the selected tab is in the Tab order.
    expect(await tabs.evaluateAll((els) => els.map((el) => (el as HTMLElement).tabIndex))).toEqual([-1, -1, 0]);

    await expectNoAxeViolations(page);
  });
}
