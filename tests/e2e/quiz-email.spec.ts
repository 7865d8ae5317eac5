import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { parseQuizConfig, type QuizAnswers, type QuizConfig } from '@/engine';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * "Email me my results" on the quiz results, by keyboard only: finish the quiz, then sign up from
 * the results with a valid address (stored with source quiz, the results link and the pet's name),
 * an invalid one (the §8 message) and the same one again (the §8 already-subscribed message).
 * Against `next start` with the local defaults (SQLite list, local challenge).
 */

function defaultFlow(): QuizConfig {
  const parsed = parseQuizConfig(defaultFlowJson);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.value;
}
const CONFIG = defaultFlow();

/** Miso, a picky adult cat who loves chicken and avoids fish. */
const MISO: QuizAnswers = {
  type: ['cat'],
  name: 'Miso',
  size: ['medium-cat'],
  age: ['adult'],
  dietary_needs: ['picky-eating'],
  love: ['chicken'],
  avoid: ['no-fish'],
  current: ['wet'],
  routine: ['either'],
};

const unique = () => randomBytes(6).toString('hex');

/** Each test is its own client, so the signup rate limits (keyed on X-Forwarded-For) are never shared. */
async function asOwnClient(page: Page) {
  const b = randomBytes(3);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${b[0]}.${b[1]}.${b[2]}` });
}

type Focused = { tag: string; type: string | null; name: string | null; value: string | null; checked: boolean; text: string; inEmailForm: boolean };

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.getAttribute('type') ?? null,
      name: el?.getAttribute('name') ?? null,
      value: el?.getAttribute('value') ?? null,
      checked: Boolean(el?.checked),
      text: el?.textContent?.trim() ?? '',
      inEmailForm: el?.closest('[data-quiz-email]') != null,
    };
  });

async function tabTo(page: Page, test: (f: Focused) => boolean, what: string): Promise<void> {
  for (let presses = 0; presses < 150; presses += 1) {
    if (test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

async function chooseRadio(page: Page, name: string, value: string): Promise<void> {
  await tabTo(page, (f) => f.type === 'radio' && f.name === name, `the ${name} radio group`);
  for (let presses = 0; presses < 12; presses += 1) {
    const f = await focused(page);
    if (f.value === value) {
      if (!f.checked) await page.keyboard.press('Space');
      await expect(page.locator(`input[name="${name}"][value="${value}"]`)).toBeChecked();
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`Arrow keys never reached ${name}=${value}`);
}

async function tickBoxes(page: Page, name: string, values: readonly string[]): Promise<void> {
  const order = (CONFIG.questions.find((q) => q.id === name)?.options ?? []).map((o) => o.value);
  for (const value of [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b))) {
    await tabTo(page, (f) => f.type === 'checkbox' && f.name === name && f.value === value, `the ${name}=${value} checkbox`);
    await page.keyboard.press('Space');
    await expect(page.locator(`input[name="${name}"][value="${value}"]`)).toBeChecked();
  }
}

const stepHeading = (page: Page) => page.locator('[data-product-quiz] h2');

/** Answers every question by keyboard and submits; returns once the results' heading has focus. */
async function finishQuiz(page: Page, answers: QuizAnswers): Promise<void> {
  await page.goto('/product-selector');
  await expect(page.locator('[data-product-quiz="interactive"]')).toBeVisible();
  const species = (answers.type as readonly string[])[0];
  for (const question of CONFIG.questions) {
    const answer = answers[question.id];
    const offered = question.options.filter((o) => o.type === undefined || o.type === species);
    if (question.inputType !== 'input field' && offered.length === 0) continue;
    if (question.inputType === 'input field') {
      await tabTo(page, (f) => f.tag === 'input' && f.name === question.id, `the ${question.id} field`);
      if (typeof answer === 'string') await page.keyboard.type(answer);
    } else if (question.inputType.startsWith('multiple')) {
      await tickBoxes(page, question.id, answer as readonly string[]);
    } else {
      await chooseRadio(page, question.id, (answer as readonly string[])[0] ?? '');
    }
    const label = question.nextButtonLabel ?? 'Next';
    const before = await stepHeading(page).textContent();
    await tabTo(page, (f) => f.tag === 'button' && f.text === label, `the "${label}" button`);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).not.toHaveText(before ?? '');
    await expect(stepHeading(page)).toBeFocused();
  }
  await expect(stepHeading(page)).toHaveText(/Miso/);
}

function emailForm(page: Page) {
  const section = page.locator('[data-quiz-email]');
  return {
    section,
    heading: section.getByRole('heading', { name: 'Email me Miso’s results' }),
    email: section.getByLabel('Email address'),
    button: section.locator('form').getByRole('button'),
    alert: section.locator('form [role="alert"]'),
  };
}

/** Tabs from the results to the email field, types the address, waits for the bot check, and presses Enter. */
async function signUpByKeyboard(page: Page, address: string): Promise<void> {
  const form = emailForm(page);
  await tabTo(page, (f) => f.inEmailForm && f.type === 'email', 'the results email field');
  await page.keyboard.type(address);
  // The local challenge is solved in the background after the first keystroke.
  await expect(form.button).toBeEnabled({ timeout: 20_000 });
  await page.keyboard.press('Enter');
}

/** The subscriber rows of the local list, as the marketing team exports them (scripts/ops/subscribers.ts). */
function storedSubscriber(address: string): Record<string, string> | undefined {
  const csv = execFileSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/ops/subscribers.ts', 'export'], { encoding: 'utf8' });
  const [header, ...rows] = csv.trim().split('\r\n').map((line) => line.split(','));
  const row = rows.find((cells) => cells[1]?.toLowerCase() === address.toLowerCase());
  return row && header ? Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])) : undefined;
}

const signupEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<{ event?: string; source?: string }> }).dataLayer ?? [])
      .filter((e) => e.event === 'newsletter_signup' || e.event === 'Newsletter Signed Up')
      .map((e) => `${e.event ?? ''}:${e.source ?? ''}`),
  );

test.describe('email me my results (quiz results)', () => {
  // A keyboard walk through nine questions and a full axe run of the long results page: well past
  // the default budget when other workers share the machine.
  test.beforeEach(() => test.slow());

  test('a valid address signs up from the results with source quiz, the results link and the pet name; axe clean', async ({ page }) => {
    await asOwnClient(page);
    const signups: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/submit-klaviyo') signups.push(r);
    });
    const address = `e2e-quiz-${unique()}@example.com`;
    await finishQuiz(page, MISO);
    const form = emailForm(page);
    await expect(form.heading).toBeVisible();
    const shareUrl = await page.getByLabel('Share these results').inputValue();
    expect(shareUrl).toMatch(/^http:\/\/localhost:\d+\/product-selector\?quiz=/);

    await signUpByKeyboard(page, address);
    await expect(form.button).toHaveText('You\u2019re in!');
    await expect(form.email).toHaveAttribute('placeholder', 'add another email');

    expect(signups).toHaveLength(1);
    expect(signups[0]?.postDataJSON()).toMatchObject({ email: address, fields: { source: 'quiz', RESULTS_URL: shareUrl, PET_NAME: 'Miso' } });
    expect(storedSubscriber(address)).toMatchObject({ source: 'quiz', results_url: shareUrl, pet_name: 'Miso' });
    expect(await signupEvents(page)).toEqual(['newsletter_signup:quiz', 'Newsletter Signed Up:quiz']);
    await expectNoAxeViolations(page);
  });

  test("an invalid address shows 'Not a valid email, try again.' and nothing is sent", async ({ page }) => {
    await asOwnClient(page);
    const signups: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/submit-klaviyo') signups.push(r.url());
    });
    await finishQuiz(page, MISO);
    const form = emailForm(page);
    await tabTo(page, (f) => f.inEmailForm && f.type === 'email', 'the results email field');
    await page.keyboard.type('miso@localhost');
    await page.keyboard.press('Tab'); // leaving the field judges it
    await expect(form.section.getByText('Not a valid email, try again.')).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.button).toBeDisabled();
    expect(signups).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("the same address again answers 'Provided email is already subscribed to our newsletter.' and keeps the first record", async ({ page }) => {
    await asOwnClient(page);
    const address = `e2e-quiz-dup-${unique()}@example.com`;
    await finishQuiz(page, MISO);
    const form = emailForm(page);
    await signUpByKeyboard(page, address);
    await expect(form.button).toHaveText('You\u2019re in!');
    const first = storedSubscriber(address);
    expect(first).toMatchObject({ source: 'quiz', pet_name: 'Miso' });

    // Focus stays in the emptied field; the same address again, in capitals.
    await expect(form.email).toBeFocused();
    await signUpByKeyboard(page, address.toUpperCase());
    await expect(form.alert).toHaveText('Provided email is already subscribed to our newsletter.');
    expect(storedSubscriber(address)).toEqual(first);
    // One signup, one pair of events: the refused repeat sends none.
    expect(await signupEvents(page)).toEqual(['newsletter_signup:quiz', 'Newsletter Signed Up:quiz']);
    await expectNoAxeViolations(page);
  });
});
