import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { hydrated } from './support/test-pages';
import { THEMES } from '@/config/themes';

/** The search requests the browser sends to the local route (the real liteClient's POSTs). */
function recordSearchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/search/')) requests.push(request);
  });
  return requests;
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'search Brightbowl' });

async function openPanel(page: Page, from: string): Promise<void> {
  await page.goto(from);
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'search' }).click();
  await expect(panel(page)).toBeVisible();
}

test.describe('search panel', () => {
  test('the search button opens the panel at /search over the page, and cancel returns to the recorded path', async ({ page }) => {
    await openPanel(page, '/contact');
    await expect(page).toHaveURL(/\/search$/);
    const input = panel(page).getByRole('searchbox', { name: 'search Brightbowl' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'search Brightbowl');
    await expect(panel(page).getByRole('search')).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
    await expectNoAxeViolations(page);
    await panel(page).getByRole('button', { name: 'cancel' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', 'true');
  });

  test('typing searches once after the idle delay, not per keystroke, and records q in the URL', async ({ page }) => {
    await openPanel(page, '/');
    const requests = recordSearchRequests(page);
    await panel(page).getByRole('searchbox').pressSequentially('food', { delay: 80 });
    // The count depends on the fixtures; the rule here is one search per idle pause.
    await expect(panel(page).getByRole('heading', { name: /^\d+ result\(s\) for "food"$/ })).toBeVisible();
    expect(requests).toHaveLength(1);
    await expect(page).toHaveURL(/\/search\?q=food$/);
    await expectNoAxeViolations(page);
  });

  test('Enter submits at once; product results are product cards', async ({ page }) => {
    await openPanel(page, '/');
    const input = panel(page).getByRole('searchbox');
    await input.fill('pate');
    await input.press('Enter');
    await expect(panel(page).getByRole('heading', { name: /result\(s\) for "pate"/ })).toBeVisible();
    await expect(panel(page).getByRole('list', { name: 'products' }).locator('[data-product-id="bb-pur-01"]')).toBeVisible();
  });

  test('product result cards show their stars, as product cards elsewhere do (§2 product card)', async ({ page }) => {
    await openPanel(page, '/');
    const input = panel(page).getByRole('searchbox');
    await input.fill('pate');
    await input.press('Enter');
    const card = panel(page).getByRole('list', { name: 'products' }).locator('[data-product-id="bb-pur-01"]');
    const stars = card.getByText(/^\d\.\d out of 5 stars, [\d,]+ reviews?$/);
    await expect(stars).toBeVisible();
    const label = await stars.textContent();
    // The same product's card on its listing, built on the server, gives the same rating.
    await page.goto('/cat-food');
    await expect(page.locator('[data-product-id="bb-pur-01"]').first().getByText(label ?? '', { exact: true })).toBeVisible();
  });

  test('clear empties the input and goes to /search', async ({ page }) => {
    await openPanel(page, '/');
    const input = panel(page).getByRole('searchbox');
    await input.fill('food');
    await input.press('Enter');
    await expect(panel(page).getByRole('heading', { name: /result\(s\) for "food"/ })).toBeVisible();
    await panel(page).getByRole('button', { name: 'clear search' }).click();
    await expect(input).toHaveValue('');
    await expect(page).toHaveURL(/\/search$/);
    await expect(panel(page).getByRole('heading', { name: /result\(s\)/ })).toHaveCount(0);
  });

  test('Escape is not typing: the query and results stay', async ({ page }) => {
    await openPanel(page, '/');
    const input = panel(page).getByRole('searchbox');
    await input.fill('food');
    await input.press('Enter');
    await expect(panel(page).getByRole('heading', { name: /result\(s\) for "food"/ })).toBeVisible();
    await input.press('Escape');
    await expect(input).toHaveValue('food');
  });

  test('cancel after opening from the mobile menu asks the menu to reopen', async ({ page }) => {
    await page.goto('/en-ca/contact');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      window.addEventListener('mobile-menu.reopen', () => document.body.setAttribute('data-menu-reopened', 'yes'));
      window.dispatchEvent(new CustomEvent('search.open', { detail: { currentPath: '/en-ca/contact', fromMobileMenu: true } }));
    });
    await expect(panel(page)).toBeVisible();
    await expect(page).toHaveURL(/\/en-ca\/search$/);
    await panel(page).getByRole('button', { name: 'cancel' }).click();
    await expect(page).toHaveURL(/\/en-ca\/contact$/);
    await expect(page.locator('body')).toHaveAttribute('data-menu-reopened', 'yes');
  });
});

test.describe('search panel from the mobile menu at a phone viewport', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cancelling a search opened from the mobile menu brings the menu back, as it was', async ({ page }) => {
    await page.goto('/en-ca/contact');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await hydrated(menuButton);
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Dog food' }).click();
    await expect(menu.getByRole('link', { name: 'Rolls' })).toBeVisible();
    await menu.getByRole('link', { name: 'search' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(menu).toBeHidden();
    await panel(page).getByRole('button', { name: 'cancel' }).click();
    await expect(page).toHaveURL(/\/en-ca\/contact$/);
    await expect(panel(page)).toHaveCount(0);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Rolls' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Still a menu that closes on the next navigation.
    await menu.getByRole('link', { name: 'Rolls' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('search box', () => {
  test('shows one clear button: ours, not also the browser\'s built-in one', async ({ page }) => {
    await openPanel(page, '/contact');
    const input = panel(page).getByRole('searchbox');
    await input.fill('food');
    await expect(panel(page).getByRole('button', { name: 'clear search' })).toHaveCount(1);
    // Where the built-in × would be drawn (inside the field's right padding), a click clears nothing.
    const box = await input.boundingBox();
    if (!box) throw new Error('the search box has no box');
    await page.mouse.click(box.x + box.width - 20, box.y + box.height / 2);
    await expect(input).toHaveValue('food');
  });
});

test.describe('search page', () => {
  test('is server-rendered for a q in the URL', async ({ request }) => {
    const response = await request.get('/search?q=food');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('result(s) for &quot;food&quot;');
    expect(html).toContain('popular searches');
  });

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width} px the footer under the overlay begins below the first screen, so a footer still being parsed cannot move anything on it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/search?q=puppy');
      await expect(page.getByRole('heading', { level: 1, name: /result\(s\) for "puppy"/ })).toBeVisible();
      const footerTop = await page.locator('#site-footer').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(viewport.height);
    });
  }

  test('unknown filter, bad page and hostile q are ignored, never an error', async ({ request }) => {
    for (const url of ['/search?q=food&filter=nope&page=-3', `/search?q=${'x'.repeat(3000)}`, '/search?q=%3Cscript%3E&page=abc', '/search?filter=faq&filter=blog']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text()).not.toContain('<script>alert');
    }
  });

  test('filter chips: one active at a time, the active one or all clears it; a FAQ result opens /contact?faq=…', async ({ page }) => {
    await page.goto('/search?q=food');
    await page.waitForLoadState('networkidle');
    const chips = page.getByRole('group', { name: 'filter results' });
    await expect(chips.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'faq' }).click();
    await expect(page).toHaveURL(/filter=faq/);
    await expect(chips.getByRole('button', { name: 'faq' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-result-type]').first()).toBeVisible();
    await expect(page.locator('[data-result-type]:not([data-result-type="faq"])')).toHaveCount(0);
    await chips.getByRole('button', { name: 'blog' }).click();
    await expect(chips.getByRole('button', { name: 'blog' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: 'faq' })).toHaveAttribute('aria-pressed', 'false');
    await chips.getByRole('button', { name: 'blog' }).click();
    await expect(chips.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'faq' }).click();
    const readFaq = page.getByRole('link', { name: /^Read FAQ/ }).first();
    await expect(readFaq).toHaveAttribute('href', /^\/contact\?faq=faq-/);
    await readFaq.click();
    await expect(page).toHaveURL(/\/contact\?faq=faq-/);
  });

  test('previous/next pages content results, 3 per page; previous is disabled on the first page, next on the last', async ({ page }) => {
    await page.goto('/search?q=food&filter=all');
    await page.waitForLoadState('networkidle');
    const pager = page.getByRole('navigation', { name: 'content results pages' });
    const pages = Number((await pager.getByText(/^page 1 of \d+$/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    await expect(page.locator('[data-result-type]')).toHaveCount(3);
    await expect(pager.getByRole('button', { name: 'previous' })).toBeDisabled();
    for (let n = 2; n <= pages; n++) {
      await pager.getByRole('button', { name: 'next' }).click();
      await expect(page).toHaveURL(new RegExp(`page=${n}`));
      await expect(pager.getByText(`page ${n} of ${pages}`)).toBeVisible();
    }
    await expect(pager.getByRole('button', { name: 'next' })).toBeDisabled();
    const lastPageCount = await page.locator('[data-result-type]').count();
    expect(lastPageCount).toBeGreaterThanOrEqual(1);
    expect(lastPageCount).toBeLessThanOrEqual(3);
    if (pages > 2) {
      for (let n = pages; n > 2; n--) await page.goBack();
    }
    // Back restores page 1 of the same query.
    await page.goBack();
    await expect(pager.getByText(`page 1 of ${pages}`)).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=food&filter=all$/);
  });

  test('back and forward restore query and filter', async ({ page }) => {
    await page.goto('/search?q=food');
    await page.waitForLoadState('networkidle');
    const chips = page.getByRole('group', { name: 'filter results' });
    await chips.getByRole('button', { name: 'blog' }).click();
    await expect(page).toHaveURL(/q=food&filter=blog/);
    const input = page.getByRole('searchbox');
    await input.fill('pate');
    await input.press('Enter');
    await expect(page.getByRole('heading', { name: /result\(s\) for "pate"/ })).toBeVisible();
    await page.goBack();
    await expect(input).toHaveValue('food');
    await expect(chips.getByRole('button', { name: 'blog' })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(chips.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(chips.getByRole('button', { name: 'blog' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: /result\(s\) for "food"/ })).toBeVisible();
  });

  test('popular searches run the suggestion', async ({ page }) => {
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'popular searches' })).toBeVisible();
    await page.getByRole('region', { name: 'popular searches' }).getByRole('link', { name: 'where to buy' }).click();
    await expect(page.getByRole('heading', { name: /result\(s\) for "where to buy"/ })).toBeVisible();
    await expect(page).toHaveURL(/q=where\+to\+buy/);
  });

  for (const theme of THEMES) {
    test(`every popular search shown on the ${theme} site finds results`, async ({ page, mainOrigin, vetOrigin }) => {
      const origin = theme === 'vet' ? vetOrigin : mainOrigin;
      await page.goto(`${origin}/search`);
      const links = page.getByRole('region', { name: 'popular searches' }).getByRole('link');
      await expect(links.first()).toBeVisible();
      const suggestions = await links.allTextContents();
      expect(suggestions.length).toBeGreaterThan(0);
      for (const suggestion of suggestions) {
        await page.goto(`${origin}/search?q=${encodeURIComponent(suggestion)}`);
        const heading = page.getByRole('heading', { level: 1, name: /result\(s\) for/ });
        await expect(heading).toBeVisible();
        expect(await heading.textContent(), suggestion).toMatch(/^[1-9]\d* result\(s\)/);
      }
    });
  }

  test('each locale searches its own documents', async ({ page }) => {
    // The FAQ filter keeps the pages that also mention the chilled aisle off the first page.
    await page.goto('/en-gb/search?q=chilled&filter=faq');
    await expect(page.locator('[data-object-id="faq-where-to-buy-en-gb"]')).toBeVisible();
    await page.goto('/search?q=chilled&filter=faq');
    await expect(page.getByRole('heading', { name: /result\(s\) for "chilled"/ })).toBeVisible();
    await expect(page.locator('[data-object-id="faq-where-to-buy-en-gb"]')).toHaveCount(0);
  });

  test('the vet site searches the vet index; the consumer site never shows vet-only content', async ({ page, vetOrigin }) => {
    await page.goto(`${vetOrigin}/search?q=clinics`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-object-id="faq-clinic-pricing"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/search?q=clinics');
    await expect(page.getByRole('heading', { name: '0 result(s) for "clinics"' })).toBeVisible();
  });

  test('results pass axe in the main theme', async ({ page }) => {
    await page.goto('/search?q=food');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test('the vet panel opens over the header and passes axe', async ({ page, vetOrigin }) => {
    await openPanel(page, `${vetOrigin}/en-gb/contact`);
    await expect(page).toHaveURL(/\/en-gb\/search$/);
    await panel(page).getByRole('searchbox').fill('clinics');
    await panel(page).getByRole('searchbox').press('Enter');
    await expect(panel(page).locator('[data-object-id="faq-clinic-pricing"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
