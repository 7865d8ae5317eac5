import type { APIRequestContext, Page } from '@playwright/test';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { parseQuizConfig, prepareCatalog, rankProducts, type ProductFacts, type QuizAnswers, type QuizConfig, type QuizOutcome } from '@/engine';
import { decodeShareValue, encodeShareValue, SHARE_WEIGHT_KEY, type PetWeight } from '@/machines/quiz';
import type { Locale } from '@/config/constants';
import { feedingPetOf, type FeedingRow } from '@/features/quiz/feeding-amount';
import { refinedFeedingAdvice, type FeedingEnergy } from '@/features/quiz/refined-feeding';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * The weight on the quiz results, walked by keyboard only: a puppy who will be a large dog answers
 * the nine questions, its owner gives its weight, and every pick's amount becomes the amount for
 * that weight with its calories, as the recipe's feeding guide gives it (worked out here with the
 * same functions over the catalog slice the site serves); the shared link carries the weight.
 */

const SELECTOR_PATH = '/product-selector';

type Card = { name: string; feeding?: FeedingRow[]; energy?: FeedingEnergy };
type Slice = { products: ProductFacts[]; cards: Record<string, Card> };

function defaultFlow(): QuizConfig {
  const parsed = parseQuizConfig(defaultFlowJson);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.value;
}
const CONFIG = defaultFlow();

/** Atlas, a puppy who will be a large dog. */
const ATLAS: QuizAnswers = {
  type: ['dog'],
  name: 'Atlas',
  size: ['large-dog'],
  age: ['puppy'],
  dietary_needs: ['none'],
  love: ['chicken'],
  avoid: ['none'],
  current: ['kibble'],
  routine: ['either'],
};
const ATLAS_SIZE = { species: 'dog', size: 'large' } as const;

