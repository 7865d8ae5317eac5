import { type Bits } from './bitset';
import { unmetText } from './explanation-wording';
import { type QuestionId, type QuizConfig } from './quiz-config';
import { type Scores } from './scoring';

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
 * Chosen preferences that no eligible meal matches: what the owner is told plainly instead of
 * being shown an unsafe recipe that has it.
 *
 * @example
 * unmetPreferences(config, scores, meals).map((u) => u.text); // ['has fish']
 */
export function unmetPreferences(config: QuizConfig, scores: Scores, meals: Bits): UnmetPreference[] {
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

