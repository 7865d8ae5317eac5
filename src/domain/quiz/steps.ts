import {
  applicableOptions,
  isMultipleChoice,
  isTextInput,
  optionApplies,
  petSpeciesOf,
  speciesQuestionIndex,
  TEXT_ANSWER_MAX_LENGTH,
  validateAnswers,
  type AnswerError,
  type QuizAnswers,
  type QuizConfig,
  type QuizQuestion,
  type Species,
} from '@/engine/runtime';

/**
 * The quiz's step rules as pure functions over (config, answers, step index), so the machine, the
 * restore logic and the tests share one definition. A step is the index of a question in the
 * configuration; a step "applies" when its question can be answered for the pet.
 */

/**
 * Whether a step is shown for this pet: the text step always, a choice step only when it offers
 * the pet at least one option (a cat never sees a dogs-only question).
 *
 * @example
 * isStepApplicable(config, 2, 'cat'); // true when question 3 has an option for cats
 */
export function isStepApplicable(config: QuizConfig, step: number, species: Species | undefined): boolean {
  const question = config.questions[step];
  if (question === undefined) return false;
  return isTextInput(question.inputType) || applicableOptions(question, species).length > 0;
}

/**
 * The steps this pet sees, in order.
 *
 * @example
 * applicableSteps(defaultFlow, 'dog'); // [0, 1, 2, 3, 4, 5, 6, 7, 8]
 */
export function applicableSteps(config: QuizConfig, species: Species | undefined): readonly number[] {
  const steps: number[] = [];
  config.questions.forEach((_, step) => {
    if (isStepApplicable(config, step, species)) steps.push(step);
  });
  return steps;
}

/**
 * The first step after `from` that this pet sees, or undefined after the last one.
 *
 * @example
 * nextStep(defaultFlow, 0, 'dog'); // 1
 */
export function nextStep(config: QuizConfig, from: number, species: Species | undefined): number | undefined {
  for (let step = from + 1; step < config.questions.length; step += 1) if (isStepApplicable(config, step, species)) return step;
  return undefined;
}

/**
 * The last step before `from` that this pet sees, or undefined before the first one.
 *
 * @example
 * previousStep(defaultFlow, 1, 'dog'); // 0
 */
export function previousStep(config: QuizConfig, from: number, species: Species | undefined): number | undefined {
  for (let step = Math.min(from, config.questions.length) - 1; step >= 0; step -= 1) if (isStepApplicable(config, step, species)) return step;
  return undefined;
}

/**
 * The first step of the quiz (0 for any configuration the editor rules accept).
 *
 * @example
 * firstStep(defaultFlow); // 0
 */
export function firstStep(config: QuizConfig): number {
  return nextStep(config, -1, undefined) ?? 0;
}

/**
 * The last step this pet sees (where Next becomes "see my matches").
 *
 * @example
 * lastStep(defaultFlow, 'cat'); // 8
 */
export function lastStep(config: QuizConfig, species: Species | undefined): number {
  return previousStep(config, config.questions.length, species) ?? firstStep(config);
}

/**
 * The problems of one step's answer, as the engine words them (empty when the step is complete).
 * The engine validates the whole answer set; only this question's errors are kept.
 *
 * @example
 * stepErrors(defaultFlow, { type: ['dog'] }, 2).map((e) => e.code); // ['missing-answer']
 */
function stepErrors(config: QuizConfig, answers: QuizAnswers, step: number): readonly AnswerError[] {
  const question = config.questions[step];
  if (question === undefined) return [];
  const result = validateAnswers(config, answers);
  return result.ok ? [] : result.errors.filter((error) => error.questionId === question.id);
}

/**
 * Whether a step's answer lets the shopper move on: a valid choice for a choice step, anything
 * within the length limit for the (optional) text step.
 *
 * @example
 * isStepComplete(defaultFlow, { type: ['dog'] }, 0); // true
 * isStepComplete(defaultFlow, {}, 0); // false
 */
export function isStepComplete(config: QuizConfig, answers: QuizAnswers, step: number): boolean {
  return config.questions[step] !== undefined && stepErrors(config, answers, step).length === 0;
}

/**
 * The first step this pet sees whose answer is not complete, or undefined when all are.
 *
 * @example
 * firstIncompleteStep(defaultFlow, { type: ['dog'] }); // 2 (the name step is optional)
 */
export function firstIncompleteStep(config: QuizConfig, answers: QuizAnswers): number | undefined {
  const species = petSpeciesOf(config, answers);
  return applicableSteps(config, species).find((step) => !isStepComplete(config, answers, step));
}

/**
 * Cuts text to the engine's length limit without splitting an emoji (a UTF-16 surrogate pair):
 * half a pair would not survive the trip through a shared URL.
 *
 * @example
 * limitText('x'.repeat(70)).length; // 60
 */
function limitText(text: string): string {
  if (text.length <= TEXT_ANSWER_MAX_LENGTH) return text;
  const last = text.charCodeAt(TEXT_ANSWER_MAX_LENGTH - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, splitsPair ? TEXT_ANSWER_MAX_LENGTH - 1 : TEXT_ANSWER_MAX_LENGTH);
}

const isChoice = (question: QuizQuestion): boolean => !isTextInput(question.inputType);

