import { prepareCatalog, type PreparedCatalog } from '@/engine/prepared-catalog';
import { type ProductFacts } from '@/engine/product-facts';
import { type QuizAnswers } from '@/engine/quiz-answers';
import { type QuizConfig } from '@/engine/quiz-config';
import { rankProducts, type QuizOutcome, type RankedProduct, type RankOptions } from '@/engine/rank-products';

/** Every engine property runs at least this often (at least 1,000 runs each). */
export const RUNS = { numRuns: 1000 } as const;

/** Ranks answers the arbitraries promise are valid; a refusal is a bug worth failing loudly on. */
export function rankValid(catalog: PreparedCatalog | readonly ProductFacts[], config: QuizConfig, answers: QuizAnswers, options: RankOptions = {}): QuizOutcome {
  const prepared = 'masks' in catalog ? catalog : prepareCatalog(catalog);
  const result = rankProducts(prepared, config, answers, options);
  if (!result.ok) throw new Error(`generated answers were refused: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.value;
}

/** The whole ranking: every eligible product in order. */
export function fullRanking(catalog: PreparedCatalog | readonly ProductFacts[], config: QuizConfig, answers: QuizAnswers): readonly RankedProduct[] {
  const outcome = rankValid(catalog, config, answers, { top: Infinity, runnerUps: 0 });
  return [...outcome.top, ...outcome.runnerUps];
}

/** Just the ids and scores, for comparing orders. */
export const idsAndScores = (ranking: readonly RankedProduct[]): [string, number][] => ranking.map((r) => [r.product.id, r.score]);
