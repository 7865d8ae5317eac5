import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { prepareCatalog } from '@/engine';
import {
  decodeShareValue,
  encodeShareValue,
  quizMachine,
  selectResults,
  SHARE_WEIGHT_KEY,
  type PetWeight,
  type QuizEvent,
  type QuizInput,
  type QuizSnapshot,
  type SavedProgress,
} from '@/machines/quiz';
import { CAT_ANSWERS, DOG_ANSWERS, loadDefaultFlow, QUIZ_PRODUCTS } from '@tests/support/quiz-test-data';

const config = loadDefaultFlow();
const catalog = prepareCatalog(QUIZ_PRODUCTS);
const INPUT: QuizInput = { config, catalog };

type Action = { type: string; params?: unknown };

/** Runs events from the initial state; returns the last snapshot and the last event's actions. */
function run(events: readonly QuizEvent[], input: QuizInput = INPUT): { snapshot: QuizSnapshot; last: Action[] } {
  let [snapshot, actions] = initialTransition(quizMachine, input);
  let last = actions as Action[];
  for (const event of events) {
    [snapshot, actions] = transition(quizMachine, snapshot, event);
    last = actions;
  }
  return { snapshot, last };
}

const effects = (actions: readonly Action[]): string[] => actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.'));
const paramsOf = <T,>(actions: readonly Action[], type: string): T[] => actions.filter((a) => a.type === type).map((a) => a.params as T);

const weigh = (weight: PetWeight | null): QuizEvent => ({ type: 'quiz.weigh', weight });
const share = (value: string): QuizEvent => ({ type: 'quiz.restore', source: 'share', value });
const session = (value: string): QuizEvent => ({ type: 'quiz.restore', source: 'session', saved: value });
const base64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

const ATLAS: PetWeight = { amount: 62, unit: 'lb' };
/** Rex's results, opened from a link (the quickest way to the results state). */
const REX_RESULTS: QuizEvent = share(encodeShareValue(DOG_ANSWERS, config));

describe('the pet’s weight in the quiz machine', () => {
  it('weighing on the results keeps the weight, rewrites the link with it and saves it with the finished progress', () => {
    const { snapshot, last } = run([REX_RESULTS, weigh(ATLAS)]);
    expect(snapshot.value).toBe('results');
    expect(snapshot.context.weight).toEqual(ATLAS);
    expect(selectResults(snapshot)?.weight).toEqual(ATLAS);
    expect(effects(last)).toEqual(['writeShareUrl', 'persistProgress']);
    const [written] = paramsOf<{ value: string }>(last, 'writeShareUrl');
    expect(decodeShareValue(config, written?.value ?? '')).toEqual({ ok: true, answers: DOG_ANSWERS, weight: ATLAS });
    expect(paramsOf<SavedProgress>(last, 'persistProgress')).toEqual([{ version: 1, answers: DOG_ANSWERS, step: 8, finished: true, weight: ATLAS }]);
  });

  it('clearing the weight goes back to no weight, and the link and saved progress drop it', () => {
    const { snapshot, last } = run([REX_RESULTS, weigh(ATLAS), weigh(null)]);
    expect(snapshot.context.weight).toBeNull();
    expect(paramsOf<{ value: string }>(last, 'writeShareUrl')).toEqual([{ value: encodeShareValue(DOG_ANSWERS, config) }]);
    expect(paramsOf<SavedProgress>(last, 'persistProgress')[0]).not.toHaveProperty('weight');
  });

  it('a weight no pet of the species could have is refused with nothing done', () => {
    for (const bad of [
      { amount: 0, unit: 'lb' },
      { amount: -3, unit: 'kg' },
      { amount: Number.NaN, unit: 'lb' },
      { amount: 301, unit: 'lb' },
      { amount: 20, unit: 'st' },
    ] as PetWeight[]) {
      const { snapshot, last } = run([REX_RESULTS, weigh(ATLAS), weigh(bad)]);
      expect(snapshot.context.weight).toEqual(ATLAS);
      expect(effects(last)).toEqual([]);
    }
    // 20 kg is a dog's weight, not a cat's (about 44 lb).
    const cat = run([share(encodeShareValue(CAT_ANSWERS, config)), weigh({ amount: 20, unit: 'kg' })]);
    expect(cat.snapshot.context.weight).toBeNull();
  });

  it('the weight is only taken on the results', () => {
    const { snapshot, last } = run([{ type: 'quiz.answer', questionId: 'type', value: 'dog' }, weigh(ATLAS)]);
    expect(snapshot.context.weight).toBeNull();
    expect(effects(last)).toEqual([]);
  });

  it('retake clears the weight', () => {
    const { snapshot } = run([REX_RESULTS, weigh(ATLAS), { type: 'quiz.retake' }]);
    expect(snapshot.context.weight).toBeNull();
  });

  it('editing the size keeps the weight; a new pet type drops it', () => {
    const size = run([REX_RESULTS, weigh(ATLAS), { type: 'quiz.edit', questionId: 'size' }, { type: 'quiz.answer', questionId: 'size', value: 'large-dog' }]);
    expect(size.snapshot.context.weight).toEqual(ATLAS);
    const toResults = run([REX_RESULTS, weigh(ATLAS), { type: 'quiz.edit', questionId: 'size' }, { type: 'quiz.answer', questionId: 'size', value: 'large-dog' }, { type: 'quiz.next' }]);
    expect(toResults.snapshot.context.weight).toEqual(ATLAS);

    const type = run([REX_RESULTS, weigh(ATLAS), { type: 'quiz.edit', questionId: 'type' }, { type: 'quiz.answer', questionId: 'type', value: 'cat' }]);
    expect(type.snapshot.context.weight).toBeNull();
    // Choosing the same pet type again is no new pet.
    const same = run([REX_RESULTS, weigh(ATLAS), { type: 'quiz.edit', questionId: 'type' }, { type: 'quiz.answer', questionId: 'type', value: 'dog' }]);
    expect(same.snapshot.context.weight).toEqual(ATLAS);
  });
});

