import { speciesRuleOf } from './option-rule';
import { type Species } from './product-facts';
import { type QuizConfig, type QuizOption, type QuizQuestion } from './quiz-config';
import { isTextInput } from './quiz-vocabulary';
import { type QuizAnswers } from './quiz-answers';

/**
 * The index of the question that sets the pet type (its options carry species rules), or -1.
 * The editor rules allow at most one such question.
 *
 * @example
 * speciesQuestionIndex(defaultFlow); // 0
 */
export function speciesQuestionIndex(config: QuizConfig): number {
  return config.questions.findIndex((question) => question.options.some((option) => speciesRuleOf(option.rules) !== undefined));
}

/**
 * The pet's species as the answers state it: the species rule of the one option chosen in the
 * pet-type question. Undefined when that question is unanswered, ambiguous or has no species rule.
 *
 * @example
 * petSpeciesOf(defaultFlow, { type: ['cat'] }); // 'cat'
 */
export function petSpeciesOf(config: QuizConfig, answers: QuizAnswers): Species | undefined {
  const question = config.questions[speciesQuestionIndex(config)];
  if (question === undefined || !Object.hasOwn(answers, question.id)) return undefined;
  const answer = answers[question.id];
  if (!Array.isArray(answer)) return undefined;
  const chosen = new Set<unknown>(answer);
  if (chosen.size !== 1) return undefined;
  const option = question.options.find((candidate) => chosen.has(candidate.value));
  return option === undefined ? undefined : speciesRuleOf(option.rules);
}

/**
 * Whether an option may be offered for a pet: options without a type suit both species, and any
 * option suits a pet whose species is not known yet.
 *
 * @example
 * optionApplies({ name: 'Pate', value: 'pate', type: 'cat', unique: false, weight: 5, rules: [] }, 'dog'); // false
 */
export function optionApplies(option: QuizOption, species: Species | undefined): boolean {
  return option.type === undefined || species === undefined || option.type === species;
}

/**
 * The options of a question to show for a pet (dog- or cat-only options filtered out).
 *
 * @example
 * applicableOptions(ageQuestion, 'cat').map((o) => o.value); // ['kitten', 'adult']
 */
export function applicableOptions(question: QuizQuestion, species: Species | undefined): readonly QuizOption[] {
  return question.options.filter((option) => optionApplies(option, species));
}

/**
 * Whether a question must be answered: every choice question that offers this pet at least one
 * option. The text input (pet name) is optional; headings fall back to "your pet".
 *
 * @example
 * isAnswerRequired(nameQuestion, 'dog'); // false
 * isAnswerRequired(loveQuestion, 'dog'); // true
 */
export function isAnswerRequired(question: QuizQuestion, species: Species | undefined): boolean {
  return !isTextInput(question.inputType) && applicableOptions(question, species).length > 0;
}
