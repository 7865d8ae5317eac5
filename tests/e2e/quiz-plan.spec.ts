import type { APIRequestContext, Locator } from '@playwright/test';
import { localizePath } from '@/config/locales';
import { THEMES } from '@/config/themes';
import { type Locale } from '@/config/constants';
import { prepareCatalog, rankProducts, type ProductFacts, type QuizAnswers, type QuizOutcome } from '@/engine';
import { bestPickShortfalls } from '@/engine/owner-shortfalls';
import { SWITCHING_PLAN, sharePercent, stageDaysLabel, switchingDaysInWords, switchingPlan, type SwitchingPlan } from '@/domain/switching/switching-plan';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { DEFAULT_FLOW, openQuiz, stepHeading, tabTo, walkQuiz } from './support/quiz-keyboard';

/*
 * The plan on the quiz results, walked by keyboard on both sites: the switching plan for the best
 * pick (the one plan's days and shares, the current food named, the transition guide a keypress
 * away) and, when the best pick leaves out a need a listed recipe meets, that need and the recipe.
 * What the page must say is computed here with the engine over the catalog slice the site serves.
 */

type Slice = { products: ProductFacts[]; cards: Record<string, { name: string }> };

/** Each site in a locale of its own, so the guide link is seen to keep the page's locale. */
const SITES: readonly { readonly theme: (typeof THEMES)[number]; readonly locale: Locale }[] = THEMES.map((theme) => ({ theme, locale: theme === 'vet' ? 'en-gb' : 'en-us' }));

/** Miso, a cat with digestive issues who loves chicken and turkey and avoids fish. */
const MISO: QuizAnswers = {
  type: ['cat'],
  name: 'Miso',
  size: ['medium-cat'],
  age: ['adult'],
  dietary_needs: ['digestive-issues'],
  love: ['chicken', 'turkey'],
  avoid: ['no-fish'],
  current: ['kibble'],
  routine: ['either'],
};

/** Rex, an adult dog on kibble with no dietary needs. */
const REX: QuizAnswers = {
  type: ['dog'],
  name: 'Rex',
  size: ['medium-dog'],
  age: ['adult'],
  dietary_needs: ['none'],
  love: ['chicken'],
  avoid: ['none'],
  current: ['kibble'],
  routine: ['either'],
};

