import type { Page } from '@playwright/test';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { parseQuizConfig, type QuizAnswers, type QuizConfig } from '@/engine';
import { expect } from './fixtures';

/*
 * Walking the default quiz the way a keyboard user does: Tab to a control, Arrow keys within a
 * radio group, Space to tick, Enter to go on. Every quiz spec walks with these.
 */

function defaultFlow(): QuizConfig {
  const parsed = parseQuizConfig(defaultFlowJson);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.value;
}

/** The default flow, parsed the way pages parse it. */
export const DEFAULT_FLOW = defaultFlow();

type Focused = { tag: string; type: string | null; name: string | null; value: string | null; checked: boolean; text: string; href: string | null };

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
      href: el?.getAttribute('href') ?? null,
    };
  });

/** Presses Tab until the focused element passes the test (the page is long: header links first). */
export async function tabTo(page: Page, test: (f: Focused) => boolean, what: string, presses = 160): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    if (test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Picks one radio of a group: Tab into the group, then Arrow down to the option (Space if already there). */
export async function chooseRadio(page: Page, name: string, value: string): Promise<void> {
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

/** Ticks checkboxes with Space, in the order the page shows them (Tab only moves forward). */
export async function tickBoxes(page: Page, name: string, values: readonly string[]): Promise<void> {
  const order = (DEFAULT_FLOW.questions.find((q) => q.id === name)?.options ?? []).map((o) => o.value);
  for (const value of [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b))) {
    await tabTo(page, (f) => f.type === 'checkbox' && f.name === name && f.value === value, `the ${name}=${value} checkbox`);
    await page.keyboard.press('Space');
    await expect(page.locator(`input[name="${name}"][value="${value}"]`)).toBeChecked();
  }
}

export const stepHeading = (page: Page) => page.locator('[data-product-quiz] h2');

/** Opens a page with the quiz and waits until it is hydrated. */
export async function openQuiz(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-product-quiz="interactive"]')).toBeVisible();
}

/** Tab to the step's submit button and press Enter. */
export async function goOn(page: Page, label: string): Promise<void> {
  await tabTo(page, (f) => f.tag === 'button' && f.text === label, `the "${label}" button`);
  await page.keyboard.press('Enter');
}

/**
 * Answers the questions the pet sees, by keyboard only: all of them (and submits), or from the
 * question `from` on, stopping after the question `until`.
 */
export async function walkQuiz(page: Page, answers: QuizAnswers, range: { from?: string; until?: string } = {}): Promise<void> {
  const species = (answers.type as readonly string[])[0];
  const start = range.from === undefined ? 0 : DEFAULT_FLOW.questions.findIndex((q) => q.id === range.from);
  for (const question of DEFAULT_FLOW.questions.slice(start)) {
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
    await goOn(page, label);
    await expect(stepHeading(page)).not.toHaveText(before ?? '');
    // Focus follows the step: the new heading is focused, so the next Tab starts inside the quiz.
    await expect(stepHeading(page)).toBeFocused();
    if (question.id === range.until) return;
  }
}
