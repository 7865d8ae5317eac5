import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The content pages behind the header and footer links: their catalog listings fill with the slice
 * the page names. Each page's one h1 and axe run are the visual spec's (it loads every visitor page).
 */
test('the rolls, bags and puppy listings each show their own slice of the catalog', async ({ request }) => {
  const count = async (query: string) => ((await (await request.get(`/api/catalog/products?locale=en-us&${query}`)).json()) as { products: unknown[] }).products.length;
  const all = await count('species=dog');
  const rolls = await count('species=dog&form=roll');
  const bags = await count('species=dog&form=bag');
  expect(rolls).toBeGreaterThan(0);
  expect(bags).toBeGreaterThan(0);
  expect(rolls + bags).toBe(all);
  expect(await count('species=dog&lifeStage=puppy')).toBeLessThan(all);
  expect(await count('species=cat&texture=pate')).toBeGreaterThan(0);
  expect((await request.get('/api/catalog/products?locale=en-us&form=box')).status()).toBe(400);
});

test('the rolls page lists roll cards only', async ({ page }) => {
  await page.goto('/dog-food/rolls');
  const names = page.locator('main h3');
  await expect(names.first()).toBeVisible();
  const texts = await names.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const t of texts) expect(t).toMatch(/Roll/i);
});

test.describe('vet webinars page', () => {
  test('speaks American English on en-us and en-ca ("program") and British English on en-gb ("programme")', async ({ page, vetOrigin }) => {
    for (const [prefix, word, wrong] of [
      ['', 'program', 'programme'],
      ['/en-ca', 'program', 'programme'],
      ['/en-gb', 'programme', 'program'],
    ] as const) {
      await page.goto(`${vetOrigin}${prefix}/webinars`);
      const main = page.locator('#main-content');
      await expect(main.getByRole('link', { name: `Join the vet tech ${word}` })).toBeVisible();
      const text = (await main.innerText()).toLowerCase();
      expect(text, `${prefix || '/'}webinars`).toContain(`vet tech ${word} `);
      expect(text, `${prefix || '/'}webinars`).not.toMatch(new RegExp(`\\b${wrong}\\b`));
    }
  });

  test("its call to action takes the vet theme's own button colour, not the consumer site's green", async ({ page, vetOrigin }) => {
    await page.goto(`${vetOrigin}/webinars`);
    const cta = page.locator('#main-content').getByRole('link', { name: /Join the vet tech/ });
    await expect(cta).toBeVisible();
    const [color, brand] = await cta.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-brand)';
      document.body.append(probe);
      const brandColor = getComputedStyle(probe).color;
      probe.remove();
      return [getComputedStyle(el).color, brandColor];
    });
    // The vet theme's brand token is blue (#0d4f80); Dark Green is #1d5c3a.
    expect(brand).toBe('rgb(13, 79, 128)');
    expect(color).toBe(brand);
    await expectNoAxeViolations(page);
  });
});
