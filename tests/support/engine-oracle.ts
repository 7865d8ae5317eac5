/**
 * The naive reference implementation of the quiz engine (the oracle), written straight from the
 * ranking rules with plain arrays, `includes` and one full sort. It shares no ranking code with
 * src/engine: it imports only the engine's types and the shopper wording, so a bug in the bitsets,
 * the heap or the tie-breaks of the shipped engine shows up as a difference.
 * It expects valid answers (the engine validates first).
 */
import { constraintText, explanationText, matchLabel, outcomeMessage, unmetText } from '@/engine/explanation-wording';
import { type FactTest } from '@/engine/fact-test';
import { type ConstraintReport } from '@/engine/hard-constraints';
import { type OptionRule } from '@/engine/option-rule';
import { type ProductFacts, type Species } from '@/engine/product-facts';
import { type QuizAnswers } from '@/engine/quiz-answers';
import { type QuizConfig, type QuizOption } from '@/engine/quiz-config';
import { type ExplanationEntry, type QuizOutcome, type RankedProduct, type UnmetPreference } from '@/engine/rank-products';

/** Whether a fact test holds for a product, read directly off the product's fields. */
export function oracleHolds(test: FactTest, product: ProductFacts): boolean {
  const fieldValue: unknown = product[test.field];
  if ('is' in test) return fieldValue === test.is;
  const list = fieldValue as readonly string[];
  if ('has' in test) return list.includes(test.has);
  return !list.includes(test.lacks);
}

/** Whether a chosen option earns its points for a product: any of its match rules holds. */
export function oracleOptionMatches(option: QuizOption, product: ProductFacts): boolean {
  return option.rules.some((rule) => 'match' in rule && oracleHolds(rule.match, product));
}

/** Whether a product survives one hard-constraint rule (match and addOn rules constrain nothing). */
export function oracleKeeps(rule: OptionRule, product: ProductFacts): boolean {
  if ('species' in rule) return product.species === rule.species;
  if ('exclude' in rule) return !oracleHolds(rule.exclude, product);
  if ('require' in rule) return oracleHolds(rule.require, product);
  return true;
}

/** Whether a rule's `when` holds: the named question's chosen values include the named value. */
export function oracleApplies(rule: OptionRule, answers: QuizAnswers): boolean {
  if (!('when' in rule) || rule.when === undefined) return true;
  const answer = answers[rule.when.question];
  return Array.isArray(answer) && answer.includes(rule.when.value);
}

/** Whether a product is an add-on (topper, treat) for these chosen options. */
export function oracleIsAddOn(chosen: readonly (readonly QuizOption[])[], product: ProductFacts): boolean {
  return chosen.some((options) => options.some((option) => option.rules.some((rule) => 'addOn' in rule && oracleHolds(rule.addOn, product))));
}

/** The options chosen for each question, in configuration order. */
export function oracleChosen(config: QuizConfig, answers: QuizAnswers): QuizOption[][] {
  return config.questions.map((question) => {
    const answer = answers[question.id];
    const values: readonly string[] = Array.isArray(answer) ? answer : [];
    return question.options.filter((option) => values.includes(option.value));
  });
}

/** The pet's species according to the answers, if a chosen option sets it. */
export function oracleSpecies(config: QuizConfig, answers: QuizAnswers): Species | undefined {
  for (const options of oracleChosen(config, answers)) {
    for (const option of options) {
      for (const rule of option.rules) if ('species' in rule) return rule.species;
    }
  }
  return undefined;
}

type Scored = { product: ProductFacts; score: number; questionsMatched: number; explanation: ExplanationEntry[] };

