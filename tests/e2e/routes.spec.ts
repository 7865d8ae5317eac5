import { SITE_ROUTES } from '@/config/routes';
import { LOCALES } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { THEMES } from '@/config/themes';
import { visitorPages } from '../support/visitor-pages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * Every spec route in every theme and locale answers 200 with its heading and title in the first
 * HTML. The same pages in a browser (one visible h1, landmarks, language, axe) are checked here only
 * where the visual spec does not load them: it checks the pages it loads on its laptop pass.
 */
const LOADED_BY_VISUAL_SPEC = new Set(visitorPages().map((p) => `${p.theme} ${p.url}`));

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test.describe(`${theme} theme, ${locale}`, () => {
      for (const route of SITE_ROUTES) {
        const path = localizePath(route, locale);

        test(`${route} answers 200, server-rendered with its theme, a title and an h1`, async ({ mainOrigin, vetOrigin, request }) => {
          const origin = theme === 'vet' ? vetOrigin : mainOrigin;
          // Node's resolver does not map *.localhost to loopback (Chromium does): send the vet Host header instead.
          const raw = await request.get(`${mainOrigin}${path}`, { headers: { host: new URL(origin).host } });
          expect(raw.status()).toBe(200);
          const html = await raw.text();
          expect(html).toMatch(/<h1[^>]*>[^<]+/);
          expect(html).toMatch(/<title>[^<]*Brightbowl[^<]*<\/title>/);
          expect(html).toContain(`data-theme="${theme}"`);
        });

        if (LOADED_BY_VISUAL_SPEC.has(`${theme} ${path}`)) continue;
        test(`${route} in a browser has one visible h1, its landmarks and language, and passes axe`, async ({ page, mainOrigin, vetOrigin }) => {
          const response = await page.goto(`${theme === 'vet' ? vetOrigin : mainOrigin}${path}`);
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
