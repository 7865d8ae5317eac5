import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { localizePath } from '@/config/locales';
import { prepareCatalog, rankProducts, type ProductFacts, type QuizAnswers, type QuizOutcome } from '@/engine';
import { ownerGuarantees, ownerNotice, ownerReasons, ownerTieBreak } from '@/engine/owner-view';
import { encodeShareValue, INVALID_SHARE_MESSAGE } from '@/machines/quiz';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { chooseRadio, DEFAULT_FLOW, goOn, openQuiz, stepHeading, tabTo, tickBoxes, walkQuiz } from './support/quiz-keyboard';

/*
 * The product quiz at /product-selector, walked the way a keyboard user does: Tab to a control,
 * Arrow keys within a radio group, Space to tick, Enter to go on. Expected rankings and
 * explanations are computed here with the engine over the same catalog slice the site serves,
 * so the test checks that the page shows what the engine decides, whatever the catalog holds.
 */

const SELECTOR_PATH = '/product-selector';

type Slice = { products: ProductFacts[]; cards: Record<string, { name: string; upc: string | null }> };

const GROWTH_NOTICE = 'No chicken-free kitten recipe has fish yet; the recipe below fits everything else.';

const CONFIG = DEFAULT_FLOW;

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

/** Atlas, a puppy who will be a large dog and loves beef: only large-breed growth recipes are safe, and none has beef. */
const ATLAS: QuizAnswers = {
  type: ['dog'],
  name: 'Atlas',
  size: ['large-dog'],
  age: ['puppy'],
  dietary_needs: ['none'],
  love: ['beef'],
  avoid: ['none'],
  current: ['kibble'],
  routine: ['either'],
};

/** Rosie, a senior dog with joint pain who loves turkey. */
const ROSIE: QuizAnswers = {
  type: ['dog'],
  name: 'Rosie',
  size: ['medium-dog'],
  age: ['senior'],
  dietary_needs: ['joint-pain'],
  love: ['turkey'],
  avoid: ['none'],
  current: ['kibble'],
  routine: ['either'],
};