async function catalogSlice(request: APIRequestContext, locale: Locale = 'en-us'): Promise<Slice> {
  const response = await request.get(`/api/quiz/catalog?locale=${locale}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Slice;
}

function expectedOutcome(slice: Slice, answers: QuizAnswers): QuizOutcome {
  const result = rankProducts(prepareCatalog(slice.products), CONFIG, answers);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.value;
}

/** Each meal pick's feeding line for a weight, as the results word it. */
function expectedFeedingLines(slice: Slice, outcome: QuizOutcome, weight: PetWeight, locale: Locale): { id: string; line: string }[] {
  const pet = feedingPetOf(ATLAS_SIZE, outcome);
  if (pet === undefined) throw new Error('no pet to feed');
  return [...outcome.top, ...outcome.runnerUps].map((ranked) => {
    const card = slice.cards[ranked.product.id];
    if (card?.feeding === undefined || card.energy === undefined) throw new Error(`${ranked.product.id} has no feeding guide or energy in the slice`);
    const advice = refinedFeedingAdvice(card.feeding, card.energy, pet, weight, 'Atlas', ranked.product.productType, locale);
    return { id: ranked.product.id, line: advice.kind === 'amount' ? `Feeding Atlas: ${advice.amount} ${advice.source}.` : advice.text };
  });
}

/** The meal picks' feeding lines as shown (not the toppers'). */
async function shownFeedingLines(page: Page): Promise<{ id: string; line: string }[]> {
  const items = page.locator('[data-quiz-result]:not([data-quiz-add-ons] *)');
  const out: { id: string; line: string }[] = [];
  for (const item of await items.all()) {
    out.push({ id: (await item.getAttribute('data-quiz-result')) ?? '', line: ((await item.locator('[data-quiz-feeding]').textContent()) ?? '').trim() });
  }
  return out;
}

type Focused = { tag: string; type: string | null; name: string | null; value: string | null; checked: boolean; text: string };

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
    };
  });

/** Presses Tab until the focused element passes the test (the page is long: header links first). */
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

/** Answers every question the pet sees by keyboard, ending on the results. */
async function walk(page: Page, answers: QuizAnswers): Promise<void> {
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
}

/** Tabs to the weight field and replaces what it holds with `text`, by keyboard. */
async function typeWeight(page: Page, text: string): Promise<void> {
  await tabTo(page, (f) => f.tag === 'input' && f.name === 'pet-weight', 'the weight field');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

const weightField = (page: Page) => page.getByRole('textbox', { name: 'How much does Atlas weigh?' });

test.describe('the weight on the quiz results', () => {
  test('a large-breed puppy, by keyboard only: its weight turns every amount into the guide’s amount and calories for that weight, and the shared link keeps it', async ({
    page,
    context,
    request,
  }) => {
    // Nine questions by keyboard, axe, a second tab and Clear weight: past the default budget on a loaded machine.
    test.slow();
    const slice = await catalogSlice(request);
    const outcome = expectedOutcome(slice, ATLAS);
    expect(outcome.status).not.toBe('no-eligible');
    const weight: PetWeight = { amount: 25, unit: 'lb' };
    const expected = expectedFeedingLines(slice, outcome, weight, 'en-us');
    // The walk checks the amount for a weight between two rows of the best pick's guide, with calories.
    expect(expected[0]?.line).toMatch(/^Feeding Atlas: About .+ cups? a day \([\d,]+ kcal\) for Atlas’s weight today, 25 lb, while growing \(expected adult weight over 50 lb\)/);

    await page.goto(SELECTOR_PATH);
    await expect(page.locator('[data-product-quiz="interactive"]')).toBeVisible();
    await walk(page, ATLAS);
    await expect(stepHeading(page)).toHaveText('Our pick for Atlas');
    // Without a weight, the amount is the range of the size answer.
    await expect(page.locator('[data-quiz-best-pick] [data-quiz-feeding]')).toContainText('while growing (expected adult weight over 50 lb), from the feeding guide’s');

    await typeWeight(page, '25');
    await expect(weightField(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownFeedingLines(page)).toEqual(expected);
    await expect(page.getByText('The amounts below are for Atlas at 25 lb.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The address and the link to share carry the weight.
    const shareUrl = await page.getByRole('textbox', { name: 'Share these results' }).inputValue();
    await expect(page).toHaveURL(shareUrl);
    const value = new URL(shareUrl).searchParams.get('quiz') ?? '';
    expect(decodeShareValue(CONFIG, value)).toEqual({ ok: true, answers: ATLAS, weight });

    // Opened in a fresh tab (its own, empty session storage), the link shows the same amounts and weight.
    const fresh = await context.newPage();
    await fresh.goto(shareUrl);
    await expect(fresh.getByRole('heading', { level: 2, name: 'Our pick for Atlas' })).toBeVisible();
    await expect(weightField(fresh)).toHaveValue('25');
    await expect.poll(() => shownFeedingLines(fresh)).toEqual(expected);
    await fresh.close();

    // Clear weight goes back to the range, and the link drops the weight.
    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Clear weight', 'Clear weight');
    await page.keyboard.press('Enter');
    await expect(weightField(page)).toBeFocused();
    await expect(weightField(page)).toHaveValue('');
    await expect(page.locator('[data-quiz-best-pick] [data-quiz-feeding]')).toContainText('from the feeding guide’s');
    await expect(page).toHaveURL(new RegExp(`quiz=${encodeShareValue(ATLAS, CONFIG)}$`));
  });

  test('a weight that is not one gets a clear message at the field and the amounts stay as they were', async ({ page }) => {
    await page.goto(`${SELECTOR_PATH}?quiz=${encodeShareValue(ATLAS, CONFIG)}`);
    await expect(page.locator('[data-product-quiz="interactive"]')).toBeVisible();
    const best = page.locator('[data-quiz-best-pick] [data-quiz-feeding]');
    const before = await best.textContent();

    for (const [typed, message] of [
      ['heavy', 'Enter the weight as a number of lb, like 45.'],
      ['0', 'Enter a weight above 0 lb.'],
      ['900', 'That is more than any dog weighs: enter a weight up to 300 lb.'],
    ] as const) {
      await typeWeight(page, typed);
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-quiz-weight]').getByRole('alert')).toHaveText(message);
      await expect(weightField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(weightField(page)).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(weightField(page)).toBeFocused();
      await expect(best).toHaveText(before ?? '');
    }
    await expectNoAxeViolations(page);
  });

  test('a bad weight in a link is dropped and its results shown; a UK link’s weight gives grams and calories', async ({ page, request }) => {
    const bad = Buffer.from(JSON.stringify({ ...ATLAS, [SHARE_WEIGHT_KEY]: '-4lb' }), 'utf8').toString('base64url');
    await page.goto(`${SELECTOR_PATH}?quiz=${bad}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Our pick for Atlas' })).toBeVisible();
    await expect(weightField(page)).toHaveValue('');

    const slice = await catalogSlice(request, 'en-gb');
    const outcome = expectedOutcome(slice, ATLAS);
    const weight: PetWeight = { amount: 11.3, unit: 'kg' };
    const expected = expectedFeedingLines(slice, outcome, weight, 'en-gb');
    expect(expected[0]?.line).toMatch(/^Feeding Atlas: About [\d,]+ g a day \([\d,]+ kcal\) for Atlas’s weight today, 11.3 kg/);
    await page.goto(`/en-gb${SELECTOR_PATH}?quiz=${encodeShareValue(ATLAS, CONFIG, weight)}`);
    await expect(page.locator('[data-product-quiz="interactive"]')).toBeVisible();
    await expect(weightField(page)).toHaveValue('11.3');
    await expect.poll(() => shownFeedingLines(page)).toEqual(expected);
  });
});
