import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { prepareCatalog, rankProducts, TEXT_ANSWER_MAX_LENGTH, validateAnswers, type QuizAnswers, type QuizConfig } from '@/engine';
import {
  decodeShareValue,
  encodeShareValue,
  INVALID_SHARE_MESSAGE,
  quizMachine,
  selectNotice,
  selectResults,
  selectStep,
  type QuizEvent,
  type QuizInput,
  type QuizSnapshot,
  type SavedProgress,
} from '@/machines/quiz';
import { CAT_ANSWERS, DOG_ANSWERS, loadDefaultFlow, loadFlowWithDogOnlyStep, QUIZ_PRODUCTS } from '@tests/support/quiz-test-data';

const config = loadDefaultFlow();
const catalog = prepareCatalog(QUIZ_PRODUCTS);
const INPUT: QuizInput = { config, catalog };

type Action = { type: string; params?: unknown };

/** Runs events from the initial state; returns the last snapshot and every action, in order. */
function run(events: readonly QuizEvent[], input: QuizInput = INPUT): { snapshot: QuizSnapshot; actions: Action[]; last: Action[] } {
  let [snapshot, actions] = initialTransition(quizMachine, input);
  const all: Action[] = [...(actions as Action[])];
  let last: Action[] = all;
  for (const event of events) {
    [snapshot, actions] = transition(quizMachine, snapshot, event);
    last = actions;
    all.push(...last);
  }
  return { snapshot, actions: all, last };
}

/** Injected (non-built-in) action types, in order. */
const effects = (actions: readonly Action[]): string[] => actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.'));
const paramsOf = <T,>(actions: readonly Action[], type: string): T[] => actions.filter((a) => a.type === type).map((a) => a.params as T);

const answer = (questionId: string, value: string): QuizEvent => ({ type: 'quiz.answer', questionId, value });
const toggle = (questionId: string, value: string): QuizEvent => ({ type: 'quiz.toggle', questionId, value });
const NEXT: QuizEvent = { type: 'quiz.next' };
const BACK: QuizEvent = { type: 'quiz.back' };
const SUBMIT: QuizEvent = { type: 'quiz.submit' };
const RETAKE: QuizEvent = { type: 'quiz.retake' };

/** The events a shopper sends to give these answers, step by step, ending with Next on the last step. */
function answering(answers: QuizAnswers, flow: QuizConfig = config): QuizEvent[] {
  const events: QuizEvent[] = [];
  for (const question of flow.questions) {
    const given = answers[question.id];
    if (question.inputType === 'input field') {
      if (typeof given === 'string') events.push(answer(question.id, given));
      events.push(NEXT);
      continue;
    }
    if (!Array.isArray(given)) continue; // a step this pet does not see
    const values = given as readonly string[];
    if (question.inputType.startsWith('multiple')) for (const value of values) events.push(toggle(question.id, value));
    else events.push(answer(question.id, values[0] ?? ''));
    events.push(NEXT);
  }
  return events;
}

const dogUpTo = (questionId: string): QuizEvent[] => {
  const index = config.questions.findIndex((q) => q.id === questionId);
  const partial = Object.fromEntries(Object.entries(DOG_ANSWERS).filter(([id]) => config.questions.findIndex((q) => q.id === id) < index));
  return answering(partial);
};

