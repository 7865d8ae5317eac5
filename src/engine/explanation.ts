import { hasBit } from './bitset';
import { explanationText, matchLabel } from './explanation-wording';
import { type PreparedCatalog } from './prepared-catalog';
import { type ProductFacts } from './product-facts';
import { type QuestionId, type QuizConfig } from './quiz-config';
import { type Scores } from './scoring';

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
 * A product's place in the results with every matched answer behind its score, so the points of
 * its explanation sum exactly to its score.
 *
 * @example
 * rankedProduct(catalog, config, scores, 4, 0).position; // 1
 */
export function rankedProduct(catalog: PreparedCatalog, config: QuizConfig, scores: Scores, index: number, place: number): RankedProduct {
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
  const score = scores.scores[index] ?? 0;
  return {
    product: catalog.products[index] as ProductFacts,
    position: place + 1,
    score,
    questionsMatched: scores.questionsMatched[index] ?? 0,
    explanation,
  };
}

