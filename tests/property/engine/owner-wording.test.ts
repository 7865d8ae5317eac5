/**
 * What a pet owner reads on the results, over generated pets and catalogs of the default flow:
 * the best safe recipe never reads as a poor match, and every reason is a sentence without points.
 * Each property runs at least 1,000 times.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { parseQuizConfig } from '@/engine/config-validation';
import { ownerFit, ownerGuarantees, ownerNotice, ownerReasons, ownerTieBreak } from '@/engine/owner-view';
import { bestPickWhy, tieBreakText } from '@/engine/reason-wording';
import { type QuizAnswers } from '@/engine/quiz-answers';
import { mixedCatalogArbitrary } from '@tests/arbitraries/relevance';
import { validAnswersArbitrary } from '@tests/arbitraries/quiz';
import { rankValid, RUNS } from './engine-runs';

const parsedFlow = parseQuizConfig(defaultFlowJson);
if (!parsedFlow.ok) throw new Error(parsedFlow.errors.map((e) => e.message).join('\n'));
const flow = parsedFlow.value;

// Owners' pet names: letters, sometimes none. (A name is the owner's own text; a name that itself
// read "+45" would be theirs to read, not a score leaking.)
const petNameArbitrary = fc.option(fc.stringMatching(/^[A-Z][a-z]{1,11}$/), { nil: undefined });
const answersArbitrary: fc.Arbitrary<QuizAnswers> = fc
  .tuple(validAnswersArbitrary(flow), petNameArbitrary)
  .map(([answers, name]) => (name === undefined ? Object.fromEntries(Object.entries(answers).filter(([id]) => id !== 'name')) : { ...answers, name }));

const SENTENCE = /^[A-Z].*[.!?]$/s;
const POINTS = /\+\s*\d|\d+\s*(points?|pts)\b|:\s*\+/i;
const POOR_WORDS = /partial|poor|weak/i;

describe('what an owner reads on the results', () => {
  it('the best safe recipe is never labelled as a poor match', () => {
    fc.assert(
      fc.property(mixedCatalogArbitrary, answersArbitrary, (catalog, answers) => {
        const outcome = rankValid(catalog, flow, answers);
        const [best, ...rest] = [...outcome.top, ...outcome.runnerUps];
        if (best === undefined || outcome.status !== 'ranked') return;
        const bestFit = ownerFit(outcome, best);
        expect(bestFit.words).toBe('Best match');
        for (const ranked of [best, ...rest]) {
          const fit = ownerFit(outcome, ranked);
          expect(fit.words).not.toMatch(POOR_WORDS);
          expect(fit.percent ?? 0).toBeLessThanOrEqual(bestFit.percent ?? 0);
          expect(fit.percent ?? 0).toBeLessThanOrEqual(100);
          if (ranked.score === best.score) expect(fit.percent).toBe(bestFit.percent);
        }
      }),
      RUNS,
    );
  });

  it('every reason an owner reads is a sentence without points', () => {
    fc.assert(
      fc.property(mixedCatalogArbitrary, answersArbitrary, (catalog, answers) => {
        const outcome = rankValid(catalog, flow, answers);
        const petName = typeof answers.name === 'string' ? answers.name : '';
        const offered = [...outcome.top, ...outcome.runnerUps, ...outcome.addOns];
        const guarantees = ownerGuarantees(outcome).map((g) => g.sentence);
        const read: string[] = [...guarantees, ...offered.flatMap((ranked) => ownerReasons(flow, outcome, ranked, petName))];
        const notice = ownerNotice(outcome);
        if (notice !== undefined) read.push(notice);
        const best = outcome.top[0];
        if (best !== undefined && outcome.status !== 'no-eligible') read.push(bestPickWhy(guarantees, petName, outcome.status));
        const tieBreak = ownerTieBreak(outcome);
        if (tieBreak !== undefined) read.push(tieBreakText('Recipe A', 'Recipe B', tieBreak.by, petName));
        for (const text of read) {
          expect(text).toMatch(SENTENCE);
          expect(text).not.toMatch(POINTS);
        }
        // A sentence for every matched wish the guarantees do not already say, and at least one
        // guarantee: the pet type's, if nothing else.
        const required = new Set(outcome.constraints.flatMap((r) => (r.kind === 'require' ? [`${r.questionId}:${r.optionValue}`] : [])));
        for (const ranked of offered) {
          const unsaid = ranked.explanation.filter((entry) => !required.has(`${entry.questionId}:${entry.optionValue}`));
          expect(ownerReasons(flow, outcome, ranked, petName)).toHaveLength(unsaid.length);
        }
        expect(guarantees.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('a tie for first is explained by the rule the engine broke it with', () => {
    fc.assert(
      fc.property(mixedCatalogArbitrary, answersArbitrary, (catalog, answers) => {
        const outcome = rankValid(catalog, flow, answers);
        const [first, second] = [...outcome.top, ...outcome.runnerUps];
        const tied = outcome.status === 'ranked' && first !== undefined && second !== undefined && first.score === second.score;
        const tieBreak = ownerTieBreak(outcome);
        expect(tieBreak !== undefined).toBe(tied);
        if (tieBreak === undefined || first === undefined || second === undefined) return;
        expect(tieBreak.runnerUp.product.id).toBe(second.product.id);
        const byQuestions = first.questionsMatched !== second.questionsMatched;
        expect(tieBreak.by).toBe(byQuestions ? 'questions-matched' : 'editorial');
        if (!byQuestions) expect(first.product.editorialRank).toBeLessThanOrEqual(second.product.editorialRank);
      }),
      RUNS,
    );
  });
});
