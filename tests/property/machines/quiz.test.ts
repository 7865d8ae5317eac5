import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { petSpeciesOf, prepareCatalog, rankProducts, validateAnswers, type QuizConfig } from '@/engine';
import { encodeShareValue, firstStep, isStepApplicable, quizMachine, type QuizEvent, type QuizSnapshot } from '@/machines/quiz';
import { validAnswersArbitrary } from '@tests/arbitraries/quiz';
import { loadDefaultFlow, loadFlowWithDogOnlyStep, QUIZ_PRODUCTS } from '@tests/support/quiz-test-data';

const FLOWS: readonly QuizConfig[] = [loadDefaultFlow(), loadFlowWithDogOnlyStep()];
const catalog = prepareCatalog(QUIZ_PRODUCTS);

/**
 * A shopper's intent, resolved against the snapshot when it is sent: most answers go to the
 * current question (so random sequences get deep into the quiz and to the results); some go
 * anywhere with any value, as a stale or forged event would.
 */
type Intent =
  | { kind: 'answer-current'; pick: number; text: string }
  | { kind: 'toggle-current'; pick: number; exclusive: boolean }
  | { kind: 'raw'; event: QuizEvent }
  /** Answer the current step with its option `pick`, then press Next: moves deep fast. */
  | { kind: 'walk'; pick: number }
  /** Press Back `times` times (back to the pet type, where a new species prunes answers). */
  | { kind: 'rewind'; times: number }
  | { kind: 'share'; valid: boolean; garbage: string }
  | { kind: 'session'; stored: string; step: number; finished: boolean; validAnswers: boolean };

const NAMES = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('  Rex  ', '<img src=x onerror=alert(1)>', '', '   ', 'x'.repeat(90)));
const ANY_ID = fc.constantFrom('type', 'name', 'size', 'age', 'dietary_needs', 'love', 'avoid', 'current', 'routine', 'custom', 'nope', '__proto__');
const ANY_VALUE = fc.constantFrom('dog', 'cat', 'none', 'chicken', 'pate', 'bison', 'large-dog', 'small-cat', 'kitten', 'no-fish', 'walks-daily', 'either', 'x');

const intent: fc.Arbitrary<Intent> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('answer-current' as const), pick: fc.nat(9), text: NAMES }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('toggle-current' as const), pick: fc.nat(9), exclusive: fc.boolean() }) },
  { weight: 6, arbitrary: fc.constant({ kind: 'raw' as const, event: { type: 'quiz.next' as const } }) },
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('walk' as const), pick: fc.nat(9) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rewind' as const), times: fc.integer({ min: 1, max: 10 }) }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom<QuizEvent>({ type: 'quiz.back' }, { type: 'quiz.submit' }, { type: 'quiz.retake' }).map((event) => ({ kind: 'raw' as const, event })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ type: fc.constantFrom('quiz.answer' as const, 'quiz.toggle' as const), questionId: ANY_ID, value: ANY_VALUE })
      .map((event) => ({ kind: 'raw' as const, event })),
  },
  { weight: 1, arbitrary: ANY_ID.map((questionId) => ({ kind: 'raw' as const, event: { type: 'quiz.edit' as const, questionId } })) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('share' as const), valid: fc.boolean(), garbage: fc.string({ maxLength: 20 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('session' as const),
      stored: fc.oneof(fc.string({ maxLength: 20 }), fc.json({ maxDepth: 2 })),
      step: fc.nat(12),
      finished: fc.boolean(),
      validAnswers: fc.boolean(),
    }),
  },
);

/** Turns an intent into the events it sends to the snapshot. */
function resolve(flow: QuizConfig, snapshot: QuizSnapshot, intent: Intent, sample: (arb: fc.Arbitrary<unknown>) => unknown): QuizEvent[] {
  if (intent.kind === 'walk') {
    const question = flow.questions[snapshot.context.step];
    const kind = question?.inputType.startsWith('multiple') ? ('toggle-current' as const) : ('answer-current' as const);
    return [resolveOne(flow, snapshot, { kind, pick: intent.pick, text: 'Rex', exclusive: false }, sample), { type: 'quiz.next' }];
  }
  if (intent.kind === 'rewind') return Array.from({ length: intent.times }, (): QuizEvent => ({ type: 'quiz.back' }));
  return [resolveOne(flow, snapshot, intent, sample)];
}