describe('the weight in the shared link', () => {
  it('a link with a weight opens on the results with that weight, as input or as a restore', () => {
    const value = encodeShareValue(DOG_ANSWERS, config, ATLAS);
    expect(run([], { ...INPUT, sharedAnswers: value }).snapshot.context.weight).toEqual(ATLAS);
    const restored = run([share(value)]).snapshot;
    expect(restored.value).toBe('results');
    expect(restored.context.weight).toEqual(ATLAS);
    expect(selectResults(restored)?.shareValue).toBe(value);
  });

  it('an old link without a weight still opens on its results, with no weight', () => {
    // The link exactly as encoded before weights existed: the answers alone.
    const old = base64url(JSON.stringify(DOG_ANSWERS));
    const { snapshot } = run([], { ...INPUT, sharedAnswers: old });
    expect(snapshot.value).toBe('results');
    expect(snapshot.context.answers).toEqual(DOG_ANSWERS);
    expect(snapshot.context.weight).toBeNull();
  });

  it('a bad weight in a link is dropped and the answers kept', () => {
    for (const bad of ['heavy', '0lb', '-5lb', '999lb', '20st', '30', 30, ['30lb']]) {
      const value = base64url(JSON.stringify({ ...DOG_ANSWERS, [SHARE_WEIGHT_KEY]: bad }));
      const { snapshot } = run([], { ...INPUT, sharedAnswers: value });
      expect(snapshot.value, String(bad)).toBe('results');
      expect(snapshot.context.answers).toEqual(DOG_ANSWERS);
      expect(snapshot.context.weight).toBeNull();
    }
    // A cat cannot weigh 30 kg.
    const cat = decodeShareValue(config, base64url(JSON.stringify({ ...CAT_ANSWERS, [SHARE_WEIGHT_KEY]: '30kg' })));
    expect(cat).toEqual({ ok: true, answers: CAT_ANSWERS });
  });

  it('a weight does not let a bad answer through', () => {
    const value = encodeShareValue({ ...DOG_ANSWERS, love: ['chicken', 'pate'] }, config, ATLAS);
    expect(run([share(value)]).snapshot.value).toEqual({ answering: 'invalidShare' });
  });
});

describe('the weight in saved progress', () => {
  const saved = (progress: Record<string, unknown>): string => JSON.stringify({ version: 1, step: 8, finished: true, answers: DOG_ANSWERS, ...progress });

  it('finished progress with a weight shows the results for that weight again', () => {
    const { last } = run([REX_RESULTS, weigh(ATLAS)]);
    const [progress] = paramsOf<SavedProgress>(last, 'persistProgress');
    const { snapshot } = run([session(JSON.stringify(progress))]);
    expect(snapshot.value).toBe('results');
    expect(snapshot.context.weight).toEqual(ATLAS);
  });

  it('progress saved before weights (no weight field) still restores, with no weight', () => {
    const { snapshot } = run([session(saved({}))]);
    expect(snapshot.value).toBe('results');
    expect(snapshot.context.weight).toBeNull();
  });

  it('a bad stored weight is dropped and the progress kept', () => {
    for (const weight of [{ amount: -1, unit: 'lb' }, { amount: 30, unit: 'st' }, '30lb', { amount: 500, unit: 'kg' }]) {
      const { snapshot } = run([session(saved({ weight }))]);
      expect(snapshot.value).toBe('results');
      expect(snapshot.context.answers).toEqual(DOG_ANSWERS);
      expect(snapshot.context.weight).toBeNull();
    }
  });

  it('progress saved while editing keeps the weight for the results to come', () => {
    const { last } = run([REX_RESULTS, weigh(ATLAS), { type: 'quiz.edit', questionId: 'love' }]);
    const [progress] = paramsOf<SavedProgress>(last, 'persistProgress');
    expect(progress).toMatchObject({ finished: false, weight: ATLAS });
    const { snapshot } = run([session(JSON.stringify(progress))]);
    expect(snapshot.value).toEqual({ answering: 'editing' });
    expect(snapshot.context.weight).toEqual(ATLAS);
  });
});
