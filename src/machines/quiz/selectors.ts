import {
  applicableOptions,
  fillPetName,
  isMultipleChoice,
  isTextInput,
  petSpeciesOf,
  type QuizAnswers,
  type QuizOption,
  type QuizOutcome,
  type QuizQuestion,
  type SizeClass,
  type Species,
} from '@/engine/runtime';
import { type QuizSnapshot } from './quiz.machine';
import { encodeShareValue, INVALID_SHARE_MESSAGE } from '@/domain/quiz/share-url';
import type { PetWeight } from '@/domain/quiz/pet-weight';
import { applicableSteps, lastStep } from '@/domain/quiz/steps';

/** The next button's label when the editor left it empty. */
const DEFAULT_NEXT_LABEL = 'Next';

/** The question id whose text answer is the pet's name (§3). */
const PET_NAME_QUESTION_ID = 'name';

/**
 * What a step shows: its question with the pet name filled in as text, the options this pet is
 * offered, the current answer, where it sits in the quiz and what its buttons say.
 *
 * @example
 * const view = selectStep(snapshot);
 * view?.progressLabel; // 'Step 3 of 9'
 */
export type QuizStepView = {
  readonly question: QuizQuestion;
  /** The question's index in the configuration. */
  readonly step: number;
  readonly heading: string;
  readonly subheading: string | undefined;
  readonly kind: 'single' | 'multiple' | 'text';
  readonly withImages: boolean;
  readonly options: readonly QuizOption[];
  readonly selected: readonly string[];
  readonly text: string;
  /** 1-based among the steps this pet sees. */
  readonly number: number;
  readonly count: number;
  readonly progressLabel: string;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly nextLabel: string;
  /** Why Next did nothing, once the shopper pressed it without a valid answer. */
  readonly error: string | null;
};

/**
 * The pet's name as answered (trimmed), or '' when skipped.
 *
 * @example
 * petNameOf({ name: '  Rex ' }); // 'Rex'
 */
function petNameOf(answers: QuizAnswers): string {
  const name = answers[PET_NAME_QUESTION_ID];
  return typeof name === 'string' ? name.trim() : '';
}

/**
 * What a step says when Next is pressed without a valid answer.
 *
 * @example
 * stepErrorMessage(loveQuestion); // 'Choose at least one option to continue.'
 */
function stepErrorMessage(question: QuizQuestion): string {
  if (isTextInput(question.inputType)) return 'Check the answer to continue.';
  return isMultipleChoice(question.inputType) ? 'Choose at least one option to continue.' : 'Choose an option to continue.';
}

/**
 * The current step, or null when the quiz is not showing a question (results).
 *
 * @example
 * const step = useSelector(quizRef, selectStep);
 */
export function selectStep(snapshot: QuizSnapshot): QuizStepView | null {
  if (!snapshot.hasTag('answering')) return null;
  const { config, answers, step, showStepError } = snapshot.context;
  const question = config.questions[step];
  if (question === undefined) return null;
  const species = petSpeciesOf(config, answers);
  const steps = applicableSteps(config, species);
  const petName = petNameOf(answers);
  const answer = answers[question.id];
  const number = steps.indexOf(step) + 1;
  const count = steps.length;
  const kind = isTextInput(question.inputType) ? 'text' : isMultipleChoice(question.inputType) ? 'multiple' : 'single';
  return {
    question,
    step,
    heading: fillPetName(question.heading, petName),
    subheading: question.subheading === undefined ? undefined : fillPetName(question.subheading, petName),
    kind,
    withImages: question.inputType === 'single choice with images' || question.inputType === 'multiple choices with images',
    options: kind === 'text' ? [] : applicableOptions(question, species),
    selected: Array.isArray(answer) ? (answer as readonly string[]) : [],
    text: typeof answer === 'string' ? answer : '',
    number,
    count,
    progressLabel: `Step ${number} of ${count}`,
    isFirst: steps[0] === step,
    isLast: lastStep(config, species) === step,
    nextLabel: question.nextButtonLabel ?? DEFAULT_NEXT_LABEL,
    error: showStepError ? stepErrorMessage(question) : null,
  };
}

/**
 * What the results show: the engine's outcome, the pet's name and the shared link's value.
 *
 * @example
 * const results = selectResults(snapshot);
 * results?.outcome.top[0]?.explanation[0]?.text; // 'Loves chicken: +45'
 */
export type QuizResultsView = {
  readonly outcome: QuizOutcome;
  readonly petName: string;
  readonly shareValue: string;
  /** The pet's size class, from the option chosen for the size question (its `sizes` match rule). */
  readonly petSize: { readonly species: Species; readonly size: SizeClass } | undefined;
  /** The pet's weight as the owner gave it on the results; null for the size answer's range of amounts. */
  readonly weight: PetWeight | null;
  /** The answers the outcome was ranked for: the switching plan reads what the pet eats now. */
  readonly answers: QuizAnswers;
};

/** The size class the chosen size option stands for, read off its `{ match: { field: 'sizes', has } }` rule. */
function petSizeOf(snapshot: QuizSnapshot): QuizResultsView['petSize'] {
  const { answers, config, outcome } = snapshot.context;
  const species = outcome?.species;
  const question = config.questions.find((q) => q.id === 'size');
  const answer = question === undefined ? undefined : answers[question.id];
  if (species === undefined || question === undefined || !Array.isArray(answer)) return undefined;
  const option = question.options.find((o) => answer.includes(o.value));
  for (const rule of option?.rules ?? []) if ('match' in rule && rule.match.field === 'sizes' && 'has' in rule.match) return { species, size: rule.match.has };
  return undefined;
}

/**
 * The results, or null while the shopper is still answering.
 *
 * @example
 * const results = useSelector(quizRef, selectResults);
 */
export function selectResults(snapshot: QuizSnapshot): QuizResultsView | null {
  const { outcome, answers, config, weight } = snapshot.context;
  if (!snapshot.hasTag('results') || outcome === null) return null;
  return { outcome, petName: petNameOf(answers), shareValue: encodeShareValue(answers, config, weight), petSize: petSizeOf(snapshot), weight, answers };
}

/**
 * The message to show above a fresh quiz started because a shared link was refused.
 *
 * @example
 * selectNotice(snapshot); // "That quiz link didn't work, so we've started a fresh quiz."
 */
export function selectNotice(snapshot: QuizSnapshot): string | null {
  return snapshot.hasTag('invalidShare') ? INVALID_SHARE_MESSAGE : null;
}