describe('the quiz machine', () => {
  it('starts on the first step with no answers', () => {
    const { snapshot, actions } = run([]);
    expect(snapshot.value).toEqual({ answering: 'editing' });
    expect(snapshot.context.step).toBe(0);
    expect(snapshot.context.answers).toEqual({});
    // Nothing non-idempotent in the initial state: no storage, URL or analytics call.
    expect(effects(actions)).toEqual([]);
    expect(selectStep(snapshot)).toMatchObject({ heading: 'Who are we feeding?', progressLabel: 'Step 1 of 9', isFirst: true, nextLabel: 'Next' });
  });

  it('next only moves on with a valid answer for the current step', () => {
    const refused = run([NEXT]);
    expect(refused.snapshot.context.step).toBe(0);
    expect(selectStep(refused.snapshot)?.error).toBe('Choose an option to continue.');
    const moved = run([answer('type', 'dog'), NEXT]);
    expect(moved.snapshot.context.step).toBe(1);
    expect(selectStep(moved.snapshot)?.error).toBeNull();
    const multiple = run([...dogUpTo('love'), NEXT]);
    expect(multiple.snapshot.context.step).toBe(5);
    expect(selectStep(multiple.snapshot)?.error).toBe('Choose at least one option to continue.');
  });

  it('answering clears the "choose an option" message', () => {
    const { snapshot } = run([NEXT, answer('type', 'cat')]);
    expect(selectStep(snapshot)?.error).toBeNull();
  });

  it('the pet-name step is optional and can be skipped', () => {
    const { snapshot } = run([answer('type', 'dog'), NEXT, NEXT]);
    expect(snapshot.context.step).toBe(2);
    expect(snapshot.context.answers).toEqual({ type: ['dog'] });
    expect(selectStep(snapshot)?.heading).toBe('How big is your pet?');
  });

  it('the pet name is trimmed and limited to the engine length', () => {
    const trimmed = run([answer('type', 'dog'), NEXT, answer('name', '   Biscuit the Brave   '), NEXT]);
    expect(trimmed.snapshot.context.answers.name).toBe('Biscuit the Brave');
    expect(selectStep(trimmed.snapshot)?.heading).toBe('How big is Biscuit the Brave?');
    const long = run([answer('type', 'dog'), NEXT, answer('name', 'x'.repeat(TEXT_ANSWER_MAX_LENGTH + 25)), NEXT]);
    expect(long.snapshot.context.answers.name).toBe('x'.repeat(TEXT_ANSWER_MAX_LENGTH));
    const emoji = run([answer('type', 'dog'), NEXT, answer('name', `${'x'.repeat(TEXT_ANSWER_MAX_LENGTH - 1)}🐶`), NEXT]);
    expect(emoji.snapshot.context.answers.name).toBe('x'.repeat(TEXT_ANSWER_MAX_LENGTH - 1));
    const blank = run([answer('type', 'dog'), NEXT, answer('name', 'Rex'), answer('name', '    '), NEXT]);
    expect(blank.snapshot.context.answers).not.toHaveProperty('name');
  });

  it('spaces inside a name survive typing (only the ends are trimmed, on leaving the step)', () => {
    const { snapshot } = run([answer('type', 'dog'), NEXT, answer('name', 'Mr '), answer('name', 'Mr Whiskers')]);
    expect(snapshot.context.answers.name).toBe('Mr Whiskers');
    const typing = run([answer('type', 'dog'), NEXT, answer('name', 'Mr ')]);
    expect(selectStep(typing.snapshot)?.text).toBe('Mr ');
  });

  it('the pet name fills the heading placeholder as text, whatever it contains', () => {
    const name = '<img src=x onerror=alert(1)>';
    const { snapshot } = run([answer('type', 'cat'), NEXT, answer('name', name), NEXT]);
    expect(selectStep(snapshot)?.heading).toBe(`How big is ${name}?`);
  });

  it('steps whose question offers no option for the chosen species are skipped', () => {
    const flow = loadFlowWithDogOnlyStep();
    const input = { config: flow, catalog };
    const customIndex = flow.questions.findIndex((q) => q.id === 'custom');
    const catToAge = [answer('type', 'cat'), NEXT, NEXT, answer('size', 'small-cat'), NEXT, answer('age', 'adult')];
    const cat = run([...catToAge, NEXT], input);
    expect(cat.snapshot.context.step).toBe(customIndex + 1);
    expect(selectStep(cat.snapshot)?.progressLabel).toBe('Step 5 of 9');
    const back = run([...catToAge, NEXT, BACK], input);
    expect(back.snapshot.context.step).toBe(customIndex - 1);
    const dog = run([answer('type', 'dog'), NEXT, NEXT, answer('size', 'small-dog'), NEXT, answer('age', 'adult'), NEXT], input);
    expect(dog.snapshot.context.step).toBe(customIndex);
    expect(selectStep(dog.snapshot)?.progressLabel).toBe('Step 5 of 10');
  });

  it('an option for the other species is refused', () => {
    const { snapshot } = run([answer('type', 'cat'), NEXT, NEXT, answer('size', 'large-dog')]);
    expect(snapshot.context.answers).not.toHaveProperty('size');
    expect(selectStep(snapshot)?.options.map((o) => o.value)).toEqual(['small-cat', 'medium-cat', 'large-cat']);
  });

  it('an answer for a question other than the current one is ignored', () => {
    const { snapshot } = run([answer('type', 'dog'), NEXT, NEXT, answer('age', 'adult'), toggle('love', 'beef')]);
    expect(snapshot.context.answers).toEqual({ type: ['dog'] });
  });

  it('a single choice replaces the previous choice and cannot be toggled', () => {
    const { snapshot } = run([answer('type', 'dog'), NEXT, NEXT, answer('size', 'small-dog'), answer('size', 'large-dog'), toggle('size', 'medium-dog')]);
    expect(snapshot.context.answers.size).toEqual(['large-dog']);
  });

  it('changing species clears the answers that no longer apply', () => {
    const events = [...answering(DOG_ANSWERS).slice(0, -1)];
    const backToStart = Array.from({ length: 8 }, () => BACK);
    const { snapshot } = run([...events, ...backToStart, answer('type', 'cat')]);
    expect(snapshot.context.step).toBe(0);
    // size 'medium-dog' has no cat meaning; chicken and beef suit cats too, adult as well.
    expect(snapshot.context.answers).toEqual({
      type: ['cat'],
      name: 'Rex',
      age: ['adult'],
      dietary_needs: ['skin-issues'],
      love: ['chicken', 'beef'],
      avoid: ['none'],
      current: ['kibble'],
      routine: ['easy-to-pour-bags'],
    });
    const dogOnlyLoves = run([answer('type', 'dog'), NEXT, NEXT, answer('size', 'small-dog'), NEXT, answer('age', 'senior'), NEXT, toggle('dietary_needs', 'none'), NEXT, toggle('love', 'bison'), toggle('love', 'lamb'), NEXT, ...Array.from({ length: 6 }, () => BACK), answer('type', 'cat')]);
    expect(dogOnlyLoves.snapshot.context.answers).toEqual({ type: ['cat'], dietary_needs: ['none'] });
    // Next then stops at the first step the cat has no answer for.
    const onward = transition(quizMachine, transition(quizMachine, transition(quizMachine, dogOnlyLoves.snapshot, NEXT)[0], NEXT)[0], NEXT)[0];
    expect(onward.context.step).toBe(2);
  });

  it('choosing an exclusive option clears the others, and choosing another clears the exclusive one', () => {
    const start = dogUpTo('avoid');
    const none = run([...start, toggle('avoid', 'no-fish'), toggle('avoid', 'no-soy'), toggle('avoid', 'none')]);
    expect(none.snapshot.context.answers.avoid).toEqual(['none']);
    const other = run([...start, toggle('avoid', 'none'), toggle('avoid', 'no-beef')]);
    expect(other.snapshot.context.answers.avoid).toEqual(['no-beef']);
    const untick = run([...start, toggle('avoid', 'no-beef'), toggle('avoid', 'no-beef')]);
    expect(untick.snapshot.context.answers).not.toHaveProperty('avoid');
  });

  it('multiple choices are kept in configuration order, whatever the click order', () => {
    const { snapshot } = run([...dogUpTo('love'), toggle('love', 'lamb'), toggle('love', 'chicken'), toggle('love', 'beef')]);
    expect(snapshot.context.answers.love).toEqual(['chicken', 'beef', 'lamb']);
  });

  it('submit runs the engine on the prepared catalog and goes to results', () => {
    const { snapshot } = run(answering(DOG_ANSWERS));
    expect(snapshot.value).toBe('results');
    const expected = rankProducts(catalog, config, DOG_ANSWERS);
    expect(expected.ok).toBe(true);
    expect(snapshot.context.outcome).toEqual(expected.ok ? expected.value : null);
    const results = selectResults(snapshot);
    expect(results?.outcome.top[0]?.product.id).toBe('dog-beef-bag');
    expect(results?.outcome.top[0]?.explanation.map((e) => e.text)).toContain('Loves beef: +45');
    expect(results?.petName).toBe('Rex');
  });

  it('the last step submits with quiz.submit too, and its button label comes from the config', () => {
    const toLast = answering(DOG_ANSWERS).slice(0, -1);
    const atLast = run(toLast);
    expect(selectStep(atLast.snapshot)).toMatchObject({ isLast: true, nextLabel: 'See my matches', progressLabel: 'Step 9 of 9' });
    expect(run([...toLast, SUBMIT]).snapshot.value).toBe('results');
  });

  it('submit is refused before the last step', () => {
    const { snapshot } = run([answer('type', 'dog'), SUBMIT]);
    expect(snapshot.value).toEqual({ answering: 'editing' });
    expect(snapshot.context.outcome).toBeNull();
    expect(snapshot.context.showStepError).toBe(true);
  });

  it('a cat is ranked among cat recipes only', () => {
    const { snapshot } = run(answering(CAT_ANSWERS));
    expect(snapshot.context.outcome?.status).toBe('ranked');
    expect(snapshot.context.outcome?.top.map((r) => r.product.species)).toEqual(['cat']);
  });

  it('results write the shareable URL and save finished progress (injected actions)', () => {
    const { last, snapshot } = run(answering(DOG_ANSWERS));
    expect(effects(last)).toEqual(['reportQuizSubmit', 'writeShareUrl', 'persistProgress']);
    const [written] = paramsOf<{ value: string }>(last, 'writeShareUrl');
    expect(written?.value).toBe(encodeShareValue(DOG_ANSWERS, config));
    expect(written && decodeShareValue(config, written.value)).toEqual({ ok: true, answers: DOG_ANSWERS });
    expect(paramsOf<SavedProgress>(last, 'persistProgress')).toEqual([{ version: 1, answers: DOG_ANSWERS, step: 8, finished: true }]);
    expect(selectResults(snapshot)?.shareValue).toBe(written?.value);
  });

  it('every change saves progress with the answers after the change', () => {
    const { last } = run([answer('type', 'dog')]);
    expect(paramsOf<SavedProgress>(last, 'persistProgress')).toEqual([{ version: 1, answers: { type: ['dog'] }, step: 0, finished: false }]);
    const moved = run([answer('type', 'dog'), NEXT]);
    expect(paramsOf<SavedProgress>(moved.last, 'persistProgress')).toEqual([{ version: 1, answers: { type: ['dog'] }, step: 1, finished: false }]);
  });

  it('back from results returns to the last step with the answers kept', () => {
    const { snapshot, last } = run([...answering(DOG_ANSWERS), BACK]);
    expect(snapshot.value).toEqual({ answering: 'editing' });
    expect(snapshot.context.step).toBe(8);
    expect(snapshot.context.answers).toEqual(DOG_ANSWERS);
    expect(snapshot.context.outcome).toBeNull();
    expect(effects(last)).toEqual(['clearShareUrl', 'persistProgress']);
  });

  it('back walks to the previous step and stops at the first', () => {
    expect(run([answer('type', 'dog'), NEXT, BACK]).snapshot.context.step).toBe(0);
    expect(run([BACK]).snapshot.context.step).toBe(0);
  });

  it('retake clears everything and returns to the first step', () => {
    const { snapshot, last } = run([...answering(DOG_ANSWERS), RETAKE]);
    expect(snapshot.value).toEqual({ answering: 'editing' });
    expect(snapshot.context).toMatchObject({ step: 0, answers: {}, outcome: null, showStepError: false, shareError: null, started: false });
    expect(effects(last)).toEqual(['clearShareUrl', 'clearProgress', 'reportQuizRetake']);
  });

  it('the quiz-start event is reported once per run, on the first answer', () => {
    const { actions } = run([answer('type', 'dog'), answer('type', 'cat'), NEXT, answer('name', 'Tom')]);
    expect(effects(actions).filter((t) => t === 'reportQuizStart')).toHaveLength(1);
    const again = run([...answering(DOG_ANSWERS), RETAKE, answer('type', 'cat')]);
    expect(effects(again.actions).filter((t) => t.startsWith('reportQuiz'))).toEqual(['reportQuizStart', 'reportQuizSubmit', 'reportQuizRetake', 'reportQuizStart']);
  });

  it('from the results, one answer can be changed (what to change when nothing fits)', () => {
    const { snapshot } = run([...answering(DOG_ANSWERS), { type: 'quiz.edit', questionId: 'avoid' }]);
    expect(snapshot.context.step).toBe(6);
    expect(snapshot.hasTag('answering')).toBe(true);
    expect(run([...answering(DOG_ANSWERS), { type: 'quiz.edit', questionId: 'nope' }]).snapshot.value).toBe('results');
  });

  it('answers that exclude every recipe end in the no-eligible outcome naming the constraint', () => {
    const picky: QuizAnswers = { ...DOG_ANSWERS, love: ['beef'], avoid: ['grain-free', 'no-fish', 'no-beef'], size: ['small-dog'] };
    const { snapshot } = run(answering(picky), { config, catalog: prepareCatalog(QUIZ_PRODUCTS.filter((p) => p.id !== 'dog-turkey-lamb-roll')) });
    expect(snapshot.context.outcome?.status).toBe('no-eligible');
    expect(snapshot.context.outcome?.message).toMatch(/The answer that removed the most: .+ Try changing it\./);
  });
});

