import { type ValidatedAnswers } from './answer-validation';
import { type Bits } from './bitset';
import { matchTestsOf } from './option-rule';
import { testBits, type PreparedCatalog } from './prepared-catalog';
import { type QuizConfig } from './quiz-config';

/**
 * A chosen option that can earn points: its place in the quiz, W_q x w_o, and the products it
 * matches (any of its match tests holds), eligible or not.
 *
 * @example
 * const o: ScoringOption = { questionIndex: 5, optionIndex: 0, points: 45, bits };
 */
type ScoringOption = {
  readonly questionIndex: number;
  readonly optionIndex: number;
  readonly points: number;
  readonly bits: Bits;
};

/**
 * Per-product scores of one answer set over the eligible products.
 *
 * @example
 * const s: Scores = scoreEligible(catalog, config, answers, eligible);
 * s.scores[i]; // S(product i)
 */
export type Scores = {
  /** S(p) = sum over questions q of W_q x sum of w_o over chosen options o that p matches. */
  readonly scores: Float64Array;
  /** How many questions have at least one chosen option p matches (the first tie-break). */
  readonly questionsMatched: Uint8Array;
  /** Eligible products that matched anything, i.e. the ones with a positive score. */
  readonly matchedAny: Bits;
  readonly options: readonly ScoringOption[];
  /** The best possible score for these answers: every chosen preference matched. */
  readonly maxScore: number;
};

function optionBits(catalog: PreparedCatalog, tests: ReturnType<typeof matchTestsOf>): Bits {
  const first = tests[0];
  if (tests.length === 1 && first !== undefined) {
    const stored = testBits(catalog, first);
    // The common case (one `has` test) reuses the catalog's bitset: no allocation per query.
    if (!stored.negate) return stored.bits;
  }
  const bits = new Int32Array(catalog.words);
  for (const test of tests) {
    const stored = testBits(catalog, test);
    for (let w = 0; w < bits.length; w += 1) {
      const word = stored.bits[w] ?? 0;
      bits[w] = (bits[w] ?? 0) | (stored.negate ? ~word & (catalog.all[w] ?? 0) : word);
    }
  }
  return bits;
}

/**
 * Scores the eligible products with integer weights, visiting only the set bits of each chosen
 * option's bitset. Options without match rules (none, either, avoid choices) and the text input
 * never score.
 *
 * @example
 * const { scores, maxScore } = scoreEligible(catalog, config, validated, eligible);
 */
export function scoreEligible(catalog: PreparedCatalog, config: QuizConfig, answers: ValidatedAnswers, eligible: Bits): Scores {
  const scores = new Float64Array(catalog.size);
  const questionsMatched = new Uint8Array(catalog.size);
  const matchedAny = new Int32Array(catalog.words);
  const questionBits = new Int32Array(catalog.words);
  const options: ScoringOption[] = [];
  let maxScore = 0;

  config.questions.forEach((question, questionIndex) => {
    let questionScores = false;
    for (const optionIndex of answers.selections[questionIndex] ?? []) {
      const option = question.options[optionIndex];
      if (option === undefined) continue;
      const tests = matchTestsOf(option.rules);
      if (tests.length === 0) continue;
      const points = question.weight * option.weight;
      const bits = optionBits(catalog, tests);
      options.push({ questionIndex, optionIndex, points, bits });
      maxScore += points;
      if (!questionScores) questionBits.fill(0);
      questionScores = true;
      for (let w = 0; w < bits.length; w += 1) {
        let hits = (bits[w] ?? 0) & (eligible[w] ?? 0);
        if (hits === 0) continue;
        questionBits[w] = (questionBits[w] ?? 0) | hits;
        const base = w << 5;
        while (hits !== 0) {
          const low = hits & -hits;
          const i = base + 31 - Math.clz32(low);
          scores[i] = (scores[i] ?? 0) + points;
          hits ^= low;
        }
      }
    }
    if (!questionScores) return;
    for (let w = 0; w < questionBits.length; w += 1) {
      let hits = questionBits[w] ?? 0;
      if (hits === 0) continue;
      matchedAny[w] = (matchedAny[w] ?? 0) | hits;
      const base = w << 5;
      while (hits !== 0) {
        const low = hits & -hits;
        const i = base + 31 - Math.clz32(low);
        questionsMatched[i] = (questionsMatched[i] ?? 0) + 1;
        hits ^= low;
      }
    }
  });

  return { scores, questionsMatched, matchedAny, options, maxScore };
}
