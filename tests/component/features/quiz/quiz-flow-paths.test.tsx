import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { fillPetName, prepareCatalog, rankProducts, type ProductFacts } from '@/engine';
import { catalogueEntry } from '@/studio/machines';
import { INVALID_SHARE_MESSAGE, SHARE_QUERY_PARAM, selectNotice, selectResults, selectStep, type QuizContext, type QuizInput, type QuizSnapshot } from '@/machines/quiz';
import { QuizFlow } from '@/features/quiz/quiz-flow';
import { progressStorageKey } from '@/features/quiz/quiz-browser';
import type { ProductCardData } from '@/ui/product-card/card-data';
import { QUIZ_DISPLAY, QUIZ_PRODUCTS } from '@tests/support/quiz-test-data';
import { allModelPaths, replayThroughUi, type Producer, type ReplayPath } from '@tests/support/model-replay';

vi.mock('next/image', () => ({
  default: ({ src, alt }: { src: string; alt: string }) => (
    // eslint-disable-next-line @next/next/no-img-element -- the stand-in for next/image itself
    <img src={src} alt={alt} />
  ),
}));
vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

/**
 * The quiz machine's model paths (every shortest path, plus one per transition those miss)
 * replayed through the real product quiz, on the catalogue's short flow (pet type, name, a
 * question only dogs see, a multiple choice) and its three starts: fresh, a shared link, a broken
 * link. The shopper picks radios and checkboxes, types the name, presses Next, See my matches,
 * Back, Retake and the results' Change buttons; stored progress arrives the way the component
 * reads it, on a reload. After every step the quiz shows what the state says.
 *
 * The component is given two plain recipes (a dog's and a cat's, matching no preference) where the
 * catalogue's machine has none: ranking then falls back to editors' picks, whose results offer
 * "Change …" for the preference questions, so `quiz.edit` can be pressed. Which recipes exist
 * decides no transition (ranking succeeds for any answers that pass validation), only what the
 * result cards say, which this table does not read.
 */
const entry = catalogueEntry('quiz');
if (entry === undefined) throw new Error('the quiz is in the catalogue');

const SITE_PATH = '/product-selector';
const STORAGE_KEY = progressStorageKey(SITE_PATH);
const inputOf = (start: number) => (entry.starts[start] ?? entry.starts[0]).input as QuizInput;
const config = inputOf(0).config;

const base = QUIZ_PRODUCTS[0];
const baseCat = QUIZ_PRODUCTS.find((product) => product.species === 'cat');
if (base === undefined || baseCat === undefined) throw new Error('the test catalog lacks a dog or a cat recipe');
const plain = (from: ProductFacts, id: string): ProductFacts => ({ ...from, id, proteins: [], contains: [], lifeStages: [], sizes: [], benefits: [], switchFrom: [], tags: [] });
const PRODUCTS = [plain(base, 'plain-dog-roll'), plain(baseCat, 'plain-cat-pate')];
const DISPLAY: Record<string, ProductCardData> = Object.fromEntries(
  PRODUCTS.map((product, index) => {
    const card = Object.values(QUIZ_DISPLAY)[index] as ProductCardData;
    return [product.id, { ...card, id: product.id, name: product.id, href: `/products/${product.id}` }];
  }),
);
const catalog = prepareCatalog(PRODUCTS);

/** The "Change …" buttons the results offer for these answers, by question id (as the results view decides them). */
function changeableQuestions(context: QuizContext): readonly string[] {
  const ranked = rankProducts(catalog, config, context.answers);
  if (!ranked.ok) return [];
  const outcome = ranked.value;
  if (outcome.status === 'fallback') return config.questions.filter((q) => q.options.some((option) => option.rules.some((rule) => 'match' in rule))).map((q) => q.id);
  if (outcome.status === 'no-eligible') return outcome.constraints.filter((c) => c.kind !== 'species' && c.removed > 0).map((c) => c.questionId);
  return [];
}

const quiz = (snapshot: AnyMachineSnapshot) => snapshot as QuizSnapshot;
const heading = () => screen.getByRole('heading', { level: 2 });
const primary = () => {
  const button = document.querySelector<HTMLButtonElement>('[data-product-quiz] form button[type="submit"]');
  if (button === null) throw new Error('no Next button');
  return button;
};
const optionInput = (value: string) => {
  const input = document.querySelector<HTMLInputElement>(`[data-product-quiz] input[value="${CSS.escape(value)}"]`);
  if (input === null) throw new Error(`no option ${value}`);
  return input;
};

