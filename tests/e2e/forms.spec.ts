import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { THEMES } from '@/config/themes';

/**
 * Newsletter, contact and vet signup flows in the browser, against `next start` with
 * the local defaults (SQLite, local challenge). The signup rate limit is per client address, keyed
 * on X-Forwarded-For's first hop: each test sends its own address so tests never share a budget.
 */

const unique = () => randomBytes(6).toString('hex');
const email = (tag: string) => `e2e-${tag}-${unique()}@example.com`;

async function asOwnClient(page: Page) {
  const b = randomBytes(3);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${b[0]}.${b[1]}.${b[2]}` });
}

/** The footer form, by its heading (both themes put one in the footer). */
function footerForm(page: Page) {
  const footer = page.locator('#site-footer');
  return {
    email: footer.getByLabel('Email address'),
    button: footer.locator('form').getByRole('button'),
    alert: footer.locator('form [role="alert"]'),
  };
}

async function signUp(page: Page, address: string) {
  const form = footerForm(page);
  await form.email.fill(address);
  await expect(form.button).toBeEnabled({ timeout: 20_000 }); // the local challenge is solved first
  await form.button.click();
  return form;
}

/** Puts an address on the local suppression list the way the marketing team does (scripts/ops/subscribers.ts). */
function forget(address: string) {
  execFileSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/ops/subscribers.ts', 'forget', address], { stdio: 'pipe' });
}

for (const theme of THEMES) {
  test.describe(`footer newsletter (${theme} theme)`, () => {
    const origin = (o: { mainOrigin: string; vetOrigin: string }) => (theme === 'vet' ? o.vetOrigin : o.mainOrigin);

    test("a new address signs up: 'You’re in!' in outline, 'add another email', axe clean", async ({ page, mainOrigin, vetOrigin }) => {
      await asOwnClient(page);
      await page.goto(`${origin({ mainOrigin, vetOrigin })}/terms`);
      const form = await signUp(page, email(`${theme}-new`));
      await expect(form.button).toHaveText('You\u2019re in!');
      await expect(form.button).toHaveAttribute('data-style', 'Outline');
      await expect(form.email).toHaveValue('');
      await expect(form.email).toHaveAttribute('placeholder', 'add another email');
      const events = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((e) => e.event));
      expect(events).toEqual(expect.arrayContaining(['newsletter_signup', 'Newsletter Signed Up', 'identify']));
      await expectNoAxeViolations(page);
    });

    test("an address already subscribed answers 'Provided email is already subscribed to our newsletter.'", async ({ page, mainOrigin, vetOrigin }) => {
      await asOwnClient(page);
      await page.goto(`${origin({ mainOrigin, vetOrigin })}/en-gb/terms`);
      const address = email(`${theme}-dup`);
      const form = await signUp(page, address);
      await expect(form.button).toHaveText('You\u2019re in!');
      await signUp(page, address.toUpperCase());
      await expect(form.alert).toHaveText('Provided email is already subscribed to our newsletter.');
      await expectNoAxeViolations(page);
    });

    test("a permanently deleted address answers 'Provided email was permanently deleted and cannot be re-imported.'", async ({ page, mainOrigin, vetOrigin }) => {
      await asOwnClient(page);
      const address = email(`${theme}-gone`);
      forget(address);
      await page.goto(`${origin({ mainOrigin, vetOrigin })}/en-ca/terms`);
      const form = await signUp(page, address);
      await expect(form.alert).toHaveText('Provided email was permanently deleted and cannot be re-imported.');
    });

    test("an invalid address shows 'Not a valid email, try again.' and the button stays disabled", async ({ page, mainOrigin, vetOrigin }) => {
      await asOwnClient(page);
      await page.goto(`${origin({ mainOrigin, vetOrigin })}/terms`);
      const form = footerForm(page);
      await form.email.fill('pat@localhost');
      await form.email.blur();
      await expect(page.locator('#site-footer').getByText('Not a valid email, try again.')).toBeVisible();
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.button).toBeDisabled();
      await expectNoAxeViolations(page);
    });
  });
}

test('the footer form’s code is not fetched with the page, even in view: only the visitor’s first use loads and renders it', async ({ page }) => {
  const formCode: string[] = [];
  page.on('response', async (response) => {
    // react-hook-form, which only the real form uses on this page.
    if (response.url().includes('/_next/static/chunks/') && (await response.text()).includes('HookFormContext')) formCode.push(response.url());
  });
  await page.goto('/terms');
  await page.locator('#site-footer').scrollIntoViewIfNeeded();
  // Proving that nothing is fetched needs the page to have finished fetching what it will.
  await page.waitForLoadState('networkidle');
  const standIn = page.locator('#site-footer form[data-stand-in]');
  await expect(standIn).toBeAttached();
  expect(formCode).toEqual([]);
  await footerForm(page).email.hover();
  await expect(standIn).not.toBeAttached();
  await expect.poll(() => formCode.length).toBeGreaterThan(0);
});

test('the bot check loads on the first interaction with a form, never with the page', async ({ page }) => {
  await asOwnClient(page);
  const botCheckRequests: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/challenge' || pathname === '/api/bot-check') botCheckRequests.push(`${r.method()} ${pathname}`);
  });
  await page.goto('/terms');
  await page.waitForLoadState('networkidle');
  expect(botCheckRequests).toEqual([]);
  await footerForm(page).email.focus();
  await expect.poll(() => botCheckRequests).toEqual(['GET /api/bot-check', 'GET /api/challenge']);
});

for (const theme of THEMES) {
  test.describe(`contact page (${theme} theme)`, () => {
    test('?faq= opens and scrolls to that FAQ; an unknown id shows the list; axe clean', async ({ page, mainOrigin, vetOrigin }) => {
      const origin = theme === 'vet' ? vetOrigin : mainOrigin;
      await page.goto(`${origin}/contact`);
      const first = page.locator('details[data-faq-id]').first();
      const id = await first.getAttribute('data-faq-id');
      expect(id).toBeTruthy();
      const count = await page.locator('details[data-faq-id]').count();

      await page.goto(`${origin}/contact?faq=${encodeURIComponent(id ?? '')}`);
      const target = page.locator(`details[data-faq-id="${id}"]`);
      await expect(target).toHaveAttribute('open', '');
      await expect(target).toBeInViewport();
      await expect(target.locator('summary')).toBeFocused();
      await expectNoAxeViolations(page);

      await page.goto(`${origin}/contact?faq=no-such-faq`);
      await expect(page.locator('details[data-faq-id]')).toHaveCount(count);
      await expect(page.locator('details[data-faq-id][open]')).toHaveCount(0);
    });

    test("the contact form needs its required fields, then sends and shows 'Thanks!'", async ({ page, mainOrigin, vetOrigin }) => {
      await asOwnClient(page);
      await page.goto(`${theme === 'vet' ? vetOrigin : mainOrigin}/contact`);
      const form = page.locator('form', { has: page.getByRole('button', { name: 'send message' }) });
      await form.getByRole('button', { name: 'send message' }).click();
      await expect(form.getByLabel(/First name/)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('This field is required.').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await form.getByLabel(/Topic/).selectOption('reach marketing team');
      await expect(form.getByText(/our marketing team will reply/)).toBeVisible();
      await form.getByLabel(/First name/).fill('Sam');
      await form.getByLabel(/Last name/).fill('Lee');
      await form.getByLabel(/^Email/).fill(email('contact'));
      await form.getByLabel(/Message/).fill('Do you sponsor shelters?');
      await form.getByRole('button', { name: 'send message' }).click();
      await expect(form.getByRole('status').filter({ hasText: 'Thanks!' })).toBeVisible();
      await expect(form.getByLabel(/First name/)).toHaveValue('');
      await expectNoAxeViolations(page);
    });
  });
}

test("when the bot check cannot start, the contact form says §8 'Failed to load Turnstile' and sends nothing", async ({ page }) => {
  await asOwnClient(page);
  await page.route('**/api/bot-check', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/forms/')) posts.push(r.url());
  });
  await page.goto('/contact');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'send message' }) });
  await form.getByLabel(/Topic/).selectOption('reach marketing team');
  await form.getByLabel(/First name/).fill('Sam');
  await form.getByLabel(/Last name/).fill('Lee');
  await form.getByLabel(/^Email/).fill(email('no-check'));
  await form.getByLabel(/Message/).fill('Do you sponsor shelters?');
  await form.getByRole('button', { name: 'send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to load Turnstile');
  expect(posts).toEqual([]);
  await expect(form.getByLabel(/First name/)).toHaveValue('Sam');
});

test('vet tech signup on the vet theme (fixture page /vet-tech-signup, linked from the vet home)', async ({ page, vetOrigin }) => {
  await asOwnClient(page);
  const response = await page.goto(`${vetOrigin}/vet-tech-signup`);
  expect(response?.status()).toBe(200);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'sign up' }) }).first();
  await form.getByLabel(/First name/).fill('Ana');
  await form.getByLabel(/Last name/).fill('Ruiz');
  await form.getByLabel(/member number/).fill('AB-12345');
  await form.getByLabel(/Work email/).fill(email('vet'));
  await form.getByLabel(/program terms/).check();
  await form.getByRole('button', { name: 'sign up' }).click();
  await expect(form.getByText('Thanks!')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the vet tech signup terms link opens the terms in a new tab, announced, and keeps what was typed', async ({ page, vetOrigin }) => {
  await page.goto(`${vetOrigin}/vet-tech-signup`);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'sign up' }) }).first();
  await form.getByLabel(/First name/).fill('Ana');
  const terms = form.getByRole('link', { name: /read the terms/ });
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('rel', /noopener/);
  await expect(terms).toHaveAccessibleName(/\(opens in a new tab\)/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), terms.click()]);
  await expect(popup).toHaveURL(/\/terms$/);
  await popup.close();
  await expect(form.getByLabel(/First name/)).toHaveValue('Ana');
  await expect(page).toHaveURL(/\/vet-tech-signup$/);
});
