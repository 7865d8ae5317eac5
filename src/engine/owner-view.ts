import { distinctGuarantees, guaranteeOf, speciesGuarantee, unmetNotice, type Guarantee } from './guarantee-wording';
import { type QuizConfig } from './quiz-config';
import { type QuizOutcome, type RankedProduct } from './rank-products';
import { fitSummary, reasonText } from './reason-wording';

/**
 * What every meal of an outcome is guaranteed to be, from the hard rules the answers imposed (each
 * report is one rule every eligible product passed), in owners' words; the pet type alone when no
 * other rule applied. Kept apart from the ranking: only the results page reads it, so it loads with
 * the results, not with the questions.
 *
 * @example
 * ownerGuarantees(outcome).map((g) => g.sentence); // ['Chicken-free.', 'Made for kittens.']
 */
export function ownerGuarantees(outcome: Pick<QuizOutcome, 'constraints' | 'species'>): Guarantee[] {
  const guarantees: Guarantee[] = [];
  for (const report of outcome.constraints) {
    if (report.kind !== 'species') guarantees.push(guaranteeOf(report.kind, report.test, report.optionName, outcome.species));
  }
  if (guarantees.length === 0 && outcome.species !== undefined) return [speciesGuarantee(outcome.species)];
  return distinctGuarantees(guarantees);
}

/**
 * The plain-words notice for wishes no safe meal meets (undefined when every wish can be met):
 * what is missing, within the kind of recipe the pet needs, in the number of recipes shown.
 *
 * @example
 * ownerNotice(outcome); // 'No chicken-free kitten recipe has fish yet; the recipe below fits everything else.'
 */
export function ownerNotice(outcome: Pick<QuizOutcome, 'constraints' | 'species' | 'unmet' | 'top' | 'runnerUps'>): string | undefined {
  if (outcome.unmet.length === 0) return undefined;
  const modifiers = ownerGuarantees(outcome).flatMap((g) => (g.modifier === undefined ? [] : [g.modifier]));
  return unmetNotice(
    modifiers,
    outcome.unmet.map((u) => u.text),
    outcome.top.length + outcome.runnerUps.length,
  );
}

/**
 * The wishes a ranked product matches, one sentence each in the pet's name and without points, in
 * the order of its explanation (the editors' view of the same matches, with points). An answer
 * that also imposed a hard rule is left to the guarantees, which already say it ("Made for
 * kittens." rather than again "Right for a kitten.").
 *
 * @example
 * ownerReasons(config, outcome, ranked, 'Mittens'); // ['Turkey, which Mittens loves.', 'An easy switch from the wet food Mittens eats now.']
 */
export function ownerReasons(config: QuizConfig, outcome: Pick<QuizOutcome, 'constraints'>, ranked: Pick<RankedProduct, 'explanation'>, petName: string): string[] {
  const guaranteed = (questionId: string, optionValue: string): boolean =>
    outcome.constraints.some((report) => report.kind === 'require' && report.questionId === questionId && report.optionValue === optionValue);
  return ranked.explanation.flatMap((entry) => {
    if (guaranteed(entry.questionId, entry.optionValue)) return [];
    const option = config.questions[entry.questionIndex]?.options.find((candidate) => candidate.value === entry.optionValue);
    return option === undefined ? [] : [reasonText(entry.questionId, option, petName)];
  });
}

/**
 * The best score a safe meal could reach for these answers: every wish counted, less the wishes no
 * eligible meal meets (0 when nothing is eligible). A match is measured against this, not against
 * a perfect score no safe recipe could reach.
 *
 * @example
 * ownerAchievableScore(outcome); // 75 for a large-breed puppy whose loved chicken (45 of 120) no safe recipe has
 */
function ownerAchievableScore(outcome: Pick<QuizOutcome, 'status' | 'maxScore' | 'unmet'>): number {
  return outcome.status === 'no-eligible' ? 0 : outcome.maxScore - outcome.unmet.reduce((sum, unmet) => sum + unmet.points, 0);
}

/**
 * A meal's match as owners read it: its share of what a safe recipe can meet, and words that
 * never call the best safe recipe a poor match ("Best match" for the first pick, "Just as good a
 * match" for one that scores the same).
 *
 * @example
 * ownerFit(outcome, outcome.top[0]); // { percent: 79, words: 'Best match' }
 */
export function ownerFit(outcome: Pick<QuizOutcome, 'status' | 'maxScore' | 'unmet' | 'top'>, ranked: Pick<RankedProduct, 'score' | 'position'>): { readonly percent: number | undefined; readonly words: string } {
  const bestScore = outcome.top[0]?.score ?? 0;
  return fitSummary(ranked.score, ownerAchievableScore(outcome), { isBest: ranked.position === 1, tiesBest: ranked.score === bestScore });
}

/**
 * Why the best pick is ahead of an equally scored second pick: it matched more questions, or the
 * editorial order decided (the engine's own tie-breaks, in its order).
 *
 * @example
 * const t: TieBreak = { runnerUp: outcome.top[1], by: 'editorial' };
 */
export type TieBreak = { readonly runnerUp: RankedProduct; readonly by: 'questions-matched' | 'editorial' };

/**
 * The best pick's tie with the second pick shown, and which tie-break decided it (undefined when
 * the best pick scored more, stands alone, or nothing matched).
 *
 * @example
 * ownerTieBreak(outcome)?.by; // 'editorial'
 */
export function ownerTieBreak(outcome: Pick<QuizOutcome, 'status' | 'top' | 'runnerUps'>): TieBreak | undefined {
  const [first, second] = [...outcome.top, ...outcome.runnerUps];
  if (outcome.status !== 'ranked' || first === undefined || second === undefined || first.score !== second.score) return undefined;
  return { runnerUp: second, by: first.questionsMatched !== second.questionsMatched ? 'questions-matched' : 'editorial' };
}
