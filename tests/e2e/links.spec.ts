import { expect, test } from './support/fixtures';
import { THEMES } from '@/config/themes';

/**
 * Every same-site link a visitor can follow from a home page (header, navigation, content, footer)
 * leads to a page that exists, in both themes and all three locales: editors' navigation and
 * content fixtures must not send shoppers to a 404.
 */
const LOCALE_PREFIXES = ['', '/en-ca', '/en-gb'] as const;

for (const theme of THEMES) {
  for (const prefix of LOCALE_PREFIXES) {
    test(`every same-site link on the ${theme} home${prefix || ' (en-us)'} answers without an error`, async ({ page, request, mainOrigin, vetOrigin }) => {
      const origin = theme === 'vet' ? vetOrigin : mainOrigin;
      await page.goto(`${origin}${prefix}/`);
      const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).href),
      );
      const sameSite = [...new Set(hrefs.filter((href) => new URL(href).origin === origin).map((href) => href.split('#')[0] ?? href))];
      expect(sameSite.length).toBeGreaterThan(5);
      const broken: string[] = [];
      for (const href of sameSite) {
        const url = new URL(href);
        const response = await request.get(`${url.pathname}${url.search}`, { headers: { host: url.host }, maxRedirects: 0 });
        if (response.status() >= 400) broken.push(`${response.status()} ${url.pathname}${url.search}`);
      }
      expect(broken).toEqual([]);
    });
  }
}
