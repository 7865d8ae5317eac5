import { isAnswerRequired, petSpeciesOf } from './option-applicability';
import { type Species } from './product-facts';
import { TEXT_ANSWER_MAX_LENGTH, type QuizAnswers } from './quiz-answers';
import { type QuizConfig } from './quiz-config';
import { isMultipleChoice, isTextInput, type QuestionId } from './quiz-vocabulary';
import { err, ok, type Result } from './result';

/**
 * One problem with a set of answers. Each carries the question (and option value) it concerns and
 * a sentence; the quiz machine maps codes to its own copy, a tampered URL just restarts.
 *
 * @example
 * const e: AnswerError = { code: 'missing-answer', questionId: 'size', message: 'size: an answer is required' };
 */
export type AnswerError =
  | { readonly code: 'unknown-question'; readonly questionId: string; readonly message: string }
  | { readonly code: 'unknown-option'; readonly questionId: QuestionId; readonly value: string; readonly message: string }
  | {
      readonly code: 'other-species-option';
      readonly questionId: QuestionId;
      readonly value: string;
      readonly optionSpecies: Species;
      readonly petSpecies: Species;
      readonly message: string;
    }
  | { readonly code: 'exclusive-combined'; readonly questionId: QuestionId; readonly value: string; readonly message: string }
  | { readonly code: 'missing-answer'; readonly questionId: QuestionId; readonly message: string }
  | { readonly code: 'too-many-options'; readonly questionId: QuestionId; readonly message: string }
  | { readonly code: 'duplicate-option'; readonly questionId: QuestionId; readonly value: string; readonly message: string }
  | { readonly code: 'wrong-answer-kind'; readonly questionId: QuestionId; readonly expected: 'text' | 'option values'; readonly message: string }
  | { readonly code: 'text-too-long'; readonly questionId: QuestionId; readonly maxLength: number; readonly message: string };

/**
 * Answers that passed validation, in the engine's terms: per question (config order) the indexes
 * of the chosen options (config order, so the shopper's click order never changes a result).
 *
 * @example
 * const v: ValidatedAnswers = { species: 'dog', petName: 'Rex', texts: { name: 'Rex' }, selections: [[0], [], [2]] };
 */
export type ValidatedAnswers = {
  readonly species: Species | undefined;
  /** The trimmed answer to the `name` question, or '' when skipped. */
  readonly petName: string;
  readonly texts: Readonly<Partial<Record<QuestionId, string>>>;
  readonly selections: readonly (readonly number[])[];
};

// Shown back in messages; a tampered URL may carry anything, so keep it short.
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/**
 * Checks answers against the configuration: unknown questions and options, options for the other
 * species, an exclusive option (unique, e.g. none) combined with others, several options for a
 * single choice, duplicates, missing required answers, wrong answer kinds and over-long text.
 * All problems are reported at once, in question order.
 *
 * @example
 * const r = validateAnswers(defaultFlow, { type: ['dog'], avoid: ['none', 'no-fish'] });
 * if (!r.ok) r.errors.map((e) => e.code); // ['missing-answer', ..., 'exclusive-combined', ...]
 */
export function validateAnswers(config: QuizConfig, answers: QuizAnswers): Result<ValidatedAnswers, AnswerError> {
  const errors: AnswerError[] = [];
  // Answers may come from a URL; treat anything that is not a plain record as no answers.
  const given: QuizAnswers = typeof answers === 'object' && answers !== null && !Array.isArray(answers) ? answers : {};
  const ids = new Set<string>(config.questions.map((question) => question.id));
  for (const key of Object.keys(given)) {
    if (!ids.has(key)) errors.push({ code: 'unknown-question', questionId: shown(key), message: `there is no question '${shown(key)}'` });
  }
  const species = petSpeciesOf(config, given);
  const texts: Partial<Record<QuestionId, string>> = {};
  const selections: number[][] = [];

  for (const question of config.questions) {
    const id = question.id;
    const answer: unknown = Object.hasOwn(given, id) ? given[id] : undefined;
    const chosen: number[] = [];
    selections.push(chosen);

    if (isTextInput(question.inputType)) {
      if (answer === undefined) continue;
      if (typeof answer !== 'string') {
        errors.push({ code: 'wrong-answer-kind', questionId: id, expected: 'text', message: `${id}: the answer must be text` });
      } else if (answer.trim().length > TEXT_ANSWER_MAX_LENGTH) {
        errors.push({
          code: 'text-too-long',
          questionId: id,
          maxLength: TEXT_ANSWER_MAX_LENGTH,
          message: `${id}: the answer must be at most ${TEXT_ANSWER_MAX_LENGTH} characters`,
        });
      } else {
        texts[id] = answer.trim();
      }
      continue;
    }

    if (answer === undefined || (Array.isArray(answer) && answer.length === 0)) {
      if (isAnswerRequired(question, species)) errors.push({ code: 'missing-answer', questionId: id, message: `${id}: an answer is required` });
      continue;
    }
    if (!Array.isArray(answer)) {
      errors.push({ code: 'wrong-answer-kind', questionId: id, expected: 'option values', message: `${id}: the answer must be a list of option values` });
      continue;
    }

    const seen = new Set<number>();
    for (const raw of answer as readonly unknown[]) {
      const index = typeof raw === 'string' ? question.options.findIndex((option) => option.value === raw) : -1;
      const option = question.options[index];
      if (option === undefined) {
        errors.push({ code: 'unknown-option', questionId: id, value: shown(raw), message: `${id}: '${shown(raw)}' is not one of its options` });
      } else if (seen.has(index)) {
        errors.push({ code: 'duplicate-option', questionId: id, value: option.value, message: `${id}: '${shown(option.value)}' is chosen twice` });
      } else {
        seen.add(index);
        chosen.push(index);
        if (species !== undefined && option.type !== undefined && option.type !== species) {
          errors.push({
            code: 'other-species-option',
            questionId: id,
            value: option.value,
            optionSpecies: option.type,
            petSpecies: species,
            message: `${id}: '${shown(option.value)}' is only for ${option.type}s, and this pet is a ${species}`,
          });
        }
      }
    }
    chosen.sort((a, b) => a - b);
    if (chosen.length > 1 && !isMultipleChoice(question.inputType)) {
      errors.push({ code: 'too-many-options', questionId: id, message: `${id}: choose only one option` });
    }
    if (chosen.length > 1) {
      for (const index of chosen) {
        const option = question.options[index];
        if (option?.unique === true) {
          errors.push({
            code: 'exclusive-combined',
            questionId: id,
            value: option.value,
            message: `${id}: '${shown(option.value)}' can't be combined with other choices`,
          });
        }
      }
    }
  }

  if (errors.length > 0) return err(errors);
  return ok({ species, petName: texts.name ?? '', texts, selections });
}
