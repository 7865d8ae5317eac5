import { SITE_ROUTES } from '@/config/routes';
import { LOCALES } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { THEMES } from '@/config/themes';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test.describe(`${theme} theme, ${locale}`, () => {
      for (const route of SITE_ROUTES) {
        test(`${route} answers 200, server-rendered with a title and one h1, and passes axe`, async ({ page, mainOrigin, vetOrigin, request }) => {
          const origin = theme === 'vet' ? vetOrigin : mainOrigin;
          const url = `${origin}${localizePath(route, locale)}`;

          // Server-rendered: the raw HTML already holds the heading and title.
          // Node's resolver does not map *.localhost to loopback (Chromium does): send the vet Host header instead.
          const raw = await request.get(`${mainOrigin}${localizePath(route, locale)}`, { headers: { host: new URL(origin).host } });
          expect(raw.status()).toBe(200);
          const html = await raw.text();
          expect(html).toMatch(/<h1[^>]*>[^<]+/);
          expect(html).toMatch(/<title>[^<]*Brightbowl[^<]*<\/title>/);
          expect(html).toContain(`data-theme="${theme}"`);

          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^en-${locale.slice(3).toUpperCase()}$`));
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('main')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}
