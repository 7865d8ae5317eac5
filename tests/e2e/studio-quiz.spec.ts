import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SAMPLE_PETS } from '@/studio/quiz/sample-pets';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * The quiz studio at /studio/quiz, operated by keyboard: fields are reached with Tab or focused
 * directly and edited by typing; buttons are pressed with Enter.
 */

const STUDIO_PATH = '/studio/quiz';

async function openStudio(page: Page): Promise<void> {
  await page.goto(STUDIO_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz studio' })).toBeVisible();
  // Hydrated once the panel lists the sample pets with their picks.
  await expect(page.locator('[data-studio-pet]')).toHaveCount(SAMPLE_PETS.length);
  await expect(page.locator('[data-studio-pick]').first()).toBeVisible();
}

/** The panel's picks, pet by pet, in order. */
const panel = (page: Page): Promise<string[]> =>
  page.locator('[data-studio-pet]').evaluateAll((pets) =>
    pets.map((pet) => `${pet.getAttribute('data-studio-pet')}: ${[...pet.querySelectorAll('[data-studio-pick]')].map((p) => p.getAttribute('data-studio-pick')).join(',')}`),
  );

/** Replaces a field's text by keyboard: focus, select all, then type (short) or paste (long) the text. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  if (text === '') await field.press('Backspace');
  else if (text.length <= 20) await field.pressSequentially(text);
  else await field.page().keyboard.insertText(text);
}

async function press(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name });
  await button.focus();
  await button.press('Enter');
}

const loveQuestion = (page: Page) => page.getByRole('group', { name: /What does \{petName\} love to eat\?/ });
const rulesOf = (page: Page, option: string) => loveQuestion(page).getByRole('group', { name: `${option} rules`, exact: true });
const rule = (page: Page, option: string, n: number) => rulesOf(page, option).getByRole('group', { name: `Rule ${n}`, exact: true });

/** Opens an option's "Edit as JSON" by keyboard and returns its text box. */
async function rulesJson(page: Page, option: string): Promise<Locator> {
  const box = rulesOf(page, option).getByLabel(`${option} rules (JSON)`);
  if (!(await box.isVisible())) {
    const summary = rulesOf(page, option).getByText('Edit as JSON');
    await summary.focus();
    await summary.press('Enter');
  }
  await expect(box).toBeVisible();
  return box;
}

test.describe('quiz studio (/studio/quiz)', () => {
  test('is noindex, in the studios’ own frame (no site header or footer), and axe-clean at 390 and 1280 px', async ({ page, request }) => {
    const html = await (await request.get(STUDIO_PATH)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    await openStudio(page);
    await expect(page.getByRole('navigation', { name: 'Studios' })).toBeVisible();
    await expect(page.locator('#site-header, #site-footer')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing wider than a phone: the rule fields wrap instead.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('changing a weight re-ranks the panel at once, without a reload, with ▲/▼ against the saved configuration', async ({ page }) => {
    await openStudio(page);
    await page.evaluate(() => {
      (window as unknown as { studioMarker: number }).studioMarker = 1;
    });
    const before = await panel(page);
    await expect(page.locator('[aria-label^="up "], [aria-label^="down "]')).toHaveCount(0);
    // Loved proteins from 9 to 1: size, age and needs now outweigh them.
    await typeInto(loveQuestion(page).getByLabel('Question weight'), '1');
    await expect.poll(() => panel(page)).not.toEqual(before);
    await expect(page.locator('[aria-label^="up "], [aria-label^="down "]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { studioMarker?: number }).studioMarker)).toBe(1);
    await expectNoAxeViolations(page);
  });

  test('an invalid weight shows the editor message at the field', async ({ page }) => {
    await openStudio(page);
    const chicken = loveQuestion(page).getByLabel('Chicken weight');
    await typeInto(chicken, '0');
    await expect(chicken).toHaveAttribute('aria-invalid', 'true');
    await expect(chicken).toHaveAccessibleDescription('weight must be a whole number from 1 to 1000');
    await typeInto(chicken, '');
    await expect(chicken).toHaveAccessibleDescription('weight is required');
    await typeInto(chicken, '5');
    await expect(chicken).not.toHaveAttribute('aria-invalid', 'true');

    // A rule's message shows at the rule's own field, whether the rule was typed as JSON or picked.
    await typeInto(await rulesJson(page, 'Fish'), '[{"match":{"field":"proteins","has":"fsh"}}]');
    const value = rule(page, 'Fish', 1).getByLabel('Value');
    await expect(value).toHaveValue('fsh');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription(/'fsh' is not a proteins value/);
    await value.selectOption('fish');
    await expect(value).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('a rule edited in the fields re-ranks the panel without a reload; export then import round-trips it (CSV and block JSON)', async ({ page }) => {
    await openStudio(page);
    await page.evaluate(() => {
      (window as unknown as { studioMarker: number }).studioMarker = 1;
    });
    const before = await panel(page);
    // Chicken lovers now earn their points from beef: four of the pets love chicken.
    await rule(page, 'Chicken', 1).getByLabel('Value').selectOption('beef');
    await expect.poll(() => panel(page)).not.toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { studioMarker?: number }).studioMarker)).toBe(1);
    // The JSON shows the same rule the fields made.
    await expect(await rulesJson(page, 'Chicken')).toHaveValue(/"match": \{\s*"field": "proteins",\s*"has": "beef"\s*\}/);
    // A second rule on Fish, picked field by field.
    const add = rulesOf(page, 'Fish').getByRole('button', { name: 'Add a rule' });
    await add.focus();
    await add.press('Enter');
    await rule(page, 'Fish', 2).getByLabel('Field').selectOption('textures');
    await rule(page, 'Fish', 2).getByLabel('Value').selectOption('pate');
    await typeInto(loveQuestion(page).getByLabel('Chicken weight'), '12');
    const edited = await panel(page);
    expect(edited).not.toEqual(before);

    await press(page, 'Export CSV');
    const csv = await page.getByLabel('Options (CSV)').inputValue();
    expect(csv.split('\n')[0]).toBe('question,option,weight,rules');
    await press(page, 'Load the default flow');
    await expect(loveQuestion(page).getByLabel('Chicken weight')).toHaveValue('5');
    await expect(rule(page, 'Chicken', 1).getByLabel('Value')).toHaveValue('chicken');
    await typeInto(page.getByLabel('CSV to import (question, option, weight, rules)'), csv);
    await press(page, 'Import CSV');
    await expect(page.getByText('Imported the CSV into the draft.')).toBeVisible();
    await expect(loveQuestion(page).getByLabel('Chicken weight')).toHaveValue('12');
    await expect(rule(page, 'Chicken', 1).getByLabel('Value')).toHaveValue('beef');
    await expect(rule(page, 'Fish', 2).getByLabel('Field')).toHaveValue('textures');
    await expect(rule(page, 'Fish', 2).getByLabel('Value')).toHaveValue('pate');
    expect(await panel(page)).toEqual(edited);

    await press(page, 'Export block JSON');
    const json = await page.getByLabel('Product Quiz block options (JSON)').inputValue();
    await press(page, 'Load the default flow');
    await typeInto(page.getByLabel('Product Quiz block configuration (JSON)'), json);
    await press(page, 'Load pasted JSON');
    await expect(page.getByText('Loaded the pasted configuration as the saved one.')).toBeVisible();
    await expect(loveQuestion(page).getByLabel('Chicken weight')).toHaveValue('12');
    await expect(rule(page, 'Chicken', 1).getByLabel('Value')).toHaveValue('beef');
    await expect(rule(page, 'Fish', 2).getByLabel('Value')).toHaveValue('pate');
    expect(await panel(page)).toEqual(edited);
  });

  test('a pasted configuration with a bad inputType shows the problem at its question, and says the pets still rank the saved configuration', async ({ page }) => {
    await openStudio(page);
    const before = await panel(page);
    const flow = JSON.parse(readFileSync(path.join('fixtures', 'quiz', 'default-flow.json'), 'utf8')) as { questions: { id: string; inputType: string }[] };
    const second = flow.questions[1];
    if (second === undefined) throw new Error('the default flow has fewer than two questions');
    second.inputType = 'slider';
    await typeInto(page.getByLabel('Product Quiz block configuration (JSON)'), JSON.stringify(flow));
    await press(page, 'Load pasted JSON');
    await expect(page.getByRole('status').filter({ hasText: 'Loaded the pasted configuration' })).toHaveText(
      'Loaded the pasted configuration as the draft only: it has problems, shown at their fields. The sample pets still rank the saved configuration until they are fixed.',
    );
    const question = page.getByRole('group', { name: new RegExp(`^2\\. .*\\(${second.id}\\)$`) });
    await expect(question).toHaveAccessibleDescription(/^inputType must be one of single choice, .*input field$/);
    await expect(question.getByText(/^inputType must be one of/)).toBeVisible();
    expect(await panel(page)).toEqual(before);
    await expectNoAxeViolations(page);
  });

  test('a CSV import with mistakes lists them by row and changes nothing', async ({ page }) => {
    await openStudio(page);
    const before = await panel(page);
    await typeInto(page.getByLabel('CSV to import (question, option, weight, rules)'), 'question,option,weight,rules\nlove,chicken,5,[]\nlov,fish,5,[]');
    await press(page, 'Import CSV');
    await expect(page.getByRole('alert', { name: 'CSV problems' })).toContainText("Row 3: question 'lov' is not in the quiz");
    expect(await panel(page)).toEqual(before);
    await expectNoAxeViolations(page);
  });
});