function resolveOne(
  flow: QuizConfig,
  snapshot: QuizSnapshot,
  intent: Exclude<Intent, { kind: 'walk' | 'rewind' }> | { kind: 'answer-current' | 'toggle-current'; pick: number; text: string; exclusive: boolean },
  sample: (arb: fc.Arbitrary<unknown>) => unknown,
): QuizEvent {
  const question = flow.questions[snapshot.context.step];
  const offered = question?.options.filter((o) => o.type === undefined || o.type === petSpeciesOf(flow, snapshot.context.answers)) ?? [];
  const id = question?.id ?? 'type';
  switch (intent.kind) {
    case 'answer-current': {
      const option = offered[intent.pick % Math.max(offered.length, 1)];
      return { type: 'quiz.answer', questionId: id, value: question?.inputType === 'input field' ? intent.text : (option?.value ?? 'x') };
    }
    case 'toggle-current': {
      // Half the toggles aim at the exclusive option, so "none then another" sequences are common.
      const pool = intent.exclusive && offered.some((o) => o.unique) ? offered.filter((o) => o.unique) : offered;
      return { type: 'quiz.toggle', questionId: id, value: pool[intent.pick % Math.max(pool.length, 1)]?.value ?? 'x' };
    }
    case 'raw':
      return intent.event;
    case 'share':
      return { type: 'quiz.restore', source: 'share', value: intent.valid ? encodeShareValue(sample(validAnswersArbitrary(flow)) as never, flow) : intent.garbage };
    case 'session': {
      const answers = intent.validAnswers ? sample(validAnswersArbitrary(flow)) : intent.stored;
      return { type: 'quiz.restore', source: 'session', saved: JSON.stringify({ version: 1, answers, step: intent.step, finished: intent.finished }) };
    }
  }
}

type Step = { before: QuizSnapshot; after: QuizSnapshot; event: QuizEvent; flow: QuizConfig };

const runs = fc.record({
  flow: fc.constantFrom(...FLOWS),
  intents: fc.array(intent, { maxLength: 80 }),
  seed: fc.integer(),
});

/** Checks a property after every event of a random sequence. */
function forEverySequence(check: (step: Step) => void, numRuns = 300): void {
  fc.assert(
    fc.property(runs, ({ flow, intents, seed }) => {
      let [snapshot] = initialTransition(quizMachine, { config: flow, catalog });
      let n = seed;
      const sample = (arb: fc.Arbitrary<unknown>): unknown => fc.sample(arb, { seed: (n += 1), numRuns: 1 })[0];
      for (const intent of intents) {
        for (const event of resolve(flow, snapshot, intent, sample)) {
          const [next] = transition(quizMachine, snapshot, event);
          check({ before: snapshot, after: next, event, flow });
          snapshot = next;
        }
      }
    }),
    { numRuns },
  );
}

describe('quiz machine properties', () => {
  it('an exclusive option is never selected together with another', () => {
    forEverySequence(({ after, flow }) => {
      for (const question of flow.questions) {
        const answer = after.context.answers[question.id];
        if (!Array.isArray(answer) || answer.length < 2) continue;
        const exclusive = question.options.filter((o) => o.unique).map((o) => o.value);
        expect((answer as readonly string[]).filter((value) => exclusive.includes(value))).toEqual([]);
      }
    });
  });

  it('the current step always has an option for the chosen species or is the text step', () => {
    forEverySequence(({ after, flow }) => {
      const question = flow.questions[after.context.step];
      expect(question).toBeDefined();
      const species = petSpeciesOf(flow, after.context.answers);
      expect(isStepApplicable(flow, after.context.step, species)).toBe(true);
      if (question?.inputType !== 'input field') expect(question?.options.some((o) => o.type === undefined || species === undefined || o.type === species)).toBe(true);
    });
  });

  it('answers always pass validateAnswers for the steps already completed', () => {
    forEverySequence(({ after, flow }) => {
      const result = validateAnswers(flow, after.context.answers);
      if (after.hasTag('results')) {
        expect(result.ok).toBe(true);
        return;
      }
      if (result.ok) return;
      for (const error of result.errors) {
        // Only answers still to be given may be missing: at the current step or after it.
        expect(error.code).toBe('missing-answer');
        expect(flow.questions.findIndex((q) => q.id === error.questionId)).toBeGreaterThanOrEqual(after.context.step);
      }
    });
  });

  it('retake always returns to the first step with no answers', () => {
    forEverySequence(({ after, event, flow }) => {
      if (event.type !== 'quiz.retake') return;
      expect(after.value).toEqual({ answering: 'editing' });
      expect(after.context.step).toBe(firstStep(flow));
      expect(after.context.answers).toEqual({});
      expect(after.context.outcome).toBeNull();
    });
  });

  it('the results always show the engine outcome for the answers', () => {
    forEverySequence(({ after, flow }) => {
      if (!after.hasTag('results')) {
        expect(after.context.outcome).toBeNull();
        return;
      }
      const expected = rankProducts(catalog, flow, after.context.answers);
      expect(expected.ok && after.context.outcome).toEqual(expected.ok ? expected.value : false);
    }, 150);
  });

  it('random sequences reach the results (the generator explores the whole quiz)', () => {
    let reached = 0;
    forEverySequence(({ after }) => {
      if (after.hasTag('results')) reached += 1;
    }, 100);
    expect(reached).toBeGreaterThan(0);
  });
});