describe('restoring the quiz', () => {
  const saved = (progress: Partial<SavedProgress> & { answers: unknown }): string => JSON.stringify({ version: 1, step: 0, finished: false, ...progress });
  const session = (value: string): QuizEvent => ({ type: 'quiz.restore', source: 'session', saved: value });
  const share = (value: string): QuizEvent => ({ type: 'quiz.restore', source: 'share', value });

  it('stored progress resumes at the saved step with its answers', () => {
    const { snapshot } = run([session(saved({ answers: { type: ['dog'], name: 'Rex', size: ['small-dog'] }, step: 3 }))]);
    expect(snapshot.value).toEqual({ answering: 'editing' });
    expect(snapshot.context.step).toBe(3);
    expect(selectStep(snapshot)?.heading).toBe('How old is Rex?');
  });

  it('stored progress never resumes past the first step still missing an answer', () => {
    const { snapshot } = run([session(saved({ answers: { type: ['cat'] }, step: 7 }))]);
    expect(snapshot.context.step).toBe(2);
  });

  it('stored finished progress shows the results again, without a second submit event', () => {
    const { snapshot, last } = run([session(saved({ answers: CAT_ANSWERS, step: 8, finished: true }))]);
    expect(snapshot.value).toBe('results');
    expect(effects(last)).not.toContain('reportQuizSubmit');
  });

  it('corrupt stored progress is cleared and ignored', () => {
    for (const bad of ['{oops', '"text"', saved({ answers: { type: 'dog' } }), saved({ answers: { type: ['dog'], size: ['large-cat'] } }), saved({ answers: { nope: ['x'] } }), JSON.stringify({ version: 2, answers: {}, step: 0, finished: false }), saved({ answers: { avoid: ['none', 'no-fish'] } }), saved({ answers: { type: ['dog'] }, step: -1 }), saved({ answers: { type: ['dog'] }, step: 1.5 }), JSON.stringify({ version: 1, answers: { type: ['dog'] }, step: 0, finished: 'yes' }), JSON.stringify({ version: 1, answers: { type: ['dog'] }, finished: false })]) {
      const { snapshot, last } = run([answer('type', 'dog'), session(bad)]);
      expect(effects(last)).toEqual(['clearProgress']);
      expect(snapshot.context.answers).toEqual({ type: ['dog'] });
    }
  });

  it('a shared link shows its results', () => {
    const { snapshot } = run([share(encodeShareValue(DOG_ANSWERS, config))]);
    expect(snapshot.value).toBe('results');
    expect(snapshot.context.answers).toEqual(DOG_ANSWERS);
  });

  it('a tampered shared link restarts the quiz with a message', () => {
    const tampered = encodeShareValue({ ...DOG_ANSWERS, love: ['chicken', 'pate'] }, config);
    for (const value of [tampered, 'not-base64!!', '', encodeShareValue({ type: ['dog'] })]) {
      const { snapshot, last } = run([answer('type', 'cat'), share(value)]);
      expect(snapshot.value).toEqual({ answering: 'invalidShare' });
      expect(snapshot.context).toMatchObject({ step: 0, answers: {}, outcome: null });
      expect(snapshot.context.shareError?.code).toBeDefined();
      expect(selectNotice(snapshot)).toBe(INVALID_SHARE_MESSAGE);
      expect(effects(last)).toContain('clearShareUrl');
    }
  });

  it('the first answer after a refused link dismisses its message', () => {
    const { snapshot } = run([share('garbage'), answer('type', 'dog')]);
    expect(snapshot.value).toEqual({ answering: 'editing' });
    expect(selectNotice(snapshot)).toBeNull();
    expect(snapshot.context.shareError).toBeNull();
  });

  it('a shared link given as input opens on its results', () => {
    const { snapshot, actions } = run([], { ...INPUT, sharedAnswers: encodeShareValue(CAT_ANSWERS, config) });
    expect(snapshot.value).toBe('results');
    expect(snapshot.context.outcome?.top[0]?.product.id).toBe('cat-fish-pate');
    // Idempotent effects only: rewriting the same URL and storage.
    expect(effects(actions)).toEqual(['writeShareUrl', 'persistProgress']);
  });

  it('a tampered shared link given as input opens a fresh quiz with the message', () => {
    const { snapshot } = run([], { ...INPUT, sharedAnswers: 'eyJ0eXBlIjpbImZpc2giXX0' });
    expect(snapshot.value).toEqual({ answering: 'invalidShare' });
    expect(snapshot.context.shareError?.code).toBe('invalid-answers');
    expect(selectNotice(snapshot)).toBe(INVALID_SHARE_MESSAGE);
  });

  it('restored answers always pass the engine validation', () => {
    const { snapshot } = run([session(saved({ answers: { type: ['dog'], name: '  Rex ', size: ['small-dog'] }, step: 2 }))]);
    const result = validateAnswers(config, snapshot.context.answers);
    expect(result.ok ? [] : result.errors.filter((e) => e.code !== 'missing-answer')).toEqual([]);
  });
});
