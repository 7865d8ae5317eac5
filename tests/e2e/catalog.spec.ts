import type { Locator, Page } from '@playwright/test';
import { CAT_LISTING_DEFAULT_FILTERS } from '@/services/catalog/vocabulary';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const PRODUCT = { slug: 'gentle-turkey-pumpkin-dog-roll', name: 'Gentle Turkey & Pumpkin Dog Roll', upc: '084219200116', secondUpc: '084219200123' };
const NOT_IN_GB = 'slow-cooked-beef-dog-topper';

test.describe('product detail and brand pages', () => {
  for (const prefix of ['', '/en-gb']) {
    test(`the detail page${prefix ? ` in ${prefix}` : ''} shows the product, sizes, feeding guidelines, JSON-LD and passes axe`, async ({ page }) => {
      const response = await page.goto(`${prefix}/products/${PRODUCT.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(PRODUCT.name);
      // en-gb reads the same GTIN as an EAN-13: the UPC-A with a leading 0.
      await expect(page.getByRole('cell', { name: prefix === '/en-gb' ? `0${PRODUCT.upc}` : PRODUCT.upc, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Feeding guidelines' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Find it in a store/ })).toHaveAttribute('href', `${prefix}/where-to-buy?sc-upc=${PRODUCT.upc}`);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
      expect(ld).toMatchObject({ '@type': 'Product', name: PRODUCT.name, gtin12: PRODUCT.upc });
      await expectNoAxeViolations(page);
    });
  }

  for (const { prefix, header, size, code } of [
    { prefix: '', header: 'UPC', size: '1 lb', code: PRODUCT.upc },
    { prefix: '/en-ca', header: 'UPC', size: '454 g', code: PRODUCT.upc },
    { prefix: '/en-gb', header: 'EAN', size: '454 g', code: `0${PRODUCT.upc}` },
  ]) {
    test(`pack sizes read in ${prefix || 'en-us'} units and barcode (${size}, ${header}), and the row's code finds the product in the locator`, async ({ page }) => {
      await page.goto(`${prefix}/products/${PRODUCT.slug}`);
      const sizes = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Size', exact: true }) });
      await expect(sizes.getByRole('columnheader').nth(1)).toHaveText(header);
      const first = sizes.getByRole('row').nth(1);
      await expect(first.getByRole('rowheader')).toHaveText(size);
      await expect(first.getByRole('cell').first()).toHaveText(code);
      await expect(sizes).not.toContainText(prefix ? /\b(lb|oz)\b/ : /\b(g|kg)\b/);
      await first.getByRole('link', { name: new RegExp(`^Find ${size}`) }).click();
      await expect(page.getByLabel('Product')).toHaveValue(PRODUCT.upc);
    });
  }

  test('the en-gb product page speaks British: "Flavour" in the ingredients', async ({ page }) => {
    await page.goto(`/en-gb/products/${PRODUCT.slug}`);
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients).toContainText('Natural Flavour');
    await page.goto(`/products/${PRODUCT.slug}`);
    await expect(page.getByRole('region', { name: 'Ingredients' })).toContainText('Natural Flavor');
  });

  test('the JSON-LD URLs use the site origin, and a foreign Host header never reaches them', async ({ request, mainOrigin }) => {
    const jsonLdOf = async (host: string) => {
      const html = await (await request.get(`/products/${PRODUCT.slug}`, { headers: { host } })).text();
      const body = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      return JSON.parse(body) as { url?: string };
    };
    expect((await jsonLdOf(new URL(mainOrigin).host)).url).toBe(`${mainOrigin}/products/${PRODUCT.slug}`);
    const forged = await jsonLdOf('evil.example');
    expect(forged.url).toBe(`/products/${PRODUCT.slug}`);
  });

  test('the vet site has detail pages too', async ({ page, vetOrigin }) => {
    const response = await page.goto(`${vetOrigin}/products/${PRODUCT.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'vet');
    await expectNoAxeViolations(page);
  });

  test('the vet product page offers vets no consumer purchase calls, but the nutrition team and the feeding guidelines', async ({ page, vetOrigin }) => {
    await page.goto(`${vetOrigin}/en-gb/products/${PRODUCT.slug}`);
    await expect(page.locator('h1')).toHaveText(PRODUCT.name);
    const summary = page.locator('main article').first();
    await expect(summary.getByRole('button', { name: /Shop now/ })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /Buy online|Find it in a store/ })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: 'Ask our nutrition team' })).toHaveAttribute('href', '/en-gb/contact');
    await expect(summary.getByRole('link', { name: 'Feeding guidelines' })).toHaveAttribute('href', '/en-gb/feeding-guidelines');
    // The consumer site keeps its purchase calls.
    await page.goto(`/en-gb/products/${PRODUCT.slug}`);
    await expect(page.getByRole('button', { name: /Shop now/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy online' })).toHaveAttribute('href', new RegExp(`^/en-gb/where-to-buy\\?(?=.*ons=1)(?=.*sc-upc=${PRODUCT.upc})`));
  });

  test('a product not sold in the locale and an unknown slug are 404s', async ({ page }) => {
    expect((await page.goto(`/en-gb/products/${NOT_IN_GB}`))?.status()).toBe(404);
    expect((await page.goto(`/products/${NOT_IN_GB}`))?.status()).toBe(200);
    expect((await page.goto('/products/no-such-recipe'))?.status()).toBe(404);
    expect((await page.goto('/brands/no-such-brand'))?.status()).toBe(404);
  });

  for (const prefix of ['', '/en-ca']) {
    test(`the brand page${prefix ? ` in ${prefix}` : ''} lists its product cards; hover and focus swap the card media; axe passes`, async ({ page }) => {
      expect((await page.goto(`${prefix}/brands/brightbowl-gentle`))?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText('Brightbowl Gentle');
      const card = page.locator(`article[data-product-id="bb-gen-01"]`);
      await expect(card).toHaveAttribute('data-media', 'primary');
      await card.hover();
      await expect(card).toHaveAttribute('data-media', 'alternate');
      await page.mouse.move(0, 0);
      await expect(card).toHaveAttribute('data-media', 'primary');
      await card.getByRole('link', { name: PRODUCT.name, exact: true }).focus();
      await expect(card).toHaveAttribute('data-media', 'alternate');
      await expect(card.getByText(/out of 5 stars, [\d,]+ reviews?/)).toHaveCount(1);
      await expect(card.getByRole('link', { name: /Where to buy/ })).toHaveAttribute('href', `${prefix}/where-to-buy?sc-upc=${PRODUCT.upc}`);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('/where-to-buy', () => {
  test('search by postal code lists the nearest stores and passes axe', async ({ page }) => {
    await page.goto('/where-to-buy');
    await page.getByLabel('Postal code or city').fill('97205');
    await page.getByRole('button', { name: 'Find stores' }).click();
    await expect(page).toHaveURL(/q=97205/);
    await expect(page.getByRole('heading', { level: 2, name: /stores? near 97205, Portland, OR/ })).toBeVisible();
    await expect(page.locator('[data-store-id]').first()).toBeVisible();
    const distances = await page.locator('[data-store-id] p').allTextContents();
    const miles = distances.map((d) => Number.parseFloat(d));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await expectNoAxeViolations(page);
  });

  test('search by city works in another locale (km in Canada)', async ({ page }) => {
    await page.goto('/en-ca/where-to-buy?q=Montreal');
    await expect(page.getByRole('heading', { level: 2, name: /near Montréal, QC/ })).toBeVisible();
    await expect(page.locator('[data-store-id] p').first()).toContainText('km away');
  });

  test('an unknown place says so', async ({ page }) => {
    await page.goto('/en-gb/where-to-buy?q=Atlantis');
    await expect(page.getByRole('heading', { level: 2, name: /couldn.t find .Atlantis./ })).toBeVisible();
  });

  test('sc-upc preselects the product and filters the stores', async ({ page }) => {
    await page.goto(`/where-to-buy?sc-upc=${PRODUCT.secondUpc}&q=Seattle`);
    await expect(page.getByLabel('Product')).toHaveValue(PRODUCT.secondUpc);
    await expect(page.getByRole('main').locator('#locator-results')).toContainText(`that stock ${PRODUCT.name}`);
  });

  test('an unknown UPC shows a clear message, never an error page', async ({ page }) => {
    const response = await page.goto('/where-to-buy?sc-upc=123456789012&ons=maybe');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: "couldn't find a product with the code 123456789012" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'ons' }).first()).toContainText('The buy-online switch (ons) can only be 1 or 0');
    await expectNoAxeViolations(page);
  });

  test('ons=1 shows the buy-online view with retailer links that open in a new tab, and passes axe', async ({ page }) => {
    await page.goto(`/where-to-buy?ons=1&sc-upc=${PRODUCT.upc}`);
    await expect(page.getByRole('heading', { level: 2, name: `Buy ${PRODUCT.name} online` })).toBeVisible();
    const retailer = page.getByRole('link', { name: /^Buy at / }).first();
    await expect(retailer).toHaveAttribute('target', '_blank');
    await expect(retailer).toHaveAttribute('rel', /noopener/);
    expect(new URL((await retailer.getAttribute('href')) ?? '').hostname).toMatch(/\.example$/);
    await expect(page.getByRole('link', { name: 'Buy online' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('the vet site has the locator too', async ({ page, vetOrigin }) => {
    await page.goto(`${vetOrigin}/en-gb/where-to-buy?q=Leeds`);
    await expect(page.getByRole('heading', { level: 2, name: /near Leeds/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the embed frame has no site header, may be framed by the same origin only, and passes axe', async ({ page }) => {
    const response = await page.goto(`/where-to-buy/embed?sc-upc=${PRODUCT.upc}`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByLabel('Product')).toHaveValue(PRODUCT.upc);
    await expectNoAxeViolations(page);
    const normal = await page.request.get('/where-to-buy');
    expect(normal.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('"Use my location", allowed: the stores near the position, the chosen product kept, nothing shifting on load, axe clean', async ({ page, context, mainOrigin }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.52314, longitude: -122.67648 });
    const response = await page.goto(`/where-to-buy?sc-upc=${PRODUCT.upc}`);
    expect(response?.headers()['permissions-policy']).toContain('geolocation=(self)');
    const button = page.getByRole('button', { name: 'Use my location' });
    // Shown once it works (hydrated), in space kept for it from the first paint.
    await expect(button).toBeVisible();
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          // Buffered entries arrive in the observer's first callback, queued as a task.
          requestAnimationFrame(() => setTimeout(() => resolve(total)));
        }),
    );
    // Measured 0.0001 (a sub-pixel settle elsewhere on the page); a button popping in would be ~0.02.
    expect(layoutShift).toBeLessThan(0.001);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${mainOrigin}/where-to-buy?lat=45.523&lng=-122.676&sc-upc=${PRODUCT.upc}`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`stores? near your location that stock ${PRODUCT.name}`) })).toBeVisible();
    await expect(page.locator('[data-store-id]').first()).toContainText('Portland');
    await expect(page.getByLabel('Product')).toHaveValue(PRODUCT.upc);
    await expectNoAxeViolations(page);
  });

  test('"Use my location", refused: a clear message in the live region, the typed search still there, axe clean', async ({ page, context, mainOrigin }) => {
    await context.clearPermissions();
    await page.goto('/en-gb/where-to-buy');
    const button = page.getByRole('button', { name: 'Use my location' });
    await button.click();
    const status = page.locator('[data-locate-state] [role="status"]');
    await expect(status).toHaveText(/haven't allowed this site to use your location.*search by postal code or city/);
    await expect(page.locator('[data-locate-state]')).toHaveAttribute('data-locate-state', 'denied');
    await expect(button).toHaveAccessibleDescription(/haven't allowed this site to use your location/);
    await expect(page).toHaveURL(`${mainOrigin}/en-gb/where-to-buy`);
    await expect(page.getByLabel('Postal code or city')).toBeEditable();
    await expectNoAxeViolations(page);
  });

  test('store cards: a directions link per store that opens in a new tab, and opening hours in the locale clock only where known', async ({ page }) => {
    await page.goto('/where-to-buy?q=Portland');
    const known = page.locator('[data-store-id="en-us-portland-1"]');
    const directions = known.getByRole('link', { name: 'Directions to Tailwind Pet Supply Portland (opens in a new tab)' });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    const href = new URL((await directions.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(href.searchParams.get('destination')).toMatch(/^45\.\d+,-122\.\d+$/);
    await expect(known.getByRole('heading', { level: 4, name: 'Opening hours' })).toBeVisible();
    await expect(known.locator('dd').first()).toHaveText(/^\d{1,2}(:\d\d)?\sAM–\d{1,2}(:\d\d)?\sPM$/);
    // A store that has not told us its hours shows none: no heading, no placeholder.
    const unknown = page.locator('[data-store-id="en-us-portland-3"]');
    await expect(unknown.getByRole('link', { name: /^Directions to / })).toBeVisible();
    await expect(unknown.locator('[data-store-hours]')).toHaveCount(0);
    await expect(unknown).not.toContainText(/hours/i);
    await expectNoAxeViolations(page);

    await page.goto('/en-gb/where-to-buy?q=Leeds');
    const leeds = page.locator('[data-store-id="en-gb-leeds-1"]');
    await expect(leeds.locator('dd').first()).toHaveText(/^\d\d:\d\d–\d\d:\d\d$/);
    expect((await page.locator('[data-store-hours]').allTextContents()).join(' ')).not.toMatch(/AM|PM|a\.m\.|p\.m\./);
    await expect(page.locator('[data-store-id="en-gb-leeds-2"] [data-store-hours]')).toHaveCount(0);
  });

  test('the catalog API refuses bad queries with a 400 and a message', async ({ request }) => {
    const bad = await request.get('/api/catalog/products?locale=xx-yy');
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/Invalid catalog query/);
    const ok = await request.get('/api/catalog/products?locale=en-gb&species=cat&limit=3');
    expect(ok.status()).toBe(200);
    expect(((await ok.json()) as { products: unknown[] }).products).toHaveLength(3);
  });
});

test.describe('store-locator modal', () => {
  test('shop now opens it over the locator frame; Escape, the close button and the backdrop close it; focus returns', async ({ page }) => {
    await page.goto(`/products/${PRODUCT.slug}`);
    const shopNow = page.getByRole('button', { name: /Shop now/ });
    const dialog = page.getByRole('dialog', { name: 'Where to buy' });
    const close = page.getByRole('button', { name: 'Close where to buy' });

    await shopNow.click();
    await expect(dialog).toBeVisible();
    await expect(close).toBeFocused();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const frame = page.frameLocator('iframe[title="Store locator"]');
    // Shop now means buying online: the frame opens on its buy-online view for this product.
    await expect(frame.getByRole('link', { name: 'Buy online' })).toHaveAttribute('aria-current', 'page');
    await expect(frame.getByRole('heading', { level: 2, name: `Buy ${PRODUCT.name} online` })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer?.some((e) => e.event === 'buy_online'))).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(shopNow).toBeFocused();

    await shopNow.click();
    await expect(dialog).toBeVisible();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(shopNow).toBeFocused();

    await shopNow.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test('Tab stays inside the modal and Escape inside the frame closes it', async ({ page }) => {
    await page.goto(`/products/${PRODUCT.slug}`);
    await page.getByRole('button', { name: /Shop now/ }).click();
    const close = page.getByRole('button', { name: 'Close where to buy' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('iframe[title="Store locator"]')).toBeFocused();
    const frame = page.frameLocator('iframe[title="Store locator"]');
    // The frame forwards Escape once its own page has hydrated; until then a key press is not heard.
    await expect(async () => {
      // Shop now opens the buy-online view: its mode link is a focusable element inside the frame.
      await frame.getByRole('link', { name: 'Buy online' }).focus();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });

  test('the window event opens it from any page, in the page locale', async ({ page }) => {
    await page.goto('/en-gb/where-to-buy');
    // The listener attaches at hydration; an event dispatched before that is (rightly) not heard.
    await expect(async () => {
      await page.evaluate(
        ([name, upc]) => window.dispatchEvent(new CustomEvent(name ?? '', { detail: { productId: upc } })),
        ['locator-modal.open', PRODUCT.upc],
      );
      await expect(page.getByRole('dialog', { name: 'Where to buy' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('iframe[title="Store locator"]')).toHaveAttribute('src', `/en-gb/where-to-buy/embed?sc-upc=${PRODUCT.upc}`);
    // The locator inside may ask for the visitor's location ("Use my location").
    await expect(page.locator('iframe[title="Store locator"]')).toHaveAttribute('allow', 'geolocation');
  });
});

test.describe('catalog blocks (fixture pages)', () => {
  test('the listing demo page renders the catalog blocks, filters in the URL, and passes axe', async ({ page }) => {
    const response = await page.goto('/product-listing-demo');
    expect(response?.status()).toBe(200);
    const v2 = page.getByRole('region', { name: 'Find a recipe' });
    await expect(v2.locator('article').first()).toBeVisible();
    await v2.getByRole('button', { name: 'grain-free' }).click();
    await expect(page).toHaveURL(/filters=grain-free/);
    await expect(v2.getByRole('button', { name: 'grain-free' })).toHaveAttribute('aria-pressed', 'true');
    const carousel = page.getByRole('region', { name: 'Cat favorites' });
    await expect(carousel.getByRole('button', { name: /Next/ })).toBeEnabled();
    await expectNoAxeViolations(page);
    await v2.getByRole('button', { name: /Shop now/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Where to buy' })).toBeVisible();
  });

  test('the vet listing ranks by a dietary need and inserts its call to action', async ({ page, vetOrigin }) => {
    const response = await page.goto(`${vetOrigin}/vet-product-listing-demo`);
    expect(response?.status()).toBe(200);
    // The chips are in the server HTML; the listing has hydrated once its products have loaded.
    await expect(page.locator('main article').first()).toBeVisible();
    await page.getByRole('button', { name: 'lowest sodium' }).click();
    await expect(page).toHaveURL(/filter=lowest\+sodium|filter=lowest%20sodium/);
    await expect(page.locator('[data-listing-cta]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('listing filter chips fit the listing', () => {
  test('/dog-food "large dog" + "puppy" lists only puppy recipes for large-size growth, never the Kitchen puppy recipes', async ({ page }) => {
    await page.goto('/dog-food');
    const listing = page.getByRole('region', { name: 'All dog recipes' });
    await expect(listing.locator('article').first()).toBeVisible();
    const chips = listing.getByRole('group', { name: 'Filter products' });
    await chips.getByRole('button', { name: /^large dog/ }).click();
    await chips.getByRole('button', { name: /^puppy/ }).click();
    await expect(page).toHaveURL(/filters=large(\+|%20)dog%2Cpuppy/);
    const cards = listing.locator('ul > li article');
    await expect(cards).toHaveCount(2);
    await expect(chips.getByRole('button', { name: /^puppy/ })).toHaveAttribute('data-count', '2');
    await expect(listing.getByRole('heading', { name: 'Gentle Puppy Lamb & Oatmeal Roll', exact: true })).toBeVisible();
    await expect(listing.getByRole('heading', { name: 'Puppy Lamb & Salmon Roll', exact: true })).toBeVisible();
    await expect(listing.getByRole('heading', { name: /^Puppy Chicken & Rice/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('/cat-food offers cat chips only, each with products behind it', async ({ page }) => {
    await page.goto('/cat-food');
    const listing = page.getByRole('region', { name: 'All cat recipes' });
    await expect(listing.locator('article').first()).toBeVisible();
    const chips = listing.getByRole('group', { name: 'Filter products' }).getByRole('button');
    // Counts appear once the products are in.
    await expect(listing.getByRole('button', { name: /^kitten/ })).toHaveAttribute('data-count', /^\d+$/);
    const words = await chips.evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent ?? ''));
    expect(words).toEqual(['All', ...CAT_LISTING_DEFAULT_FILTERS]);
    for (const word of ['small dog', 'large dog', 'puppy']) await expect(listing.getByRole('button', { name: new RegExp(`^${word}`) })).toHaveCount(0);
    for (const chip of await chips.all()) await expect(chip).toBeEnabled();
    const counts = await chips.evaluateAll((buttons) => buttons.slice(1).map((b) => Number(b.getAttribute('data-count'))));
    expect(counts.every((n) => n > 0)).toBe(true);
    await listing.getByRole('button', { name: /^kitten/ }).click();
    await expect(listing.locator('ul > li article')).toHaveCount(counts[CAT_LISTING_DEFAULT_FILTERS.indexOf('kitten')] ?? -1);
    await expectNoAxeViolations(page);
  });
});

test.describe('listings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Presses "Show more" from the keyboard until every product is shown, checking focus and the count each time. */
  async function showEverything(page: Page, listing: Locator) {
    const count = listing.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ products?$/ });
    await expect(count).toBeVisible();
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    const cards = listing.locator('ul > li:not([data-listing-cta]) article');
    await expect(cards).toHaveCount(Math.min(12, total));
    const more = listing.getByRole('button', { name: 'Show more products' });
    let shown = Math.min(12, total);
    while (shown < total) {
      await more.focus();
      await page.keyboard.press('Enter');
      const next = Math.min(shown + 12, total);
      await expect(cards).toHaveCount(next);
      await expect(count).toHaveText(`Showing ${next} of ${total} products`);
      // Focus moves to the first product the button added, where reading carries on.
      await expect(cards.nth(shown).locator('a[href]').first()).toBeFocused();
      shown = next;
    }
    await expect(more).toHaveCount(0);
    return total;
  }

  test('the listing demo is two cards a row and a page at a time on a phone, and "Show more" reaches every product', async ({ page }) => {
    await page.goto('/product-listing-demo');
    const v2 = page.getByRole('region', { name: 'Find a recipe' });
    const cards = v2.locator('ul > li article');
    await expect(cards.first()).toBeVisible();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second && Math.abs(first.y - second.y)).toBe(0);
    expect(first && second && second.x > first.x + first.width).toBe(true);
    // It was 46,000 px tall with every product one a row.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(15_000);
    await expectNoAxeViolations(page);
    const total = await showEverything(page, v2);
    const api = (await (await page.request.get('/api/catalog/products?locale=en-us')).json()) as { products: unknown[] };
    expect(total).toBeGreaterThanOrEqual(api.products.length);
  });

  test('a filter starts the v2 listing over at one page', async ({ page }) => {
    await page.goto('/product-listing-demo');
    const v2 = page.getByRole('region', { name: 'Find a recipe' });
    await expect(v2.locator('ul > li article').first()).toBeVisible();
    await v2.getByRole('button', { name: 'Show more products' }).click();
    await expect(v2.getByRole('status').filter({ hasText: /^Showing 24 of/ })).toBeVisible();
    await v2.getByRole('button', { name: 'grain-free' }).click();
    await expect(v2.getByRole('status').filter({ hasText: /^Showing (\d+) of/ })).toHaveText(/^Showing ([1-9]|1[0-2]) of/);
  });

  test('the vet listing pages the same way, its call to action among the products', async ({ page, vetOrigin }) => {
    await page.goto(`${vetOrigin}/vet-products`);
    const listing = page.getByRole('region', { name: 'Recipes by dietary need' });
    await expect(listing.locator('article').first()).toBeVisible();
    await expect(listing.locator('[data-listing-cta]')).toHaveCount(1);
    await showEverything(page, listing);
    await expectNoAxeViolations(page);
  });

  test('the Product Listing block shows its count too', async ({ page }) => {
    await page.goto('/product-listing-demo');
    const listing = page.getByRole('region', { name: 'Grain-free for dogs' });
    await expect(listing.locator('article').first()).toBeVisible();
    await expect(listing.getByRole('status')).toHaveText(/^Showing \d+ of \d+ products?$/);
  });
});
