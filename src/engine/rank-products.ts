import { validateAnswers, type AnswerError, type ValidatedAnswers } from './answer-validation';
import { hasBit } from './bitset';
import { explanationText, matchLabel, outcomeMessage } from './explanation-wording';
import { applyHardConstraints, type ConstraintReport } from './hard-constraints';
import { rankOrder } from './ordering';
import { type PreparedCatalog } from './prepared-catalog';
import { type ProductFacts, type Species } from './product-facts';
import { type QuizAnswers } from './quiz-answers';
import { type QuestionId, type QuizConfig } from './quiz-config';
import { ok, type Result } from './result';
import { scoreEligible } from './scoring';

/**
 * How many products a result shows as top picks by default.
 *
 * @example
 * DEFAULT_TOP_PICKS; // 3
 */
export const DEFAULT_TOP_PICKS = 3;

/**
 * How many runner-ups follow the top picks by default.
 *
 * @example
 * DEFAULT_RUNNER_UPS; // 3
 */
export const DEFAULT_RUNNER_UPS = 3;

/**
 * How many products to return: `top` picks then `runnerUps` (Infinity for all eligible products).
 *
 * @example
 * const everything: RankOptions = { top: Infinity, runnerUps: 0 };
 */
export type RankOptions = { readonly top?: number; readonly runnerUps?: number };

/**
 * One matched answer behind a score: the question, the option, the points (W_q x w_o) and the
 * line shoppers read.
 *
 * @example
 * const e: ExplanationEntry = { questionId: 'love', questionIndex: 5, optionValue: 'chicken', optionName: 'Chicken', points: 45, text: 'Loves chicken: +45' };
 */
export type ExplanationEntry = {
  readonly questionId: QuestionId;
  readonly questionIndex: number;
  readonly optionValue: string;
  readonly optionName: string;
  readonly points: number;
  readonly text: string;
};

/**
 * A product in the results with its place in the full ranking (1-based), its score, how many
 * questions it matched and the explanation whose points sum exactly to the score.
 *
 * @example
 * ranked.explanation.reduce((sum, e) => sum + e.points, 0) === ranked.score; // true
 */
export type RankedProduct = {
  readonly product: ProductFacts;
  readonly position: number;
  readonly score: number;
  readonly questionsMatched: number;
  readonly explanation: readonly ExplanationEntry[];
};

/**
 * The engine's answer for one answer set:
 * - `ranked`: some eligible product matched a preference; the best come first;
 * - `fallback`: products are eligible but none matched any preference; these are editorial picks;
 * - `no-eligible`: the hard constraints removed everything; `constraints` say which removed how many.
 *
 * @example
 * if (outcome.status === 'no-eligible') outcome.message; // 'No recipe fits every answer. No fish: removed 3 products. ...'
 */
export type QuizOutcome = {
  readonly status: 'ranked' | 'fallback' | 'no-eligible';
  readonly species: Species | undefined;
  readonly top: readonly RankedProduct[];
  readonly runnerUps: readonly RankedProduct[];
  readonly catalogSize: number;
  readonly eligibleCount: number;
  /** The best possible score for these answers (all chosen preferences matched). */
  readonly maxScore: number;
  readonly constraints: readonly ConstraintReport[];
  readonly message: string;
};

/**
 * The outcome status.
 *
 * @example
 * const s: QuizStatus = 'fallback';
 */
export type QuizStatus = QuizOutcome['status'];

const count = (value: number | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  if (Number.isNaN(value) || value <= 0) return 0;
  return value === Infinity ? Infinity : Math.floor(value);
};

/**
 * Ranks a prepared catalog for answers already validated against the same configuration
 * (use {@link rankProducts} unless you validated yourself).
 *
 * @example
 * const v = validateAnswers(config, answers);
 * if (v.ok) rankValidated(catalog, config, v.value, { top: 3, runnerUps: 3 });
 */
export function rankValidated(catalog: PreparedCatalog, config: QuizConfig, answers: ValidatedAnswers, options: RankOptions = {}): QuizOutcome {
  const top = count(options.top, DEFAULT_TOP_PICKS);
  const runnerUps = count(options.runnerUps, DEFAULT_RUNNER_UPS);
  const { eligible, eligibleCount, reports } = applyHardConstraints(catalog, config, answers);
  const scores = scoreEligible(catalog, config, answers, eligible);
  const status: QuizStatus = eligibleCount === 0 ? 'no-eligible' : scores.matchedAny.some((word) => word !== 0) ? 'ranked' : 'fallback';
  const order = rankOrder(catalog, scores, eligible, eligibleCount, top + runnerUps);

  const ranked: RankedProduct[] = Array.from(order, (index, place) => {
    const explanation: ExplanationEntry[] = [];
    for (const option of scores.options) {
      if (!hasBit(option.bits, index)) continue;
      const question = config.questions[option.questionIndex];
      const chosen = question?.options[option.optionIndex];
      if (question === undefined || chosen === undefined) continue;
      explanation.push({
        questionId: question.id,
        questionIndex: option.questionIndex,
        optionValue: chosen.value,
        optionName: chosen.name,
        points: option.points,
        text: explanationText(matchLabel(question.id, chosen), option.points),
      });
    }
    return {
      product: catalog.products[index] as ProductFacts,
      position: place + 1,
      score: scores.scores[index] ?? 0,
      questionsMatched: scores.questionsMatched[index] ?? 0,
      explanation,
    };
  });

  return {
    status,
    species: answers.species,
    top: ranked.slice(0, Math.min(top, ranked.length)),
    runnerUps: ranked.slice(Math.min(top, ranked.length)),
    catalogSize: catalog.size,
    eligibleCount,
    maxScore: scores.maxScore,
    constraints: reports,
    message: outcomeMessage(status, reports),
  };
}

/**
 * The quiz engine: validates the answers against the configuration, removes products that break
 * a hard constraint (wrong species, an avoided ingredient; never relaxed), scores the rest with
 * integer weights, orders them totally (score, questions matched, editorial rank, id) and explains
 * every score. Returns typed answer errors instead of a result when the answers are invalid.
 * Pure: the same inputs always give the same outcome.
 *
 * @example
 * const catalog = prepareCatalog(products); // once
 * const r = rankProducts(catalog, config, { type: ['dog'], love: ['chicken'], avoid: ['no-fish'], ... });
 * if (r.ok) r.value.top[0]?.explanation.map((e) => e.text); // ['Loves chicken: +45', ...]
 */
export function rankProducts(
  catalog: PreparedCatalog,
  config: QuizConfig,
  answers: QuizAnswers,
  options: RankOptions = {},
): Result<QuizOutcome, AnswerError> {
  const validated = validateAnswers(config, answers);
  if (!validated.ok) return validated;
  return ok(rankValidated(catalog, config, validated.value, options));
}