async function catalogSlice(request: APIRequestContext, locale: Locale): Promise<Slice> {
  const response = await request.get(`/api/quiz/catalog?locale=${locale}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Slice;
}

function expectedOutcome(slice: Slice, answers: QuizAnswers): QuizOutcome {
  const result = rankProducts(prepareCatalog(slice.products), DEFAULT_FLOW, answers);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.value;
}

/** The plan's table reads the plan's stages: days, then the current food's share, then the pick's. */
async function expectPlanTable(table: Locator, plan: SwitchingPlan, currentFood: string, recipe: string): Promise<void> {
  await expect(table.locator('thead th')).toHaveText(['Days', currentFood, recipe]);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(plan.stages.length);
  for (const [i, stage] of plan.stages.entries()) {
    await expect(rows.nth(i).locator('th, td')).toHaveText([stageDaysLabel(stage), `${sharePercent(stage.current)}%`, `${sharePercent(stage.fresh)}%`]);
  }
}

for (const { theme, locale } of SITES) {
  test.describe(`the plan on the quiz results (${theme} site, ${locale})`, () => {
    const selectorPath = localizePath('/product-selector', locale);
    // Nine questions by keyboard, two full axe runs and a second page: past the default budget when
    // two workers and the server share two cores (a run reached the guide as the budget ran out).
    test.slow();

    test('Miso, a cat with digestive issues: the best pick says it doesn’t address them and links to the listed recipe that does; the slower switch', async ({ page, request, originOf }) => {
      const slice = await catalogSlice(request, locale);
      const outcome = expectedOutcome(slice, MISO);
      const best = outcome.top[0];
      if (best === undefined) throw new Error('Miso has no best pick');
      const shortfalls = bestPickShortfalls(DEFAULT_FLOW, outcome, 'Miso');
      const digestion = shortfalls.find((s) => s.questionId === 'dietary_needs');
      if (digestion === undefined) throw new Error('Miso’s best pick helps digestion: the case this walk is about is gone');
      const nameOf = (id: string): string => slice.cards[id]?.name ?? id;

      await openQuiz(page, `${originOf(theme)}${selectorPath}`);
      await walkQuiz(page, MISO);
      await expect(stepHeading(page)).toHaveText('Our pick for Miso');

      const card = page.locator(`[data-quiz-best-pick] [data-quiz-result="${best.product.id}"]`);
      await expect(card).toContainText(/Best match · \d+% match/);
      await expect(card.locator('[data-quiz-shortfalls] li')).toHaveText(shortfalls.map((s) => `${s.missing} For ${s.forWhat}, see ${nameOf(s.alternative.product.id)} below.`));
      await expect(card.locator('[data-quiz-shortfalls]')).toContainText('Doesn’t address Miso’s digestive issues.');

      // The slower pace for a sensitive stomach, from kibble, with what to watch for.
      const gentle = switchingPlan('gentle');
      const plan = page.locator('[data-quiz-switching="plan"]');
      await expect(plan.getByRole('heading', { level: 3 })).toHaveText('Switching Miso from kibble');
      await expect(plan).toContainText(`Because of Miso’s digestive issues, this is the slower ${switchingDaysInWords(gentle)}-day switch`);
      await expect(plan.getByRole('table')).toHaveAttribute('data-quiz-switching-days', String(gentle.days));
      await expectPlanTable(plan.getByRole('table'), gentle, 'Kibble', nameOf(best.product.id));
      await expectNoAxeViolations(page);

      // Follow the link to the recipe that helps digestion, by keyboard: its card, listed below.
      const alternative = nameOf(digestion.alternative.product.id);
      await tabTo(page, (f) => f.tag === 'a' && f.text === alternative && (f.href ?? '').startsWith('#'), `the link to ${alternative}`);
      await page.keyboard.press('Enter');
      const target = page.locator(`[data-quiz-result="${digestion.alternative.product.id}"]`);
      await expect(target).toHaveCount(1);
      await expect(target).toBeInViewport();
      await expect(target.locator('[data-quiz-reasons]')).toContainText('Helps with Miso’s digestive issues.');
      expect(new URL(page.url()).hash).toBe(`#${await target.getAttribute('id')}`);
    });

    test('Rex, an adult dog on kibble: the seven-day plan names kibble, its days and shares are the switching plan’s, and the guide is in the page’s locale', async ({ page, request, originOf }) => {
      const slice = await catalogSlice(request, locale);
      const outcome = expectedOutcome(slice, REX);
      const best = outcome.top[0];
      if (best === undefined) throw new Error('Rex has no best pick');
      const recipe = slice.cards[best.product.id]?.name ?? best.product.id;

      await openQuiz(page, `${originOf(theme)}${selectorPath}`);
      await walkQuiz(page, REX);
      await expect(stepHeading(page)).toHaveText('Our pick for Rex');

      const plan = page.locator('[data-quiz-switching="plan"]');
      await expect(plan.getByRole('heading', { level: 3 })).toHaveText('Switching Rex from kibble');
      await expect(plan).toContainText(`split it between the kibble and ${recipe}`);
      await expect(plan.getByRole('table')).toHaveAttribute('data-quiz-switching-days', String(SWITCHING_PLAN.days));
      expect(SWITCHING_PLAN.days).toBe(7);
      await expectPlanTable(plan.getByRole('table'), SWITCHING_PLAN, 'Kibble', recipe);
      await expect(plan.getByRole('list', { name: 'Watch for' }).getByRole('listitem')).toHaveCount(2);
      await expect(plan.getByRole('list', { name: 'Watch for' })).toContainText('Vomiting');
      await expectNoAxeViolations(page);

      // The transition guide, by keyboard, in the page's locale: it shows the same days.
      const guideLabel = 'Read the full guide to switching to fresh food';
      const guideHref = localizePath('/transition-guide', locale);
      await expect(plan.getByRole('link', { name: guideLabel })).toHaveAttribute('href', guideHref);
      await tabTo(page, (f) => f.tag === 'a' && f.text === guideLabel, 'the transition guide link');
      await page.keyboard.press('Enter');
      // The guide's first render in the run is a cold one (the page store fills on first ask), and
      // the other worker is walking a quiz meanwhile: more than the default ten seconds.
      await expect(page).toHaveURL(new RegExp(`${guideHref}$`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Switching to fresh food' })).toBeVisible();
      // Each row's heading is its days, then the guide's own note for the step, if any.
      await expect(page.locator('table').first().locator('tbody th')).toHaveText(SWITCHING_PLAN.stages.map((stage) => new RegExp(`^${stageDaysLabel(stage)}`)));
    });
  });
}
