import { expect, test } from './support/fixtures';

const REQUIRED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test.describe('security headers', () => {
  for (const path of ['/', '/en-gb/contact', '/no-such-page', '/api/health']) {
    test(`${path} carries the security headers and no X-Powered-By`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, value] of Object.entries(REQUIRED)) expect(headers[name]).toBe(value);
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    });
  }

  test('every script on a page carries the response nonce, and the page runs with no CSP violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    await page.waitForLoadState('networkidle');
    const scripts = await page.locator('script').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    for (const n of scripts) expect(n).toBe(nonce);
    expect(violations).toEqual([]);
  });

  test('each response gets a fresh nonce', async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const csp = (await request.get('/terms')).headers()['content-security-policy'] ?? '';
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
  });
});