/** Luna, a picky adult cat who loves chicken and avoids fish. */
const LUNA: QuizAnswers = {
  type: ['cat'],
  name: 'Luna',
  size: ['medium-cat'],
  age: ['adult'],
  dietary_needs: ['picky-eating'],
  love: ['chicken'],
  avoid: ['no-fish'],
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

/** The meal result cards in order (best pick, then runner-ups; not the toppers), with the reasons an owner reads. */
async function shownResults(page: Page, slice: Slice): Promise<{ id: string; name: string; lines: string[] }[]> {
  const items = page.locator('[data-quiz-result]:not([data-quiz-add-ons] *)');
  const out: { id: string; name: string; lines: string[] }[] = [];
  for (const item of await items.all()) {
    const id = (await item.getAttribute('data-quiz-result')) ?? '';
    const name = slice.cards[id]?.name ?? id;
    const lines = await explanationLines(item);
    out.push({ id, name, lines });
  }
  return out;
}

async function explanationLines(item: Locator): Promise<string[]> {
  const list = item.locator('[data-quiz-reasons]');
  if ((await list.count()) === 0) return [];
  return (await list.getByRole('listitem').allTextContents()).map((t) => t.trim());
}

function expectedResults(slice: Slice, outcome: QuizOutcome, answers: QuizAnswers) {
  const petName = typeof answers.name === 'string' ? answers.name : '';
  return [...outcome.top, ...outcome.runnerUps].map((r) => ({
    id: r.product.id,
    name: slice.cards[r.product.id]?.name ?? r.product.id,
    lines: ownerReasons(CONFIG, outcome, r, petName),
  }));
}

/** Where the owner reads points: nowhere (they are for editors in the studio). */
const POINTS = /\+\s*\d|\bpoints?\b/;

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
    await walkQuiz(page, DOG);

    await expect(stepHeading(page)).toHaveText('Our pick for Rex');
    // The results arrive with their chunk; read them again until they have settled.
    await expect.poll(() => shownResults(page, slice)).toEqual(expectedResults(slice, outcome, DOG));
    const shown = await shownResults(page, slice);
    expect(shown.flatMap((r) => r.lines).some((line) => /^(Chicken|Beef), which Rex loves\.$/.test(line))).toBe(true);
    expect(await page.locator('[data-product-quiz] section').textContent()).not.toMatch(POINTS);
    await expectNoAxeViolations(page);

    // The shared link, opened in a fresh tab (its own, empty session storage), shows the same results.
    const shareUrl = await page.getByRole('textbox', { name: 'Share these results' }).inputValue();
    expect(page.url()).toBe(shareUrl);
    const fresh = await context.newPage();
    await fresh.goto(shareUrl);
    await expect(fresh.getByRole('heading', { level: 2, name: 'Our pick for Rex' })).toBeVisible();
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
    await walkQuiz(page, CAT, { until: 'size' });
    // Dog-only options never show for a cat.
    await expect(page.locator('input[value="puppy"], input[value="senior"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await walkQuiz(page, CAT, { from: 'age' });

    await expect(stepHeading(page)).toHaveText('Our pick for your pet');
    await expect.poll(() => shownResults(page, slice)).toEqual(expectedResults(slice, outcome, CAT));
    const shown = await shownResults(page, slice);
    expect(shown.length).toBeGreaterThan(0);
    const facts = new Map(slice.products.map((p) => [p.id, p]));
    for (const { id } of shown) {
      expect(facts.get(id)?.species, id).toBe('cat');
      expect(facts.get(id)?.contains, id).not.toContain('chicken');
    }
    await expectNoAxeViolations(page);
  });

  test('a picky dog, by keyboard only: a topper is offered only under “Add a topper”, never among the meals', async ({ page, request }) => {
    const slice = await catalogSlice(request);
    const outcome = expectedOutcome(slice, PICKY_DOG);
    expect(outcome.addOns.length).toBeGreaterThan(0);

    await openQuiz(page, SELECTOR_PATH);
    await walkQuiz(page, PICKY_DOG);
    await expect(stepHeading(page)).toHaveText('Our pick for Max');
    const facts = new Map(slice.products.map((p) => [p.id, p]));
    const meals = await shownResults(page, slice);
    expect(meals.length).toBeGreaterThan(0);
    for (const { id } of meals) expect(facts.get(id)?.productType, id).toBe('complete-meal');
    const addOns = page.locator('[data-quiz-add-ons]');
    await expect(addOns.getByRole('heading', { name: 'Add a topper' })).toBeVisible();
    const toppers = await addOns.locator('[data-quiz-result]').evaluateAll((els) => els.map((el) => el.getAttribute('data-quiz-result') ?? ''));
    expect(toppers).toEqual(outcome.addOns.map((r) => r.product.id));
    for (const id of toppers) expect(facts.get(id)?.productType, id).toBe('topper');
    // The topper has its own reasons, and an amount per meal.
    await expect(addOns.locator('[data-quiz-result]').first().locator('[data-quiz-reasons]')).toBeVisible();
    await expect(addOns.locator('[data-quiz-feeding]').first()).toContainText('per meal');
    await expectNoAxeViolations(page);
  });

  test('progress survives a reload', async ({ page }) => {
    await openQuiz(page, SELECTOR_PATH);
    await walkQuiz(page, DOG, { until: 'size' });
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
    await expect(stepHeading(page)).toHaveText('Our pick for Rex');
    await expect.poll(() => shownResults(page, slice)).toEqual(expectedResults(slice, outcome, DOG));
    await expectNoAxeViolations(page);
  });

  test('the catalog route refuses a bad locale with a 400 and a message', async ({ request }) => {
    const response = await request.get('/api/quiz/catalog?locale=xx');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'locale must be one of en-us, en-ca, en-gb.' });
  });

  // The Product Quiz block on the demo fixture page (fixtures/content/page/quiz-block-demo.json).
  test('the Product Quiz block on /quiz-demo: the first question in the server’s HTML, the editor’s questions by keyboard, weights from the block, no catalog request, and its shared link', async ({ page, request }) => {
    const response = await request.get('/quiz-demo');
    expect(response.status()).toBe(200);
    // The server resolved the block's quiz: the first question is drawn before any script runs.
    expect(await response.text()).toContain('Is your pet a dog or a cat?');
    const catalogRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/quiz/catalog')) catalogRequests.push(r.url());
    });
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
    await expect(stepHeading(page)).toHaveText('Our pick for your pet');
    // The block's own love question, in the owner's words.
    await expect(page.locator('[data-quiz-result]').first().getByText('Chicken, which your pet loves.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(catalogRequests).toEqual([]);

    // The results wrote their link into the address; a stored content page is the same HTML for
    // every query, so the block reads the link once it is live and shows the same results.
    await expect(page).toHaveURL(/[?&]quiz=/);
    const shared = await page.context().newPage();
    await openQuiz(shared, page.url());
    await expect(stepHeading(shared)).toHaveText('Our pick for your pet');
    await expect(shared.locator('[data-quiz-result]').first().getByText('Chicken, which your pet loves.')).toBeVisible();
    await shared.close();
  });
});

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; product_id?: string | null }[] }).dataLayer ?? []).filter((e) => typeof e.event === 'string'));

/**
 * Walks a pet by keyboard and checks what its owner reads: one best pick by the pet's name with its
 * guarantees and reasons in words (as the engine's owner view says them), a daily amount, Buy online
 * and Where to buy on the best pick and every runner-up, no points anywhere, axe clean; then opens
 * Buy online from the keyboard (the smart-buy modal and its analytics event) and closes it.
 */