function mountQuiz(start: number) {
  const { sharedAnswers } = inputOf(start);
  render(<QuizFlow config={config} products={PRODUCTS} productDisplay={DISPLAY} sitePath={SITE_PATH} whereToBuyHref="/where-to-buy" sharedAnswers={sharedAnswers} />);
}

const producers: Record<string, Producer> = {
  'quiz.answer': (event, before) => {
    const { value } = event as { value?: string };
    if (selectStep(quiz(before))?.kind === 'text') fireEvent.change(screen.getByRole('textbox'), { target: { value } });
    else fireEvent.click(optionInput(value ?? ''));
  },
  'quiz.toggle': (event) => fireEvent.click(optionInput((event as { value?: string }).value ?? '')),
  'quiz.next': () => fireEvent.click(primary()),
  'quiz.submit': () => fireEvent.click(primary()),
  'quiz.back': () => fireEvent.click(screen.getByRole('button', { name: 'Back' })),
  'quiz.retake': () => fireEvent.click(screen.getByRole('button', { name: 'Retake the quiz' })),
  'quiz.weigh': { skip: 'the weight form is walked by its own tests (tests/unit/machines/quiz-weight.test.ts, tests/e2e/quiz-weight.spec.ts); this replay checks the steps and the results frame' },
  'quiz.edit': (event, before) => {
    const question = config.questions.find((q) => q.id === (event as { questionId?: string }).questionId);
    const petName = selectResults(quiz(before))?.petName;
    fireEvent.click(screen.getByRole('button', { name: `Change “${fillPetName(question?.heading ?? '', petName)}”` }));
  },
  // A reload: the quiz reads this tab's stored progress when it mounts.
  'quiz.restore': (event) => {
    cleanup();
    window.sessionStorage.setItem(STORAGE_KEY, (event as { saved?: string }).saved ?? '');
    mountQuiz(0);
  },
};

/** Whether the quiz is as a fresh mount leaves it, so a reload changes nothing but what it restores. */
function isFresh(snapshot: QuizSnapshot): boolean {
  const { answers, step, showStepError, shareError } = snapshot.context;
  return snapshot.matches({ answering: 'editing' }) && Object.keys(answers).length === 0 && step === 0 && !showStepError && shareError === null;
}

function unproducible(event: AnyEventObject, before: AnyMachineSnapshot, path: ReplayPath): string | null {
  const snapshot = quiz(before);
  const step = selectStep(snapshot);
  const onResults = snapshot.hasTag('results');
  const { questionId, value } = event as { questionId?: string; value?: string };
  switch (event.type) {
    case 'quiz.restore':
      if ((event as { source?: string }).source === 'share') return 'a shared link is the machine’s input when the quiz mounts, never an event';
      if (path.start !== 0) return 'with a shared link the quiz never reads stored progress';
      if (!isFresh(snapshot)) return 'stored progress is read on mount: the replay reloads only a fresh quiz, where a reload loses nothing';
      return null;
    case 'quiz.answer':
    case 'quiz.toggle':
      if (onResults || step === null) return 'the results show no question';
      if (questionId !== step.question.id) return 'only the current question is on screen';
      if (event.type === 'quiz.toggle' && step.kind !== 'multiple') return 'a single choice has radios, not checkboxes';
      if (event.type === 'quiz.answer' && step.kind === 'multiple') return 'a multiple choice has checkboxes, not radios';
      if (step.kind === 'text' && step.text === value) return 'typing the name the field already holds changes nothing';
      if (step.kind === 'single' && step.selected.includes(value ?? '')) return 'clicking the radio already chosen changes nothing';
      return null;
    case 'quiz.next':
      if (onResults || step === null) return 'the results have no Next button';
      return step.isLast ? 'on the last step the button sends quiz.submit' : null;
    case 'quiz.submit':
      if (onResults || step === null) return 'the results have no See my matches button';
      return step.isLast ? null : 'only the last step’s button submits';
    case 'quiz.back':
      return !onResults && step?.isFirst === true ? 'the first step has no Back button' : null;
    case 'quiz.retake':
      return onResults ? null : 'a step has no Retake button';
    case 'quiz.edit':
      if (!onResults) return 'a step has no Change buttons';
      return changeableQuestions(snapshot.context).includes(questionId ?? '') ? null : 'the results offer Change only for the answers to reconsider (here, the preferences)';
    default:
      return null;
  }
}

