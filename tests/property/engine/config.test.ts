import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuizConfig } from '@/engine/config-validation';
import { quizConfigArbitrary } from '@tests/arbitraries/quiz';
import { RUNS } from './engine-runs';

describe('quiz configuration properties', () => {
  it('every configuration the editor rules allow parses back to itself', () => {
    fc.assert(
      fc.property(quizConfigArbitrary, (config) => {
        const parsed = parseQuizConfig(config);
        expect(parsed.ok ? parsed.value : parsed.errors).toEqual(config);
      }),
      RUNS,
    );
  });

  it('a duplicated option value is always refused, pointing at the question and the option', () => {
    const withDuplicate = quizConfigArbitrary.chain((config) => {
      const choices = config.questions.flatMap((q, questionIndex) => (q.options.length > 0 ? [questionIndex] : []));
      return fc.constantFrom(...choices).chain((questionIndex) => {
        const question = config.questions[questionIndex];
        if (question === undefined) throw new Error('unreachable');
        return fc.constantFrom(...question.options).map((copied) => ({
          questionIndex,
          config: {
            questions: config.questions.map((q, i) => (i === questionIndex ? { ...q, options: [...q.options, { ...copied, name: 'Copy' }] } : q)),
          },
        }));
      });
    });
    fc.assert(
      fc.property(withDuplicate, ({ config, questionIndex }) => {
        const parsed = parseQuizConfig(config);
        expect(parsed.ok).toBe(false);
        if (parsed.ok) return;
        const question = config.questions[questionIndex];
        const optionIndex = (question?.options.length ?? 0) - 1;
        expect(parsed.errors).toContainEqual(
          expect.objectContaining({
            code: 'duplicate-option-value',
            questionIndex,
            optionIndex,
            message: expect.stringMatching(new RegExp(`^question ${questionIndex + 1} \\(${question?.id}\\), option ${optionIndex + 1}: value '`)) as unknown,
          }),
        );
      }),
      RUNS,
    );
  });
});