/** The whole ranking of the oracle, plus its statuses and reports, in the engine's outcome shape. */
export function oracleRank(
  products: readonly ProductFacts[],
  config: QuizConfig,
  answers: QuizAnswers,
  sizes: { readonly top: number; readonly runnerUps: number; readonly addOns?: number },
): QuizOutcome {
  const chosen = oracleChosen(config, answers);

  let remaining = [...products];
  const constraints: ConstraintReport[] = [];
  config.questions.forEach((question, q) => {
    for (const option of chosen[q] ?? []) {
      for (const rule of option.rules) {
        if ('match' in rule || 'addOn' in rule || !oracleApplies(rule, answers)) continue;
        const kept = remaining.filter((product) => oracleKeeps(rule, product));
        const removed = remaining.length - kept.length;
        remaining = kept;
        const base = { questionId: question.id, optionValue: option.value, optionName: option.name, removed };
        if ('species' in rule) {
          constraints.push({ kind: 'species', ...base, species: rule.species, text: constraintText({ kind: 'species', species: rule.species, optionName: option.name }, removed) });
        } else if ('exclude' in rule) {
          constraints.push({ kind: 'exclude', ...base, test: rule.exclude, text: constraintText({ kind: 'exclude', optionName: option.name }, removed) });
        } else if ('require' in rule) {
          constraints.push({ kind: 'require', ...base, test: rule.require, text: constraintText({ kind: 'require', optionName: option.name }, removed) });
        }
      }
    }
  });

  let maxScore = 0;
  config.questions.forEach((question, q) => {
    for (const option of chosen[q] ?? []) if (option.rules.some((rule) => 'match' in rule)) maxScore += question.weight * option.weight;
  });

  const toScored = (product: ProductFacts): Scored => {
    const explanation: ExplanationEntry[] = [];
    const matchedQuestions = new Set<number>();
    config.questions.forEach((question, q) => {
      (chosen[q] ?? []).forEach((option) => {
        if (!oracleOptionMatches(option, product)) return;
        const points = question.weight * option.weight;
        matchedQuestions.add(q);
        explanation.push({
          questionId: question.id,
          questionIndex: q,
          optionValue: option.value,
          optionName: option.name,
          points,
          text: explanationText(matchLabel(question.id, option), points),
        });
      });
    });
    const score = explanation.reduce((sum, entry) => sum + entry.points, 0);
    return { product, score, questionsMatched: matchedQuestions.size, explanation };
  };
  const byRank = (a: Scored, b: Scored): number => {
    if (a.score !== b.score) return b.score - a.score;
    if (a.questionsMatched !== b.questionsMatched) return b.questionsMatched - a.questionsMatched;
    if (a.product.editorialRank !== b.product.editorialRank) return a.product.editorialRank - b.product.editorialRank;
    return a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0;
  };
  const scored = remaining.filter((product) => !oracleIsAddOn(chosen, product)).map(toScored).sort(byRank);
  const addOnScored = remaining.filter((product) => oracleIsAddOn(chosen, product)).map(toScored).filter((entry) => entry.score > 0).sort(byRank);
  const status = scored.length === 0 ? 'no-eligible' : scored.some((entry) => entry.score > 0) ? 'ranked' : 'fallback';
  const unmet: UnmetPreference[] = [];
  if (status !== 'no-eligible') {
    config.questions.forEach((question, q) => {
      for (const option of chosen[q] ?? []) {
        if (!option.rules.some((rule) => 'match' in rule)) continue;
        if (scored.some((entry) => oracleOptionMatches(option, entry.product))) continue;
        const points = question.weight * option.weight;
        unmet.push({ questionId: question.id, optionValue: option.value, optionName: option.name, text: unmetText(question.id, option), points });
      }
    });
  }
  const withPlace = (entry: Scored, index: number): RankedProduct => ({ ...entry, position: index + 1 });
  const ranked: RankedProduct[] = scored.map(withPlace);
  const topCount = Math.min(sizes.top, ranked.length);
  const shown = Math.min(sizes.top + sizes.runnerUps, ranked.length);
  return {
    status,
    species: oracleSpecies(config, answers),
    top: ranked.slice(0, topCount),
    runnerUps: ranked.slice(topCount, shown),
    addOns: addOnScored.slice(0, sizes.addOns ?? 1).map(withPlace),
    unmet,
    catalogSize: products.length,
    eligibleCount: scored.length,
    maxScore,
    constraints,
    message: outcomeMessage(status, constraints),
  };
}
