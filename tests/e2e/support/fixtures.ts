import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { contrastFailures } from './page-checks';

/** Hosts the site itself is served from; anything else is a request that left the machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', 'vet.localhost', '[::1]']);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type Fixtures = {
  /** Requests to any non-local host, recorded (and aborted) for the whole test. */
  offsiteRequests: string[];
  /** The vet site's origin for this run, e.g. http://vet.localhost:3100. */
  vetOrigin: string;
  mainOrigin: string;
  /** The origin of a theme's site for this run: mainOrigin or vetOrigin. */
  originOf: (theme: 'main' | 'vet') => string;
  /** Content-Security-Policy violations any page of the test reported (an eval, a script without the nonce). */
  cspViolations: string[];
};

export const test = base.extend<Fixtures>({
  offsiteRequests: [
    async ({ context }, use) => {
      const offsite: string[] = [];
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL_HOSTS.has(url.hostname)) {
          await route.continue();
        } else {
          offsite.push(url.href);
          await route.abort('blockedbyclient');
        }
      });
      await use(offsite);
      expect(offsite, 'no request may leave localhost').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportCspViolation', (report: string) => {
        violations.push(report);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (r: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use(violations);
      expect(violations, 'no page may break its Content-Security-Policy (no eval, no script without the nonce)').toEqual([]);
    },
    { auto: true },
  ],
  mainOrigin: async ({ baseURL }, use) => {
    await use(new URL(baseURL ?? 'http://localhost:3100').origin);
  },
  vetOrigin: async ({ baseURL }, use) => {
    const url = new URL(baseURL ?? 'http://localhost:3100');
    url.hostname = 'vet.localhost';
    await use(url.origin);
  },
  originOf: async ({ mainOrigin, vetOrigin }, use) => {
    await use((theme) => (theme === 'vet' ? vetOrigin : mainOrigin));
  },
});

export { expect };

/**
 * Runs axe with the WCAG 2.2 A/AA tags and fails with the violations listed, and with the text axe
 * left "incomplete" whose measured contrast is below AA (same-colour text is filed there).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeProblems(page)).toEqual([]);
}

/**
 * An axe run of the page in the page itself (axe.run). AxeBuilder's default runs each frame
 * partially and finishes in a blank page it opens for the purpose, which costs a new page and a
 * second injection of axe per run; that split exists for cross-origin frames, and these pages
 * have none that load (every request leaving localhost is aborted), so the findings are the same.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** What a full WCAG axe run finds on the page, one line per rule, same-colour text included. */
export async function axeProblems(page: Page): Promise<string[]> {
  const results = await axeOf(page).withTags(WCAG_TAGS).analyze();
  const summary = results.violations
    .filter((v) => v.id !== 'color-contrast')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  return [...summary, ...contrastFailures(results)];
}