const without = (answers: QuizAnswers, id: string): QuizAnswers => {
  const rest: Record<string, string | readonly string[]> = { ...answers };
  delete rest[id];
  return rest;
};

/**
 * Drops the chosen options that no longer suit the pet (after the pet type changed), and the
 * answers left empty by that, so a cat never carries a "large dog" answer into the engine.
 *
 * @example
 * pruneForSpecies(defaultFlow, { type: ['cat'], size: ['large-dog'], love: ['chicken', 'bison'] });
 * // { type: ['cat'], love: ['chicken'] }
 */
function pruneForSpecies(config: QuizConfig, answers: QuizAnswers): QuizAnswers {
  const species = petSpeciesOf(config, answers);
  let pruned = answers;
  for (const question of config.questions) {
    const answer = pruned[question.id];
    if (!isChoice(question) || !Array.isArray(answer)) continue;
    const kept = (answer as readonly string[]).filter((value) => {
      const option = question.options.find((candidate) => candidate.value === value);
      return option !== undefined && optionApplies(option, species);
    });
    if (kept.length === answer.length) continue;
    pruned = kept.length === 0 ? without(pruned, question.id) : { ...pruned, [question.id]: kept };
  }
  return pruned;
}

/**
 * The answers after choosing one option of a single-choice step, or undefined when the choice is
 * not possible there (another input type, an unknown option, an option for the other species).
 * Choosing the pet type prunes answers the new pet cannot have.
 *
 * @example
 * chooseOption(defaultFlow, { type: ['dog'], size: ['large-dog'] }, 0, 'cat'); // { type: ['cat'] }
 */
export function chooseOption(config: QuizConfig, answers: QuizAnswers, step: number, value: string): QuizAnswers | undefined {
  const question = config.questions[step];
  if (question === undefined || !isChoice(question) || isMultipleChoice(question.inputType)) return undefined;
  const species = petSpeciesOf(config, answers);
  if (!applicableOptions(question, species).some((option) => option.value === value)) return undefined;
  const chosen: QuizAnswers = { ...answers, [question.id]: [value] };
  return step === speciesQuestionIndex(config) ? pruneForSpecies(config, chosen) : chosen;
}

/**
 * The answers after ticking or unticking one option of a multiple-choice step, or undefined when
 * the option is not offered there. An exclusive option (unique, e.g. "none") clears the others,
 * and any other option clears the exclusive one. Values stay in configuration order, so the same
 * choices always encode to the same shared URL.
 *
 * @example
 * toggleOption(defaultFlow, { avoid: ['no-fish'] }, 6, 'none'); // { avoid: ['none'] }
 * toggleOption(defaultFlow, { avoid: ['none'] }, 6, 'no-soy'); // { avoid: ['no-soy'] }
 */
export function toggleOption(config: QuizConfig, answers: QuizAnswers, step: number, value: string): QuizAnswers | undefined {
  const question = config.questions[step];
  if (question === undefined || !isMultipleChoice(question.inputType)) return undefined;
  const offered = applicableOptions(question, petSpeciesOf(config, answers));
  const option = offered.find((candidate) => candidate.value === value);
  if (option === undefined) return undefined;
  const current = answers[question.id];
  const selected = new Set<string>(Array.isArray(current) ? (current as readonly string[]) : []);
  if (selected.has(value)) {
    selected.delete(value);
  } else if (option.unique) {
    selected.clear();
    selected.add(value);
  } else {
    for (const other of offered) if (other.unique) selected.delete(other.value);
    selected.add(value);
  }
  const ordered = question.options.map((candidate) => candidate.value).filter((candidate) => selected.has(candidate));
  return ordered.length === 0 ? without(answers, question.id) : { ...answers, [question.id]: ordered };
}

/**
 * What the text field keeps while the shopper types: leading spaces dropped and cut to the
 * engine's limit (trailing spaces stay until the step is left, or "Mr " could never become
 * "Mr Whiskers").
 *
 * @example
 * textDraft('   Rex '); // 'Rex '
 */
function textDraft(text: string): string {
  return limitText(text.trimStart());
}

/**
 * The answers after typing in a text step, or undefined when the step is not a text step.
 * An empty field means the optional question is skipped, so its answer is removed.
 *
 * @example
 * typeText(defaultFlow, {}, 1, '  Rex'); // { name: 'Rex' }
 */
export function typeText(config: QuizConfig, answers: QuizAnswers, step: number, text: string): QuizAnswers | undefined {
  const question = config.questions[step];
  if (question === undefined || isChoice(question)) return undefined;
  const draft = textDraft(text);
  return draft === '' ? without(answers, question.id) : { ...answers, [question.id]: draft };
}

/**
 * The answers with every text answer trimmed (and removed when blank): what is stored, shared
 * and ranked once the shopper leaves the step.
 *
 * @example
 * commitTexts(defaultFlow, { name: 'Rex  ' }); // { name: 'Rex' }
 */
export function commitTexts(config: QuizConfig, answers: QuizAnswers): QuizAnswers {
  let committed = answers;
  for (const question of config.questions) {
    const answer = committed[question.id];
    if (isChoice(question) || typeof answer !== 'string') continue;
    const trimmed = limitText(answer.trim()).trim();
    if (trimmed === answer) continue;
    committed = trimmed === '' ? without(committed, question.id) : { ...committed, [question.id]: trimmed };
  }
  return committed;
}
