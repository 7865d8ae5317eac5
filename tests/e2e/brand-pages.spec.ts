import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The fixture pages that carry the layout, panel and contact blocks no other page shows: each block
 * is on the page a visitor opens from the footer, the page has one h1, passes axe and fits the
 * screen on a phone and a desktop, in the theme that serves it. The panels lead to real routes.
 */

type BrandPage = {
  readonly theme: 'main' | 'vet';
  readonly path: string;
  readonly h1: string;
  /** Block name → the heading it shows, so a failure names the block that went missing. */
  readonly blocks: Readonly<Record<string, string>>;
  /** The footer link a visitor follows to reach the page (pages linked only from content have none). */
  readonly footerLink?: string;
};

const PAGES: readonly BrandPage[] = [
  {
    theme: 'main',
    path: '/how-we-cook',
    h1: 'How we cook',
    footerLink: 'How we cook',
    blocks: {
      'Split Component': 'Cooked the way you would at home, just more of it',
      'Left Right Multiple': 'From the farm to the fridge',
      'Left Right Scroll': 'Kept cold all the way to your bowl',
      'Two Col Image + List w/ Separator': 'Checked before it leaves',
    },
  },
  {
    theme: 'main',
    path: '/en-gb/help',
    h1: 'How can we help?',
    footerLink: 'Help for pet parents',
    blocks: {
      'Panel with Search': 'Search recipes, articles and answers',
      'Panel with large icons': 'Popular topics',
      'Panel With Navigate': 'Still looking for something?',
    },
  },
  {
    theme: 'vet',
    path: '/resources',
    h1: 'Clinic resources',
    footerLink: 'Clinic resources',
    blocks: {
      'Panel with Search': 'Search clinical content',
      'Panel with large icons': 'Tools for your practice',
      'Two Col Image + List w/ Separator': 'What every nutrient profile includes',
      'Panel With Navigate': 'Work with us',
    },
  },
  {
    theme: 'main',
    path: '/careers',
    h1: 'Careers at Brightbowl',
    footerLink: 'Careers',
    blocks: { Contact: 'Ask about open roles' },
  },
  {
    theme: 'main',
    path: '/ingredients',
    h1: 'What goes in the bowl',
    blocks: { 'Left Right Single With List': 'Three rules for every recipe' },
  },
];

for (const width of [390, 1280]) {
  for (const p of PAGES) {
    test(`${p.theme} ${p.path} at ${width}px shows its blocks under one h1, fits the screen and passes axe`, async ({ page, mainOrigin, vetOrigin }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`${p.theme === 'vet' ? vetOrigin : mainOrigin}${p.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(p.h1);
      for (const [block, heading] of Object.entries(p.blocks)) {
        await expect(page.getByRole('heading', { name: heading, exact: true }), `${block} shows its heading`).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'nothing is wider than the screen').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }
}

for (const p of PAGES) {
  const { footerLink } = p;
  if (!footerLink) continue;
  test(`${p.theme} ${p.path} is linked from the footer of the home page`, async ({ page, mainOrigin, vetOrigin }) => {
    const locale = p.path.startsWith('/en-gb') ? '/en-gb' : '';
    await page.goto(`${p.theme === 'vet' ? vetOrigin : mainOrigin}${locale}/`);
    // Footer rows are CMS paths; the shell's router keeps the visitor in their locale on click.
    await expect(page.locator('footer').getByRole('link', { name: footerLink, exact: true })).toHaveAttribute('href', p.path.slice(locale.length));
  });
}

test('the help page’s search panel sends the visitor to the search page with the query', async ({ page }) => {
  await page.goto('/help');
  const form = page.getByRole('search', { name: 'Search recipes, articles and answers' });
  await form.getByRole('searchbox').fill('puppy');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=puppy$/);
});

// Panel With Navigate is a navigation landmark, Panel with large icons a region, each named by its heading.
for (const [theme, path, role, heading] of [
  ['main', '/help', 'navigation', 'Still looking for something?'],
  ['main', '/help', 'region', 'Popular topics'],
  ['vet', '/resources', 'navigation', 'Work with us'],
  ['vet', '/resources', 'region', 'Tools for your practice'],
] as const) {
  test(`every link of “${heading}” on ${theme} ${path} opens a page that exists`, async ({ page, mainOrigin, vetOrigin }) => {
    await page.goto(`${theme === 'vet' ? vetOrigin : mainOrigin}${path}`);
    const hrefs = await page
      .getByRole(role, { name: heading, exact: true })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    // Node cannot resolve vet.localhost: ask the same server, naming the vet host.
    const headers = theme === 'vet' ? { host: new URL(vetOrigin).host } : undefined;
    for (const href of hrefs) {
      const answer = await page.request.get(`${mainOrigin}${href}`, { headers, maxRedirects: 0 });
      expect(answer.status(), href).toBe(200);
    }
  });
}

test('the large icons sit on their panel with no tinted box around them, under a centred heading', async ({ page }) => {
  await page.goto('/help');
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Popular topics', exact: true }) });
  await expect(panel.getByRole('heading', { name: 'Popular topics', exact: true })).toHaveCSS('text-align', 'center');
  const icons = panel.locator('li img');
  await expect(icons).toHaveCount(4);
  for (const frame of await icons.locator('xpath=..').all()) await expect(frame).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

for (const [width, beside] of [
  [1280, true],
  [390, false],
] as const) {
  test(`at ${width}px the Contact block's form is ${beside ? 'beside' : 'under'} its introduction`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/careers');
    const intro = await page.getByRole('heading', { name: 'Ask about open roles', exact: true }).boundingBox();
    const form = await page.getByRole('heading', { name: 'Write to our people team', exact: true }).boundingBox();
    if (!intro || !form) throw new Error('the Contact block’s headings are not on the page');
    if (beside) {
      expect(form.x).toBeGreaterThanOrEqual(intro.x + intro.width);
      expect(Math.abs(form.y - intro.y)).toBeLessThan(200);
    } else {
      expect(form.y).toBeGreaterThan(intro.y + intro.height);
    }
  });
}
