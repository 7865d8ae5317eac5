import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * A product page's feeding table in each locale's units, with calories a day and "more than" past
 * the guide (never the bare "None"), and the label's nutritional adequacy statement under the
 * guaranteed analysis; the vet site's /feeding-guidelines drawn from the recipes themselves.
 */

const BEEF = { slug: 'beef-sweet-potato-dog-roll', name: 'Beef & Sweet Potato Dog Roll' };
const STATEMENT = `${BEEF.name} is formulated to meet the nutritional levels established by the AAFCO Dog Food Nutrient Profiles for adult maintenance.`;

const LOCALES = [
  { prefix: '', lightest: '5 lb', amount: /^½ cup \([\d.]+ oz\)$/, heaviest: '100 lb', past: /^More than 5 cups \(\d+ oz\)/ },
  { prefix: '/en-ca', lightest: '2.3 kg', amount: /^\d+ g \(½ cup\)$/, heaviest: '45.4 kg', past: /^More than [\d,]+ g \(5 cups\)/ },
  { prefix: '/en-gb', lightest: '2.3 kg', amount: /^\d+ g$/, heaviest: '45.4 kg', past: /^More than [\d,]+ g:/ },
] as const;

for (const l of LOCALES) {
  test(`the product page${l.prefix ? ` in ${l.prefix}` : ''} feeds in the locale's units with calories, says "more than" past the guide and carries the adequacy statement`, async ({ page }) => {
    expect((await page.goto(`${l.prefix}/products/${BEEF.slug}`))?.status()).toBe(200);
    const table = page.getByRole('table', { name: `Daily amounts of ${BEEF.name} by your pet's weight` });
    await expect(table.getByRole('columnheader')).toHaveText(['Pet weight', 'Amount a day', 'Calories a day']);
    const lightest = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: l.lightest, exact: true }) });
    await expect(lightest.getByRole('cell').first()).toHaveText(l.amount);
    await expect(lightest.getByRole('cell').nth(1)).toHaveText(/^\d+ kcal$/);
    const heaviest = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: l.heaviest, exact: true }) });
    await expect(heaviest.getByRole('cell').first()).toHaveText(l.past);
    await expect(heaviest.getByRole('cell').nth(1)).toHaveText(/^About [\d,]+ kcal$/);
    await expect(table).not.toContainText('None');
    if (l.prefix === '/en-gb') await expect(table).not.toContainText(/cup|oz|lb/);
    // The statement follows the analysis, inside its section.
    await expect(page.getByRole('region', { name: 'Guaranteed analysis' }).getByText(STATEMENT)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a puppy recipe’s statement says whether it covers large-size growth, as the quiz decides', async ({ page }) => {
  await page.goto('/products/puppy-chicken-rice-roll');
  await expect(page.getByText(/for growth, except for growth of large size dogs \(70 lb\. or more as an adult\)\.$/)).toBeVisible();
});

test('vet /feeding-guidelines draws every amount and nutrient profile from the recipes, agreeing with their product pages', async ({ page, vetOrigin }) => {
  // Four tables of every recipe: axe walks over a thousand cells, which takes longer than a short page.
  test.slow();
  expect((await page.goto(`${vetOrigin}/feeding-guidelines`))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'vet');
  const amounts = page.getByRole('table', { name: "Daily amount of each dog recipe by the dog's weight" });
  const beefRow = amounts.getByRole('row').filter({ has: page.getByRole('link', { name: BEEF.name, exact: true }) });
  // The beef roll's own guide: 1½ cups at 10 lb, more than 5 cups at 80 and 100 lb (the old hand-typed table said 1 cup and 5 cups).
  const headers = await amounts.getByRole('columnheader').allTextContents();
  const cellAt = (weight: string) => beefRow.getByRole('cell').nth(headers.indexOf(weight) - 1);
  await expect(cellAt('10 lb')).toHaveText('1½ cups');
  await expect(cellAt('100 lb')).toHaveText('more than 5 cups');
  await expect(page.getByRole('table', { name: 'Nutrient profile of each dog recipe' }).getByRole('columnheader', { name: 'Crude protein' })).toBeVisible();
  const profile = page.getByRole('table', { name: 'Nutrient profile of each dog recipe' }).getByRole('row').filter({ has: page.getByRole('link', { name: BEEF.name, exact: true }) });
  await expect(profile.getByRole('cell').first()).toContainText(/\d+ kcal per cup \(\d+ g\)/);
  await expect(profile.getByRole('cell').nth(1)).toContainText(/g per 1,000 kcal/);
  await expect(page.getByRole('table', { name: 'Nutrient profile of each cat recipe' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same recipe's product page says the same amount at 10 lb.
  await beefRow.getByRole('link', { name: BEEF.name, exact: true }).click();
  await expect(page.locator('h1')).toHaveText(BEEF.name);
  const ten = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '10 lb', exact: true }) });
  await expect(ten.getByRole('cell').first()).toHaveText(/^1½ cups \(/);
});

test('en-gb /feeding-guidelines prints amounts in grams by kilograms', async ({ page }) => {
  await page.goto('/en-gb/feeding-guidelines');
  const amounts = page.getByRole('table', { name: "Daily amount of each dog recipe by the dog's weight" });
  await expect(amounts.getByRole('columnheader', { name: '4.5 kg' })).toBeVisible();
  await expect(amounts).not.toContainText(/\bcups?\b/);
});
