import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareCatalog } from '@/engine/prepared-catalog';
import { type QuizConfig } from '@/engine/quiz-config';
import { quizCaseArbitrary, type QuizCase } from '@tests/arbitraries/quiz';
import { oracleOptionMatches, oracleSpecies } from '@tests/support/engine-oracle';
import { fullRanking, idsAndScores, rankValid, RUNS } from './engine-runs';

const MULTIPLE = new Set(['multiple choices', 'multiple choices with images']);

/**
 * A case plus one more option to add to a multiple-choice question whose current selection stays
 * valid: the question keeps at least one other non-exclusive option chosen.
 */
const caseWithAddedOption = quizCaseArbitrary().chain((c: QuizCase) => {
  const species = oracleSpecies(c.config, c.answers);
  const candidates = c.config.questions.flatMap((question) => {
    if (!MULTIPLE.has(question.inputType)) return [];
    const open = question.options.filter((o) => !o.unique && (o.type === undefined || species === undefined || o.type === species));
    return open.length >= 2 ? [{ question, open }] : [];
  });
  // The configuration arbitrary always holds such a question; fail loudly if that ever changes.
  if (candidates.length === 0) throw new Error('quizConfigArbitrary lost its open multiple-choice question');
  return fc.constantFrom(...candidates).chain(({ question, open }) =>
    fc.shuffledSubarray(open, { minLength: 2 }).map(([added, ...kept]) => {
      if (added === undefined) throw new Error('unreachable: minLength 2');
      return {
        c,
        question,
        added,
        without: { ...c.answers, [question.id]: kept.map((o) => o.value) },
        with: { ...c.answers, [question.id]: [...kept.map((o) => o.value), added.value] },
      };
    }),
  );
});

const scaled = (config: QuizConfig, c: { question: number; option: number }): QuizConfig => ({
  questions: config.questions.map((question) => ({
    ...question,
    weight: question.weight * c.question,
    options: question.options.map((option) => ({ ...option, weight: option.weight * c.option })),
  })),
});

describe('quiz engine scoring properties', () => {
  it('adding a matched option raises a product’s score by exactly W_q × w_o, and an unmatched one by nothing', () => {
    fc.assert(
      fc.property(caseWithAddedOption, ({ c, question, added, without, with: withAdded }) => {
        const prepared = prepareCatalog(c.catalog);
        const before = new Map(fullRanking(prepared, c.config, without).map((r) => [r.product.id, r.score]));
        const after = fullRanking(prepared, c.config, withAdded);
        for (const entry of after) {
          // Adding an option can only add hard constraints, so every product still ranked was ranked before.
          const old = before.get(entry.product.id);
          expect(old).toBeDefined();
          const expected = added.rules.some((r) => 'match' in r) && oracleOptionMatches(added, entry.product) ? question.weight * added.weight : 0;
          expect(entry.score - (old ?? 0)).toBe(expected);
        }
      }),
      RUNS,
    );
  });

  it('every explanation sums exactly to its score and names only chosen, matched options', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(), ({ config, catalog, answers }) => {
        for (const ranked of fullRanking(catalog, config, answers)) {
          expect(ranked.explanation.reduce((sum, entry) => sum + entry.points, 0)).toBe(ranked.score);
          expect(new Set(ranked.explanation.map((e) => e.questionIndex)).size).toBe(ranked.questionsMatched);
          for (const entry of ranked.explanation) {
            const question = config.questions[entry.questionIndex];
            const option = question?.options.find((o) => o.value === entry.optionValue);
            if (question === undefined || option === undefined) throw new Error(`explained an unknown option ${entry.optionValue}`);
            expect(answers[question.id]).toContain(option.value);
            expect(oracleOptionMatches(option, ranked.product)).toBe(true);
            expect(entry.points).toBe(question.weight * option.weight);
            expect(entry.text.endsWith(`: +${entry.points}`)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('every score is a whole number within [0, the best possible score for the answers]', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(), ({ config, catalog, answers }) => {
        const outcome = rankValid(catalog, config, answers, { top: Infinity });
        for (const ranked of outcome.top) {
          expect(Number.isInteger(ranked.score)).toBe(true);
          expect(ranked.score).toBeGreaterThanOrEqual(0);
          expect(ranked.score).toBeLessThanOrEqual(outcome.maxScore);
        }
      }),
      RUNS,
    );
  });

  it('scaling every question weight, or every option weight, by c scales every score by c and keeps the order (both: by c²)', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(), fc.integer({ min: 2, max: 7 }), ({ config, catalog, answers }, c) => {
        const prepared = prepareCatalog(catalog);
        const base = rankValid(prepared, config, answers, { top: Infinity });
        const cases = [
          { weights: { question: c, option: 1 }, factor: c },
          { weights: { question: 1, option: c }, factor: c },
          { weights: { question: c, option: c }, factor: c * c },
        ];
        for (const { weights, factor } of cases) {
          const big = rankValid(prepared, scaled(config, weights), answers, { top: Infinity });
          expect(idsAndScores(big.top)).toEqual(idsAndScores(base.top).map(([id, score]) => [id, score * factor]));
          expect(big.maxScore).toBe(base.maxScore * factor);
          expect(big.status).toBe(base.status);
        }
      }),
      RUNS,
    );
  });
});
