import { validateAnswers, type AnswerError, type ValidatedAnswers } from './answer-validation';
import { addOnMask } from './add-ons';
import { countBits } from './bitset';
import { outcomeMessage } from './explanation-wording';
import { rankedProduct, type RankedProduct } from './explanation';
import { applyHardConstraints, type ConstraintReport } from './hard-constraints';
import { rankOrder } from './ordering';
import { type PreparedCatalog } from './prepared-catalog';
import { type Species } from './product-facts';
import { type QuizAnswers } from './quiz-answers';
import { type QuizConfig } from './quiz-config';
import { ok, type Result } from './result';
import { scoreEligible } from './scoring';
import { unmetPreferences, type UnmetPreference } from './unmet';

export { type ExplanationEntry, type RankedProduct } from './explanation';
export { type UnmetPreference } from './unmet';

/**
 * How many products a result shows as top picks by default.
 *
 * @example
 * DEFAULT_TOP_PICKS; // 3
 */
const DEFAULT_TOP_PICKS = 3;

/**
 * How many runner-ups follow the top picks by default.
 *
 * @example
 * DEFAULT_RUNNER_UPS; // 3
 */
const DEFAULT_RUNNER_UPS = 3;

/**
 * How many products to return: `top` picks then `runnerUps` (Infinity for all eligible products).
 *
 * @example
 * const everything: RankOptions = { top: Infinity, runnerUps: 0 };
 */
export type RankOptions = { readonly top?: number; readonly runnerUps?: number; readonly addOns?: number };

/**
 * How many add-ons (toppers, treats) a result offers apart from the meal picks by default.
 *
 * @example
 * DEFAULT_ADD_ONS; // 1
 */
const DEFAULT_ADD_ONS = 1;

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
  /** Toppers and treats that fit (eligible and matching a preference), offered apart from the meals. */
  readonly addOns: readonly RankedProduct[];
  /**
   * Preferences no eligible meal matches (the owner view, owner-view.ts, words them as a notice; the
   * ranking path leaves wording that only the results page reads to the results page's code).
   */
  readonly unmet: readonly UnmetPreference[];
  readonly catalogSize: number;
  /** Eligible meals (products that passed every hard constraint and are not add-ons). */
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
type QuizStatus = QuizOutcome['status'];

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
function rankValidated(catalog: PreparedCatalog, config: QuizConfig, answers: ValidatedAnswers, options: RankOptions = {}): QuizOutcome {
  const top = count(options.top, DEFAULT_TOP_PICKS);
  const runnerUps = count(options.runnerUps, DEFAULT_RUNNER_UPS);
  const addOnLimit = count(options.addOns, DEFAULT_ADD_ONS);
  const { eligible, reports } = applyHardConstraints(catalog, config, answers);
  const scores = scoreEligible(catalog, config, answers, eligible);

  const addOnBits = addOnMask(catalog, config, answers);
  const meals = new Int32Array(catalog.words);
  const addOns = new Int32Array(catalog.words);
  const matchedMeals = new Int32Array(catalog.words);
  const matchedAddOns = new Int32Array(catalog.words);
  for (let w = 0; w < catalog.words; w += 1) {
    const e = eligible[w] ?? 0;
    const a = addOnBits[w] ?? 0;
    const m = scores.matchedAny[w] ?? 0;
    meals[w] = e & ~a;
    addOns[w] = e & a;
    matchedMeals[w] = e & ~a & m;
    matchedAddOns[w] = e & a & m;
  }
  const mealCount = countBits(meals);
  const status: QuizStatus = mealCount === 0 ? 'no-eligible' : matchedMeals.some((word) => word !== 0) ? 'ranked' : 'fallback';
  const order = rankOrder(catalog, { ...scores, matchedAny: matchedMeals }, meals, mealCount, top + runnerUps);
  // Only add-ons that matched a preference "fit"; an unmatched topper is no recommendation.
  const addOnOrder = rankOrder(catalog, { ...scores, matchedAny: matchedAddOns }, matchedAddOns, countBits(matchedAddOns), addOnLimit);

  const unmet = status === 'no-eligible' ? [] : unmetPreferences(config, scores, meals);
  const toRanked = (index: number, place: number): RankedProduct =>
    rankedProduct(catalog, config, scores, index, place);
  const ranked = Array.from(order, toRanked);

  return {
    status,
    species: answers.species,
    top: ranked.slice(0, Math.min(top, ranked.length)),
    runnerUps: ranked.slice(Math.min(top, ranked.length)),
    addOns: Array.from(addOnOrder, toRanked),
    unmet,
    catalogSize: catalog.size,
    eligibleCount: mealCount,
    maxScore: scores.maxScore,
    constraints: reports,
    message: outcomeMessage(status, reports),
  };
}

/**
 * The quiz engine: validates the answers against the configuration, removes products that break
 * a hard constraint (wrong species, an avoided ingredient, a growth stage; never relaxed), sets
 * add-ons (toppers, treats) apart from the meal picks, scores the rest with
 * integer weights, orders them totally (score, questions matched, editorial rank, id) and explains
 * every score. Returns typed answer errors instead of a result when the answers are invalid.
 * Pure: the same inputs always give the same outcome.
 *
 * @example
 * const catalog = prepareCatalog(products); // once
 * const r = rankProducts(catalog, config, { type: ['dog'], love: ['chicken'], avoid: ['no-fish'], ... });
 * if (r.ok) r.value.top[0]?.explanation.map((e) => e.text); // ['Loves chicken: +45', ...]
 * r.value.addOns; // toppers that fit, offered apart from the meal picks
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