async function expectOwnerResults(page: Page, slice: Slice, answers: QuizAnswers): Promise<{ outcome: QuizOutcome; best: Locator }> {
  const outcome = expectedOutcome(slice, answers);
  const petName = String(answers.name);
  const first = outcome.top[0];
  if (first === undefined || outcome.status !== 'ranked') throw new Error(`${petName} has no best pick`);
  const card = slice.cards[first.product.id];

  await openQuiz(page, SELECTOR_PATH);
  await walkQuiz(page, answers);
  await expect(stepHeading(page)).toHaveText(`Our pick for ${petName}`);
  const best = page.getByRole('group', { name: `Our pick for ${petName}` }).locator(`[data-quiz-result="${first.product.id}"]`);
  await expect(best.getByRole('heading', { level: 3 })).toHaveText(card?.name ?? first.product.id);
  await expect(best).toContainText(/Best match · \d+% match/);
  await expect(best.locator('[data-quiz-guarantees] li')).toHaveText(ownerGuarantees(outcome).map((g) => g.sentence));
  await expect(best.locator('[data-quiz-reasons] li')).toHaveText(ownerReasons(CONFIG, outcome, first, petName));
  await expect(best.locator('[data-quiz-feeding]')).toContainText(new RegExp(`^Feeding ${petName}: (About|More than) .+ cups? a day .+ from the feeding guide’s`));

  const meals = page.locator('[data-quiz-result]:not([data-quiz-add-ons] *)');
  const mealCount = outcome.top.length + outcome.runnerUps.length;
  await expect(meals).toHaveCount(mealCount);
  await expect(meals.getByRole('button', { name: /^Buy online / })).toHaveCount(mealCount);
  await expect(meals.getByRole('link', { name: /^Where to buy / })).toHaveCount(mealCount);
  await expect(meals.locator('[data-quiz-feeding]')).toHaveCount(mealCount);
  const upc = card?.upc;
  if (upc) await expect(best.getByRole('link', { name: /^Where to buy / })).toHaveAttribute('href', new RegExp(`sc-upc=${upc}$`));
  expect(await page.locator('[data-product-quiz] section').textContent()).not.toMatch(POINTS);
  await expectNoAxeViolations(page);

  // Buy online by keyboard: the card's smart-buy path, its event, and focus back on Escape.
  const buyOnline = best.getByRole('button', { name: /^Buy online / });
  await tabTo(page, (f) => f.tag === 'button' && f.text.startsWith('Buy online') && f.text.includes(card?.name ?? first.product.id), 'Buy online on the best pick');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Where to buy' })).toBeVisible();
  expect(await dataLayerEvents(page)).toContainEqual(expect.objectContaining({ event: 'buy_online', product_id: first.product.id }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Where to buy' })).toBeHidden();
  await expect(buyOnline).toBeFocused();
  return { outcome, best };
}

test.describe('product quiz: the results a pet owner reads', () => {
  test('Mittens, a kitten avoiding chicken: a chicken-free kitten recipe, and the fish no safe recipe has said plainly', async ({ page, request }) => {
    const slice = await catalogSlice(request);
    const { outcome } = await expectOwnerResults(page, slice, MITTENS);
    expect(ownerNotice(outcome)).toBe(GROWTH_NOTICE);
    await expect(page.getByText(GROWTH_NOTICE)).toBeVisible();
    const facts = new Map(slice.products.map((p) => [p.id, p]));
    // Every product on the page, meals and any topper alike: kitten (or all-life-stage) and chicken-free.
    const offered = await page.locator('[data-quiz-result]').evaluateAll((els) => els.map((el) => el.getAttribute('data-quiz-result') ?? ''));
    for (const id of offered) {
      expect(facts.get(id)?.lifeStages, id).toContain('kitten');
      expect(facts.get(id)?.contains, id).not.toContain('chicken');
    }
  });

  test('Atlas, a large-breed puppy who loves beef: a large-breed growth recipe with an amount for his growing weight, and why it won the tie', async ({ page, request }) => {
    const slice = await catalogSlice(request);
    const { outcome, best } = await expectOwnerResults(page, slice, ATLAS);
    await expect(best.locator('[data-quiz-feeding]')).toContainText('for Atlas’s weight while growing (expected adult weight over 50 lb)');
    const notice = ownerNotice(outcome);
    if (notice !== undefined) await expect(page.getByText(notice)).toBeVisible();
    if (ownerTieBreak(outcome) !== undefined) await expect(best).toContainText(/match Atlas equally well; .+ comes first because/);
    const facts = new Map(slice.products.map((p) => [p.id, p]));
    for (const { product } of [...outcome.top, ...outcome.runnerUps]) expect(facts.get(product.id)?.growthSizes, product.id).toContain('large');
  });

  test('Rosie, a senior dog with joint pain: her pick helps with her joint pain, in words', async ({ page, request }) => {
    const slice = await catalogSlice(request);
    const { best } = await expectOwnerResults(page, slice, ROSIE);
    await expect(best.locator('[data-quiz-reasons]')).toContainText('Helps with Rosie’s joint pain.');
  });

  test('Luna, a picky adult cat avoiding fish: a fish-free pick for picky eaters, in words', async ({ page, request }) => {
    const slice = await catalogSlice(request);
    const { best } = await expectOwnerResults(page, slice, LUNA);
    await expect(best.locator('[data-quiz-guarantees]')).toContainText('Fish-free.');
    await expect(best.locator('[data-quiz-reasons]')).toContainText('Helps with Luna’s picky eating.');
  });
});
