import { fillPetName } from './pet-name';
import { type QuizConfig, type QuestionId, type QuizOption } from './quiz-config';
import { type QuizOutcome, type RankedProduct } from './rank-products';

// "Digestive issues" -> "digestive issues", but "DHA-rich" stays: an acronym keeps its capitals.
const lowerFirst = (text: string): string => (/^[A-Z][^A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const withArticle = (text: string): string => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;

/**
 * One answer the best pick does not meet while a recipe listed below it does: the answer, what the
 * best pick's card says about it, the words that lead to the other recipe, and that recipe (the
 * first listed one that meets it).
 *
 * @example
 * const s: Shortfall = { questionId: 'dietary_needs', optionValue: 'digestive-issues', missing: 'Doesn’t address Miso’s digestive issues.', forWhat: 'Miso’s digestive issues', alternative };
 */
export type Shortfall = {
  readonly questionId: QuestionId;
  readonly optionValue: string;
  /** The best pick's line: "Doesn’t address Miso’s digestive issues." */
  readonly missing: string;
  /** What the other recipe is for, after "For": "Miso’s digestive issues". */
  readonly forWhat: string;
  /** The listed recipe that meets the answer: the best placed one that does. */
  readonly alternative: RankedProduct;
};

/**
 * An answer the best pick misses, in owners' words and the pet's name, said the way the pick's
 * reasons say it when matched ("Helps with Miso’s digestive issues." becomes "Doesn’t address
 * Miso’s digestive issues."), and what a recipe that meets it is for.
 *
 * @example
 * shortfallWords('dietary_needs', { name: 'Digestive issues' }, 'Miso'); // { missing: 'Doesn’t address Miso’s digestive issues.', forWhat: 'Miso’s digestive issues' }
 * shortfallWords('love', { name: 'Turkey' }, 'Miso'); // { missing: 'Doesn’t have turkey, which Miso loves.', forWhat: 'turkey' }
 */
export function shortfallWords(questionId: QuestionId, option: Pick<QuizOption, 'name'>, petName: string): { readonly missing: string; readonly forWhat: string } {
  const name = lowerFirst(option.name);
  switch (questionId) {
    case 'dietary_needs': {
      // Filled after "For " so a missing name reads "your pet" mid-sentence, not "Your pet".
      const forWhat = fillPetName(`For {petName}’s ${name}`, petName).slice('For '.length);
      return { missing: fillPetName(`Doesn’t address {petName}’s ${name}.`, petName), forWhat };
    }
    case 'love':
      return { missing: fillPetName(`Doesn’t have ${name}, which {petName} loves.`, petName), forWhat: name };
    case 'size':
    case 'age':
      return { missing: `Isn’t made for ${withArticle(name)}.`, forWhat: withArticle(name) };
    case 'current':
      return { missing: fillPetName(`Isn’t an easy switch from the ${name} {petName} eats now.`, petName), forWhat: `an easy switch from ${name}` };
    case 'routine':
      return { missing: `Doesn’t come as ${name}.`, forWhat: name };
    default:
      return { missing: `Doesn’t match “${name}”.`, forWhat: `“${name}”` };
  }
}

/**
 * What the best pick leaves out of the owner's answers that a recipe listed beside it meets, one
 * entry per answer in quiz order, each naming the best placed listed recipe that meets it. Read
 * off the engine's own explanations (what each listed recipe matched), so the scores and the
 * order stay the engine's; an answer no listed recipe meets is not here (the outcome's `unmet`
 * notice speaks for wishes no safe recipe meets). Empty unless the outcome is ranked.
 *
 * @example
 * bestPickShortfalls(config, outcome, 'Miso').map((s) => s.missing); // ['Doesn’t address Miso’s digestive issues.']
 */
export function bestPickShortfalls(config: QuizConfig, outcome: Pick<QuizOutcome, 'status' | 'top' | 'runnerUps'>, petName: string): Shortfall[] {
  const [best, ...others] = [...outcome.top, ...outcome.runnerUps];
  if (outcome.status !== 'ranked' || best === undefined) return [];
  const key = (questionIndex: number, optionValue: string): string => `${questionIndex}\u0000${optionValue}`;
  const met = new Set(best.explanation.map((entry) => key(entry.questionIndex, entry.optionValue)));
  const found = new Map<string, { readonly questionIndex: number; readonly optionIndex: number; readonly shortfall: Shortfall }>();
  // Listed in rank order, so the first recipe met with an answer is the best placed one meeting it.
  for (const other of others) {
    for (const entry of other.explanation) {
      const id = key(entry.questionIndex, entry.optionValue);
      if (met.has(id) || found.has(id)) continue;
      const question = config.questions[entry.questionIndex];
      const optionIndex = question?.options.findIndex((option) => option.value === entry.optionValue) ?? -1;
      const option = question?.options[optionIndex];
      if (question === undefined || option === undefined) continue;
      found.set(id, {
        questionIndex: entry.questionIndex,
        optionIndex,
        shortfall: { questionId: question.id, optionValue: option.value, ...shortfallWords(question.id, option, petName), alternative: other },
      });
    }
  }
  return [...found.values()].sort((a, b) => a.questionIndex - b.questionIndex || a.optionIndex - b.optionIndex).map((f) => f.shortfall);
}
