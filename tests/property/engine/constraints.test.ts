import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { parseQuizConfig } from '@/engine/config-validation';
import { type ProductFacts } from '@/engine/product-facts';
import { rankProducts } from '@/engine/rank-products';
import { prepareCatalog } from '@/engine/prepared-catalog';
import { type QuizConfig } from '@/engine/quiz-config';
import { answersArbitrary, catalogArbitrary, quizCaseArbitrary, quizConfigArbitrary } from '@tests/arbitraries/quiz';
import { oracleApplies, oracleChosen, oracleHolds, oracleIsAddOn, oracleKeeps, oracleSpecies } from '@tests/support/engine-oracle';
import { rankValid, RUNS } from './engine-runs';

const parsedFlow = parseQuizConfig(defaultFlowJson);
if (!parsedFlow.ok) throw new Error(parsedFlow.errors.map((e) => e.message).join('\n'));
const defaultFlow = parsedFlow.value;

const MULTIPLE = new Set(['multiple choices', 'multiple choices with images']);

describe('quiz engine hard-constraint and status properties', () => {
  it('an avoided ingredient never appears in results and no product for the other species ever does', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(), ({ config, catalog, answers }) => {
        const outcome = rankValid(catalog, config, answers, { top: Infinity });
        const species = oracleSpecies(config, answers);
        const rules = oracleChosen(config, answers).flat().flatMap((option) => option.rules);
        for (const { product } of outcome.top) {
          if (species !== undefined) expect(product.species).toBe(species);
          for (const rule of rules) {
            if ('exclude' in rule) expect(oracleHolds(rule.exclude, product)).toBe(false);
            if ('require' in rule) expect(oracleHolds(rule.require, product)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('in the default flow, an avoided ingredient never appears in results and grain-free means only grain-free products', () => {
    const avoided: Record<string, ProductFacts['contains'][number]> = {
      'grain-free': 'grain',
      'no-chicken': 'chicken',
      'no-fish': 'fish',
      'no-soy': 'soy',
      'no-beef': 'beef',
    };
    fc.assert(
      fc.property(
        catalogArbitrary(),
        answersArbitrary(defaultFlow).filter((answers) => Array.isArray(answers.avoid)),
        (catalog, answers) => {
          const outcome = rankValid(catalog, defaultFlow, answers, { top: Infinity });
          const avoid = answers.avoid as readonly string[];
          for (const { product } of outcome.top) {
            expect(product.species).toBe((answers.type as readonly string[])[0]);
            for (const value of avoid) {
              const ingredient = avoided[value];
              if (ingredient !== undefined) expect(product.contains).not.toContain(ingredient);
            }
          }
          // Never relaxed silently: every meal that passes the constraints is ranked.
          const chosen = oracleChosen(defaultFlow, answers);
          const passing = catalog.filter(
            (p) => chosen.flat().every((o) => o.rules.every((r) => !oracleApplies(r, answers) || oracleKeeps(r, p))) && !oracleIsAddOn(chosen, p),
          );
          expect(outcome.eligibleCount).toBe(passing.length);
        },
      ),
      RUNS,
    );
  });

  it('an exclusive option (none) combined with other options is refused, and accepted alone', () => {
    const withExclusive = quizConfigArbitrary.map((config): { config: QuizConfig; questionIndex: number } => {
      const questionIndex = config.questions.findIndex((q) => MULTIPLE.has(q.inputType) && q.options.filter((o) => !o.unique && o.type === undefined).length >= 2);
      const questions = config.questions.map((q, i) =>
        i === questionIndex ? { ...q, options: [...q.options, { name: 'None', value: 'none-of-these', type: undefined, unique: true, weight: 5, rules: [] }] } : q,
      );
      return { config: { questions }, questionIndex };
    });
    fc.assert(
      fc.property(
        withExclusive.chain(({ config, questionIndex }) =>
          answersArbitrary(config).chain((answers) => {
            const question = config.questions[questionIndex];
            if (question === undefined) throw new Error('quizConfigArbitrary lost its open multiple-choice question');
            const others = question.options.filter((o) => !o.unique && o.type === undefined).map((o) => o.value);
            return fc.shuffledSubarray(others, { minLength: 1 }).chain((chosen) =>
              fc.nat({ max: chosen.length }).map((at) => ({
                config,
                question,
                alone: { ...answers, [question.id]: ['none-of-these'] },
                combined: { ...answers, [question.id]: [...chosen.slice(0, at), 'none-of-these', ...chosen.slice(at)] },
              })),
            );
          }),
        ),
        ({ config, question, alone, combined }) => {
          const catalog = prepareCatalog([]);
          expect(rankProducts(catalog, config, alone).ok).toBe(true);
          const refused = rankProducts(catalog, config, combined);
          expect(refused.ok).toBe(false);
          if (refused.ok) return;
          expect(refused.errors).toContainEqual(expect.objectContaining({ code: 'exclusive-combined', questionId: question.id, value: 'none-of-these' }));
        },
      ),
      RUNS,
    );
  });

  it('the status says ranked when something matched, fallback with editorial picks when nothing did, and no-eligible with what removed how many', () => {
    fc.assert(
      fc.property(quizCaseArbitrary(), ({ config, catalog, answers }) => {
        const outcome = rankValid(catalog, config, answers, { top: Infinity });
        const ranking = outcome.top;
        const removed = outcome.constraints.reduce((sum, c) => sum + c.removed, 0);
        const chosen = oracleChosen(config, answers);
        const rules = chosen.flat().flatMap((o) => o.rules);
        const safe = catalog.filter((p) => rules.every((r) => oracleKeeps(r, p)));
        // Toppers and treats that pass are set apart from the meals, not removed.
        const passing = safe.filter((p) => !oracleIsAddOn(chosen, p));
        expect(removed + safe.length).toBe(catalog.length);
        expect(ranking).toHaveLength(outcome.eligibleCount);
        expect(outcome.eligibleCount).toBe(passing.length);
        expect(outcome.message).not.toBe('');
        if (outcome.status === 'no-eligible') {
          expect(passing).toHaveLength(0);
          for (const c of outcome.constraints) if (c.removed > 0) expect(outcome.message).toContain(c.text);
        } else if (outcome.status === 'fallback') {
          expect(ranking.length).toBeGreaterThan(0);
          expect(ranking.every((r) => r.score === 0 && r.explanation.length === 0)).toBe(true);
          const editorial = [...ranking].sort((a, b) =>
            a.product.editorialRank !== b.product.editorialRank ? a.product.editorialRank - b.product.editorialRank : a.product.id < b.product.id ? -1 : 1,
          );
          expect(ranking.map((r) => r.product.id)).toEqual(editorial.map((r) => r.product.id));
        } else {
          expect(outcome.status).toBe('ranked');
          expect(ranking[0]?.score ?? 0).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });
});