/** A step on screen: its heading, progress, answers, error, Back and Next as the state's step says. */
function expectStep(snapshot: QuizSnapshot) {
  const step = selectStep(snapshot);
  if (step === null) throw new Error('the state shows no step');
  expect(heading().textContent).toBe(step.heading);
  expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(step.progressLabel);
  if (step.kind === 'text') expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe(step.text);
  else {
    const checked = [...document.querySelectorAll<HTMLInputElement>('[data-product-quiz] fieldset input')].filter((input) => input.checked).map((input) => input.value);
    expect(checked).toEqual([...step.selected]);
  }
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(step.error);
  expect(screen.queryByRole('button', { name: 'Back' }) !== null).toBe(!step.isFirst);
  expect(primary().textContent).toBe(step.nextLabel);
  expect(screen.queryByRole('button', { name: 'Retake the quiz' })).toBeNull();
  expect(new URLSearchParams(window.location.search).get(SHARE_QUERY_PARAM)).toBeNull();
}

/**
 * Two paths a shopper takes to transitions the model's paths take only with events the UI cannot
 * send there (Change on a question the results do not offer, See my matches before the last
 * step): Change the preferences on a shared link's results, and See my matches on a cat's last
 * step with nothing ticked.
 */
const VISITOR_PATHS: readonly ReplayPath[] = [
  { start: 1, events: [{ type: 'quiz.edit', questionId: 'love' }] },
  {
    start: 0,
    events: [
      { type: 'quiz.answer', questionId: 'type', value: 'cat' },
      { type: 'quiz.next' },
      { type: 'quiz.answer', questionId: 'name', value: 'Tom' },
      { type: 'quiz.next' },
      { type: 'quiz.submit' },
    ],
  },
];

describe('product quiz: model paths through the real component', () => {
  beforeAll(() => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });

  it('the quiz: every shortest path shows what its state must show', async () => {
    await replayThroughUi({
      name: 'product quiz',
      entry,
      paths: [...allModelPaths(entry), ...VISITOR_PATHS],
      mount: (path) => {
        window.sessionStorage.clear();
        const shared = inputOf(path.start).sharedAnswers;
        window.history.replaceState(null, '', shared === undefined ? SITE_PATH : `${SITE_PATH}?${SHARE_QUERY_PARAM}=${encodeURIComponent(shared)}`);
        mountQuiz(path.start);
      },
      producers,
      unproducible,
      screen: {
        // A question: its heading (with the pet's name), progress, the answers given, the step's error.
        'answering.editing': (snapshot) => {
          expectStep(quiz(snapshot));
          expect(screen.queryByText(INVALID_SHARE_MESSAGE)).toBeNull();
        },
        // A broken shared link: the first question, the notice in role=status, the link gone from the address bar.
        'answering.invalidShare': (snapshot) => {
          expectStep(quiz(snapshot));
          expect(screen.getByRole('status').textContent).toBe(selectNotice(quiz(snapshot)));
          expect(selectNotice(quiz(snapshot))).toBe(INVALID_SHARE_MESSAGE);
        },
        // The results: 'Our pick for {petName}' (with nothing to pick, 'Our picks for {petName}'), Back and Retake, the shareable link in the address bar.
        results: (snapshot) => {
          const results = selectResults(quiz(snapshot));
          if (results === null) throw new Error('the state shows no results');
          // The model's machine ranks no catalog; the component ranks the two plain recipes.
          const shown = rankProducts(catalog, config, quiz(snapshot).context.answers);
          const picked = shown.ok && shown.value.top.length > 0;
          expect(heading().textContent).toBe(fillPetName(picked ? 'Our pick for {petName}' : 'Our picks for {petName}', results.petName));
          expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
          expect(screen.getByRole('button', { name: 'Retake the quiz' })).toBeTruthy();
          expect(screen.queryByRole('progressbar')).toBeNull();
          expect(new URLSearchParams(window.location.search).get(SHARE_QUERY_PARAM)).toBe(results.shareValue);
        },
      },
    });
  }, 300_000);
});
