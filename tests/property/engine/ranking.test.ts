import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareCatalog } from '@/engine/prepared-catalog';
import { type QuizAnswers } from '@/engine/quiz-answers';
import { catalogArbitrary, freshProductArbitrary, quizCaseArbitrary, rankSizesArbitrary } from '@tests/arbitraries/quiz';
import { oracleRank } from '@tests/support/engine-oracle';
import { fullRanking, idsAndScores, rankValid, RUNS } from './engine-runs';

const shuffledSelections = (answers: QuizAnswers): fc.Arbitrary<QuizAnswers> =>
  fc.tuple(
    ...Object.entries(answers).map(([id, value]) =>
      (Array.isArray(value) ? fc.shuffledSubarray([...(value as string[])], { minLength: value.length, maxLength: value.length }) : fc.constant(value)).map(
        (shuffled) => [id, shuffled] as const,
      ),
    ),
  ).map((entries) => Object.fromEntries(entries));

describe('quiz engine ordering properties', () => {
  it('the same answers always give the same outcome, whatever the catalog order or the click order', () => {
    fc.assert(
      fc.property(
        quizCaseArbitrary().chain((c) =>
          fc.record({
            c: fc.constant(c),
            reordered: fc.shuffledSubarray([...c.catalog], { minLength: c.catalog.length, maxLength: c.catalog.length }),
            clicked: shuffledSelections(c.answers),
            sizes: rankSizesArbitrary,
          }),
        ),
        ({ c, reordered, clicked, sizes }) => {
          const prepared = prepareCatalog(c.catalog);
          const first = rankValid(prepared, c.config, c.answers, sizes);
          expect(rankValid(prepared, c.config, c.answers, sizes)).toEqual(first);
          expect(rankValid(reordered, c.config, c.answers, sizes)).toEqual(first);
          expect(rankValid(prepared, c.config, clicked, sizes)).toEqual(first);
        },
      ),
      RUNS,
    );
  });

  it('the ranking is a strict total order: score desc, questions matched desc, editorial rank asc, id asc', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(), ({ config, catalog, answers }) => {
        const ranking = fullRanking(catalog, config, answers);
        ranking.forEach((entry, index) => expect(entry.position).toBe(index + 1));
        for (let i = 1; i < ranking.length; i += 1) {
          const a = ranking[i - 1];
          const b = ranking[i];
          if (a === undefined || b === undefined) throw new Error('unreachable');
          const strictlyBefore =
            a.score > b.score ||
            (a.score === b.score && a.questionsMatched > b.questionsMatched) ||
            (a.score === b.score && a.questionsMatched === b.questionsMatched && a.product.editorialRank < b.product.editorialRank) ||
            (a.score === b.score &&
              a.questionsMatched === b.questionsMatched &&
              a.product.editorialRank === b.product.editorialRank &&
              a.product.id < b.product.id);
          expect(strictlyBefore).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('the top picks and runner-ups are a prefix of the full ranking', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(), rankSizesArbitrary, ({ config, catalog, answers }, sizes) => {
        const prepared = prepareCatalog(catalog);
        const full = fullRanking(prepared, config, answers);
        const outcome = rankValid(prepared, config, answers, sizes);
        expect(outcome.top).toEqual(full.slice(0, Math.min(sizes.top, full.length)));
        expect([...outcome.top, ...outcome.runnerUps]).toEqual(full.slice(0, Math.min(sizes.top + sizes.runnerUps, full.length)));
      }),
      RUNS,
    );
  });

  it('adding an unrelated product never reorders the others nor changes their scores', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(), freshProductArbitrary, ({ config, catalog, answers }, extra) => {
        const before = fullRanking(catalog, config, answers);
        const after = fullRanking([...catalog, extra], config, answers).filter((entry) => entry.product.id !== extra.id);
        expect(idsAndScores(after)).toEqual(idsAndScores(before));
      }),
      RUNS,
    );
  });

  it('the shipped engine equals the naive oracle on every generated case', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(catalogArbitrary({ maxLength: 40 })), rankSizesArbitrary, ({ config, catalog, answers }, sizes) => {
        expect(rankValid(catalog, config, answers, sizes)).toEqual(oracleRank(catalog, config, answers, sizes));
      }),
      RUNS,
    );
  });
});
