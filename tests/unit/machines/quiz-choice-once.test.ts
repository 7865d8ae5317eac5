import { describe, expect, it, vi } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { prepareCatalog } from '@/engine';
import * as steps from '@/domain/quiz/steps';
import { quizMachine, type QuizEvent, type QuizInput } from '@/machines/quiz';
import { loadDefaultFlow, QUIZ_PRODUCTS } from '@tests/support/quiz-test-data';

// Counts the calls the machine makes while still running the real step rules.
vi.mock('@/domain/quiz/steps', async (importOriginal) => {
  const actual = await importOriginal<typeof steps>();
  return { ...actual, chooseOption: vi.fn(actual.chooseOption), typeText: vi.fn(actual.typeText) };
});

const INPUT: QuizInput = { config: loadDefaultFlow(), catalog: prepareCatalog(QUIZ_PRODUCTS) };

describe('quiz machine: a choice is worked out once', () => {
  it('an accepted answer asks the step rules once, though its guard and its action both need the result', () => {
    let [snapshot] = initialTransition(quizMachine, INPUT);
    vi.mocked(steps.chooseOption).mockClear();
    [snapshot] = transition(quizMachine, snapshot, { type: 'quiz.answer', questionId: 'type', value: 'dog' } satisfies QuizEvent);
    expect(snapshot.context.answers.type).toEqual(['dog']);
    expect(steps.chooseOption).toHaveBeenCalledTimes(1);
  });

  it('the same choice asked again of new answers is worked out again, not served from the last one', () => {
    let [snapshot] = initialTransition(quizMachine, INPUT);
    [snapshot] = transition(quizMachine, snapshot, { type: 'quiz.answer', questionId: 'type', value: 'dog' });
    [snapshot] = transition(quizMachine, snapshot, { type: 'quiz.answer', questionId: 'type', value: 'cat' });
    vi.mocked(steps.chooseOption).mockClear();
    [snapshot] = transition(quizMachine, snapshot, { type: 'quiz.answer', questionId: 'type', value: 'dog' });
    expect(snapshot.context.answers.type).toEqual(['dog']);
    expect(steps.chooseOption).toHaveBeenCalledTimes(1);
  });

  it('a refused choice changes nothing and is asked once', () => {
    let [snapshot] = initialTransition(quizMachine, INPUT);
    vi.mocked(steps.chooseOption).mockClear();
    vi.mocked(steps.typeText).mockClear();
    const before = snapshot.context.answers;
    [snapshot] = transition(quizMachine, snapshot, { type: 'quiz.answer', questionId: 'type', value: 'hamster' });
    expect(snapshot.context.answers).toBe(before);
    expect(steps.chooseOption).toHaveBeenCalledTimes(1);
  });
});
