import type { APIRequestContext, Locator, Page } from '@playwright/test';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { localizePath } from '@/config/locales';
import { parseQuizConfig, prepareCatalog, rankProducts, type ProductFacts, type QuizAnswers, type QuizConfig, type QuizOutcome } from '@/engine';
import { encodeShareValue, INVALID_SHARE_MESSAGE } from '@/machines/quiz';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * The product quiz at /product-selector, walked the way a keyboard user does: Tab to a control,
 * Arrow keys within a radio group, Space to tick, Enter to go on. Expected rankings and
 * explanations are computed here with the engine over the same catalog slice the site serves,
 * so the test checks that the page shows what the engine decides, whatever the catalog holds.
 */

const SELECTOR_PATH = '/product-selector';

type Slice = { products: ProductFacts[]; cards: Record<string, { name: string }> };

const GROWTH_NOTICE = 'No kitten recipe has fish yet; these kitten recipes fit everything else.';

function defaultFlow(): QuizConfig {
  const parsed = parseQuizConfig(defaultFlowJson);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.value;
}
const CONFIG = defaultFlow();

async function catalogSlice(request: APIRequestContext, locale: 'en-us' | 'en-gb' = 'en-us'): Promise<Slice> {
  const response = await request.get(`/api/quiz/catalog?locale=${locale}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Slice;
}

function expectedOutcome(slice: Slice, answers: QuizAnswers): QuizOutcome {
  const result = rankProducts(prepareCatalog(slice.products), CONFIG, answers);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.value;
}

const DOG: QuizAnswers = {
  type: ['dog'],
  name: 'Rex',
  size: ['medium-dog'],
  age: ['adult'],
  dietary_needs: ['skin-issues'],
  love: ['chicken', 'beef'],
  avoid: ['none'],
  current: ['kibble'],
  routine: ['easy-to-pour-bags'],
};

/** Mittens, a kitten avoiding chicken who loves fish: no kitten recipe without chicken has fish. */
const MITTENS: QuizAnswers = {
  type: ['cat'],
  name: 'Mittens',
  size: ['small-cat'],
  age: ['kitten'],
  dietary_needs: ['none'],
  love: ['fish'],
  avoid: ['no-chicken'],
  current: ['wet'],
  routine: ['either'],
};

/** A picky dog who loves chicken: a chicken topper fits, and must be offered apart from the meals. */
const PICKY_DOG: QuizAnswers = {
  type: ['dog'],
  name: 'Max',
  size: ['medium-dog'],
  age: ['adult'],
  dietary_needs: ['picky-eating'],
  love: ['chicken'],
  avoid: ['none'],
  current: ['kibble'],
  routine: ['either'],
};

/** A cat that must not eat chicken: the avoided-ingredient walk. The name is left empty. */
const CAT: QuizAnswers = {
  type: ['cat'],
  size: ['small-cat'],
  age: ['kitten'],
  dietary_needs: ['picky-eating'],
  love: ['fish', 'pate'],
  avoid: ['no-chicken'],
  current: ['wet'],
  routine: ['cut-and-serve-rolls'],
};

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
  for (let presses = 0; presses < 120; presses += 1) {
    if (test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Picks one radio of a group: Tab into the group, then Arrow down to the option (Space if already there). */
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

/** Ticks checkboxes with Space, in the order the page shows them (Tab only moves forward). */
async function tickBoxes(page: Page, name: string, values: readonly string[]): Promise<void> {
  const order = (CONFIG.questions.find((q) => q.id === name)?.options ?? []).map((o) => o.value);
  for (const value of [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b))) {
    await tabTo(page, (f) => f.type === 'checkbox' && f.name === name && f.value === value, `the ${name}=${value} checkbox`);
    await page.keyboard.press('Space');
    await expect(page.locator(`input[name="${name}"][value="${value}"]`)).toBeChecked();
  }
}

/** Tab to the step's submit button and press Enter. */
async function goOn(page: Page, label: string): Promise<void> {
  await tabTo(page, (f) => f.tag === 'button' && f.text === label, `the "${label}" button`);
  await page.keyboard.press('Enter');
}

const stepHeading = (page: Page) => page.locator('[data-product-quiz] h2');

async function openQuiz(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-product-quiz="interactive"]')).toBeVisible();
}

/**
 * Answers the questions the pet sees, by keyboard only: all of them (and submits), or from the
 * question `from` on, stopping after the question `until`.
 */
async function walk(page: Page, answers: QuizAnswers, range: { from?: string; until?: string } = {}): Promise<void> {
  const species = (answers.type as readonly string[])[0];
  const start = range.from === undefined ? 0 : CONFIG.questions.findIndex((q) => q.id === range.from);
  for (const question of CONFIG.questions.slice(start)) {
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

/** The meal result cards in order (top picks, then runner-ups; not the toppers), with their explanation lines. */
async function shownResults(page: Page, slice: Slice): Promise<{ id: string; name: string; lines: string[] }[]> {
  const items = page.locator('[data-quiz-result]:not([data-quiz-add-ons] *)');
  const out: { id: string; name: string; lines: string[] }[] = [];
  for (const item of await items.all()) {
    const id = (await item.getAttribute('data-quiz-result')) ?? '';
    const name = slice.cards[id]?.name ?? id;
    const lines = await explanationLines(item, name);
    out.push({ id, name, lines });
  }
  return out;
}

async function explanationLines(item: Locator, name: string): Promise<string[]> {
  const list = item.getByRole('list', { name: `Why ${name} matches` });
  if ((await list.count()) === 0) return [];
  return (await list.getByRole('listitem').allTextContents()).map((t) => t.trim());
}

function expectedResults(slice: Slice, outcome: QuizOutcome) {
  return [...outcome.top, ...outcome.runnerUps].map((r) => ({
    id: r.product.id,
    name: slice.cards[r.product.id]?.name ?? r.product.id,
    lines: r.explanation.map((e) => e.text),
  }));
}

test.describe('product quiz (/product-selector)', () => {
  test('the first step is server-rendered', async ({ request }) => {
    const html = await (await request.get(SELECTOR_PATH)).text();
    expect(html).toContain('Who are we feeding?');
    expect(html).toContain('Step 1 of 9');
  });

  test('a dog, by keyboard only: ranked, explained results as the engine computes them; the shared link and retake', async ({ page, context, request }) => {
    const slice = await catalogSlice(request);
    const outcome = expectedOutcome(slice, DOG);
    expect(outcome.status).toBe('ranked');

    await openQuiz(page, SELECTOR_PATH);
    await expectNoAxeViolations(page);
    await walk(page, DOG);

    await expect(stepHeading(page)).toHaveText('Our picks for Rex');
    await expect(page.getByText(outcome.message)).toBeVisible();
    // The results arrive with their chunk; read them again until they have settled.
    await expect.poll(() => shownResults(page, slice)).toEqual(expectedResults(slice, outcome));
    const shown = await shownResults(page, slice);
    // "Loves chicken: +45" style lines: the loved-proteins weight 9 × the option weight 5.
    expect(shown.flatMap((r) => r.lines).some((line) => /^Loves (chicken|beef): \+45$/.test(line))).toBe(true);
    await expectNoAxeViolations(page);

    // The shared link, opened in a fresh tab (its own, empty session storage), shows the same results.
    const shareUrl = await page.getByRole('textbox', { name: 'Share these results' }).inputValue();
    expect(page.url()).toBe(shareUrl);
    const fresh = await context.newPage();
    await fresh.goto(shareUrl);
    await expect(fresh.getByRole('heading', { level: 2, name: 'Our picks for Rex' })).toBeVisible();
    await expect.poll(() => shownResults(fresh, slice)).toEqual(shown);
    await fresh.close();

    // Retake, by keyboard: back to the first question, the link and the stored progress gone.
    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Retake the quiz', 'Retake');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Who are we feeding?');
    await expect(page).toHaveURL(new RegExp(`${SELECTOR_PATH}$`));
    await expect(page.locator('input[name="type"]:checked')).toHaveCount(0);
  });

  test('a cat avoiding chicken, by keyboard only: only the cat’s options, and no result contains chicken', async ({ page, request }) => {
    const slice = await catalogSlice(request);
    const outcome = expectedOutcome(slice, CAT);
    expect(outcome.status).not.toBe('no-eligible');

    await openQuiz(page, SELECTOR_PATH);
    await walk(page, CAT, { until: 'size' });
    // Dog-only options never show for a cat.
    await expect(page.locator('input[value="puppy"], input[value="senior"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await walk(page, CAT, { from: 'age' });

    await expect(stepHeading(page)).toHaveText('Our picks for your pet');
    await expect.poll(() => shownResults(page, slice)).toEqual(expectedResults(slice, outcome));
    const shown = await shownResults(page, slice);
    expect(shown.length).toBeGreaterThan(0);
    const facts = new Map(slice.products.map((p) => [p.id, p]));
    for (const { id } of shown) {
      expect(facts.get(id)?.species, id).toBe('cat');
      expect(facts.get(id)?.contains, id).not.toContain('chicken');
    }
    await expectNoAxeViolations(page);
  });

  test('Mittens the kitten, by keyboard only: only kitten or all-life-stage recipes, and a plain-words notice for the fish', async ({ page, request }) => {
    const slice = await catalogSlice(request);
    const outcome = expectedOutcome(slice, MITTENS);
    expect(outcome.notice).toBe(GROWTH_NOTICE);

    await openQuiz(page, SELECTOR_PATH);
    await walk(page, MITTENS);
    await expect(stepHeading(page)).toHaveText('Our picks for Mittens');
    await expect(page.getByText(GROWTH_NOTICE)).toBeVisible();
    const shown = await shownResults(page, slice);
    expect(shown.length).toBeGreaterThan(0);
    const facts = new Map(slice.products.map((p) => [p.id, p]));
    // Every product on the page, meals and any topper alike.
    const offered = await page.locator('[data-quiz-result]').evaluateAll((els) => els.map((el) => el.getAttribute('data-quiz-result') ?? ''));
    for (const id of offered) {
      // Kitten recipes are labelled kitten; an all-life-stages recipe lists kitten among its stages.
      expect(facts.get(id)?.lifeStages, id).toContain('kitten');
      expect(facts.get(id)?.contains, id).not.toContain('chicken');
    }
    // The match reads as words and a share of the best score, with the per-answer lines as the why.
    await expect(page.locator('[data-quiz-result]').first()).toContainText(/(match|answers) · \d+% of the best possible match/);
    await expectNoAxeViolations(page);
  });

  test('a picky dog, by keyboard only: a topper is offered only under “Add a topper”, never among the meals', async ({ page, request }) => {
    const slice = await catalogSlice(request);
    const outcome = expectedOutcome(slice, PICKY_DOG);
    expect(outcome.addOns.length).toBeGreaterThan(0);

    await openQuiz(page, SELECTOR_PATH);
    await walk(page, PICKY_DOG);
    await expect(stepHeading(page)).toHaveText('Our picks for Max');
    const facts = new Map(slice.products.map((p) => [p.id, p]));
    const meals = await shownResults(page, slice);
    expect(meals.length).toBeGreaterThan(0);
    for (const { id } of meals) expect(facts.get(id)?.productType, id).toBe('complete-meal');
    const addOns = page.locator('[data-quiz-add-ons]');
    await expect(addOns.getByRole('heading', { name: 'Add a topper' })).toBeVisible();
    const toppers = await addOns.locator('[data-quiz-result]').evaluateAll((els) => els.map((el) => el.getAttribute('data-quiz-result') ?? ''));
    expect(toppers).toEqual(outcome.addOns.map((r) => r.product.id));
    for (const id of toppers) expect(facts.get(id)?.productType, id).toBe('topper');
    // The topper has its own explanation.
    await expect(addOns.locator('[data-quiz-result]').first().getByRole('list', { name: /^Why / })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('progress survives a reload', async ({ page }) => {
    await openQuiz(page, SELECTOR_PATH);
    await walk(page, DOG, { until: 'size' });
    await expect(stepHeading(page)).toHaveText('How old is Rex?');
    await page.reload();
    await expect(page.locator('[data-product-quiz="interactive"]')).toBeVisible();
    await expect(stepHeading(page)).toHaveText('How old is Rex?');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 4 of 9');
  });

  test('a tampered shared link restarts the quiz with a message', async ({ page, request }) => {
    const tampered = `${SELECTOR_PATH}?quiz=eyJ0eXBlIjpbImhhbXN0ZXIiXX0`;
    const html = await (await request.get(tampered)).text();
    expect(html).toContain('Who are we feeding?');
    await openQuiz(page, tampered);
    await expect(page.getByRole('status').filter({ hasText: INVALID_SHARE_MESSAGE })).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Who are we feeding?');
    // The broken link leaves the address bar, so a reload does not show the message again.
    await expect(page).toHaveURL(new RegExp(`${SELECTOR_PATH}$`));
    await expectNoAxeViolations(page);
  });

  test('the vet theme, en-gb: a shared link renders its results, axe-clean', async ({ page, request, vetOrigin }) => {
    const slice = await catalogSlice(request, 'en-gb');
    const outcome = expectedOutcome(slice, DOG);
    await openQuiz(page, `${vetOrigin}${localizePath(SELECTOR_PATH, 'en-gb')}?quiz=${encodeShareValue(DOG, CONFIG)}`);
    await expect(stepHeading(page)).toHaveText('Our picks for Rex');
    await expect.poll(() => shownResults(page, slice)).toEqual(expectedResults(slice, outcome));
    await expectNoAxeViolations(page);
  });

  test('the catalog route refuses a bad locale with a 400 and a message', async ({ request }) => {
    const response = await request.get('/api/quiz/catalog?locale=xx');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'locale must be one of en-us, en-ca, en-gb.' });
  });

  // The Product Quiz block on the demo fixture page (fixtures/content/page/quiz-block-demo.json).
  test('the Product Quiz block on /quiz-demo: the editor’s questions by keyboard, weights from the block', async ({ page, request }) => {
    expect((await request.get('/quiz-demo')).status()).toBe(200);
    await openQuiz(page, '/quiz-demo');
    await expect(stepHeading(page)).toHaveText('Is your pet a dog or a cat?');
    await chooseRadio(page, 'type', 'dog');
    await goOn(page, 'Next');
    await expect(stepHeading(page)).toHaveText('What does your pet love to eat?');
    await tickBoxes(page, 'love', ['chicken']);
    await goOn(page, 'Next');
    await tabTo(page, (f) => f.type === 'checkbox' && f.name === 'avoid' && f.value === 'none', 'the avoid=none checkbox');
    await page.keyboard.press('Space');
    await goOn(page, 'Show my matches');
    await expect(stepHeading(page)).toHaveText('Our picks for your pet');
    // The block's love question weighs 9 and its chicken option 5.
    await expect(page.locator('[data-quiz-result]').first().getByText('Loves chicken: +45')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
