import { validateAnswers, type AnswerError, type ValidatedAnswers } from './answer-validation';
import { countBits, hasBit, type Bits } from './bitset';
import { explanationText, matchLabel, outcomeMessage, unmetText } from './explanation-wording';
import { applyHardConstraints, type ConstraintReport } from './hard-constraints';
import { addOnTestsOf } from './option-rule';
import { rankOrder } from './ordering';
import { testBits, type PreparedCatalog } from './prepared-catalog';
import { type ProductFacts, type Species } from './product-facts';
import { type QuizAnswers } from './quiz-answers';
import { type QuestionId, type QuizConfig } from './quiz-config';
import { ok, type Result } from './result';
import { scoreEligible, type Scores } from './scoring';

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
 * A chosen preference no eligible meal offers ("loves fish" for a kitten when no kitten recipe has
 * fish): the shopper is told plainly instead of being shown an unsafe recipe that has it.
 *
 * @example
 * const u: UnmetPreference = { questionId: 'love', optionValue: 'fish', optionName: 'Fish', text: 'has fish', points: 45 };
 */
export type UnmetPreference = {
  readonly questionId: QuestionId;
  readonly optionValue: string;
  readonly optionName: string;
  readonly text: string;
  /** The points the wish would have earned: out of reach for every safe recipe. */
  readonly points: number;
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

function rankedProduct(catalog: PreparedCatalog, config: QuizConfig, scores: Scores, index: number, place: number): RankedProduct {
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

/** Products the chosen options set aside as add-ons (any addOn test holds). */
function addOnMask(catalog: PreparedCatalog, config: QuizConfig, answers: ValidatedAnswers): Bits {
  const bits = new Int32Array(catalog.words);
  config.questions.forEach((question, questionIndex) => {
    for (const optionIndex of answers.selections[questionIndex] ?? []) {
      for (const test of addOnTestsOf(question.options[optionIndex]?.rules ?? [])) {
        const stored = testBits(catalog, test);
        for (let w = 0; w < bits.length; w += 1) {
          const word = stored.bits[w] ?? 0;
          bits[w] = (bits[w] ?? 0) | (stored.negate ? ~word & (catalog.all[w] ?? 0) : word);
        }
      }
    }
  });
  return bits;
}

/** Chosen preferences that no eligible meal matches. */
function unmetPreferences(config: QuizConfig, scores: Scores, meals: Bits): UnmetPreference[] {
  const unmet: UnmetPreference[] = [];
  for (const option of scores.options) {
    let any = false;
    for (let w = 0; w < meals.length && !any; w += 1) any = ((option.bits[w] ?? 0) & (meals[w] ?? 0)) !== 0;
    if (any) continue;
    const question = config.questions[option.questionIndex];
    const chosen = question?.options[option.optionIndex];
    if (question === undefined || chosen === undefined) continue;
    unmet.push({ questionId: question.id, optionValue: chosen.value, optionName: chosen.name, text: unmetText(question.id, chosen), points: option.points });
  }
  return unmet;
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
