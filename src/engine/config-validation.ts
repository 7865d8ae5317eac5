import { type z } from 'zod';
import { err, ok, type Result } from './result';
import { INPUT_TYPES, isMultipleChoice, isTextInput, quizConfigSchema, type InputType, type QuizConfig } from './quiz-config';

/**
 * What kind of editor mistake an error reports.
 *
 * @example
 * const code: QuizConfigErrorCode = 'duplicate-option-value';
 */
type QuizConfigErrorCode =
  | 'required'
  | 'invalid'
  | 'no-questions'
  | 'duplicate-question-id'
  | 'duplicate-option-value'
  | 'missing-options'
  | 'options-on-input-field'
  | 'misplaced-species-rule'
  | 'unknown-condition';

/**
 * One refused part of a quiz configuration, located so the editor preview can point at it.
 * Indexes are 0-based; `message` is the full located sentence ("question 6 (love), option 3:
 * value is required") and `detail` the same without the location.
 *
 * @example
 * const e: QuizConfigError = {
 *   code: 'required', questionIndex: 5, questionId: 'love', optionIndex: 2, field: 'value',
 *   detail: 'value is required', message: 'question 6 (love), option 3: value is required',
 * };
 */
export type QuizConfigError = {
  readonly code: QuizConfigErrorCode;
  readonly questionIndex?: number;
  readonly questionId?: string;
  readonly optionIndex?: number;
  readonly ruleIndex?: number;
  readonly field?: string;
  readonly detail: string;
  readonly message: string;
};

type Location = { readonly questionIndex?: number; readonly optionIndex?: number; readonly ruleIndex?: number; readonly field?: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const rawQuestions = (input: unknown): readonly unknown[] | undefined => {
  if (!isRecord(input)) return undefined;
  const questions = input.questions;
  return Array.isArray(questions) ? questions : undefined;
};

const rawQuestionId = (input: unknown, questionIndex: number): string | undefined => {
  const question = rawQuestions(input)?.[questionIndex];
  if (!isRecord(question)) return undefined;
  const id = question.id;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined;
};

function locate(input: unknown, code: QuizConfigErrorCode, where: Location, detail: string): QuizConfigError {
  const parts: string[] = [];
  let questionId: string | undefined;
  if (where.questionIndex !== undefined) {
    questionId = rawQuestionId(input, where.questionIndex);
    parts.push(`question ${where.questionIndex + 1}${questionId === undefined ? '' : ` (${questionId})`}`);
  }
  if (where.optionIndex !== undefined) parts.push(`option ${where.optionIndex + 1}`);
  if (where.ruleIndex !== undefined) parts.push(`rule ${where.ruleIndex + 1}`);
  return {
    code,
    ...(where.questionIndex === undefined ? {} : { questionIndex: where.questionIndex }),
    ...(questionId === undefined ? {} : { questionId }),
    ...(where.optionIndex === undefined ? {} : { optionIndex: where.optionIndex }),
    ...(where.ruleIndex === undefined ? {} : { ruleIndex: where.ruleIndex }),
    ...(where.field === undefined ? {} : { field: where.field }),
    detail,
    message: parts.length === 0 ? detail : `${parts.join(', ')}: ${detail}`,
  };
}

function locationOfPath(path: readonly PropertyKey[]): Location {
  // Paths look like ['questions', 5, 'options', 2, 'rules', 0, 'match', 'has'].
  const indexAfter = (key: string): number | undefined => {
    const at = path.indexOf(key);
    const next = at >= 0 ? path[at + 1] : undefined;
    return typeof next === 'number' ? next : undefined;
  };
  const questionIndex = indexAfter('questions');
  const optionIndex = indexAfter('options');
  const ruleIndex = indexAfter('rules');
  const last = path[path.length - 1];
  const field = typeof last === 'string' && last !== 'questions' && last !== 'options' && last !== 'rules' ? last : undefined;
  return {
    ...(questionIndex === undefined ? {} : { questionIndex }),
    ...(optionIndex === undefined ? {} : { optionIndex }),
    ...(ruleIndex === undefined ? {} : { ruleIndex }),
    ...(field === undefined ? {} : { field }),
  };
}

function fromZodIssue(input: unknown, issue: z.core.$ZodIssue): QuizConfigError {
  // Every message of the schema is ours; "... is required" is how we word a missing value.
  const code: QuizConfigErrorCode = issue.message.endsWith(' is required') ? 'required' : 'invalid';
  const detail = issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : issue.message;
  return locate(input, code, locationOfPath(issue.path), detail);
}

const optionValue = (option: unknown): string | undefined => {
  if (!isRecord(option) || typeof option.value !== 'string') return undefined;
  const value = option.value.trim();
  return value === '' ? undefined : value;
};

const hasSpeciesRule = (option: unknown): boolean =>
  isRecord(option) && Array.isArray(option.rules) && option.rules.some((rule) => isRecord(rule) && rule.species !== undefined && rule.species !== null);

const knownInputType = (value: unknown): InputType | undefined =>
  typeof value === 'string' && (INPUT_TYPES as readonly string[]).includes(value) ? (value as InputType) : undefined;

/**
 * The editor rules that span fields (duplicates, options against input type, where the pet type is
 * set). Run on the raw input, defensively, so an editor sees them together with the field errors
 * instead of one round later.
 */
function crossFieldErrors(input: unknown): QuizConfigError[] {
  const questions = rawQuestions(input);
  if (questions === undefined) return [];
  const errors: QuizConfigError[] = [];
  if (questions.length === 0) errors.push(locate(input, 'no-questions', {}, 'the quiz needs at least one question'));
  const firstQuestionWithId = new Map<string, number>();
  let speciesQuestion: number | undefined;
  questions.forEach((question, questionIndex) => {
    if (!isRecord(question)) return;
    const id = rawQuestionId(input, questionIndex);
    if (id !== undefined) {
      const first = firstQuestionWithId.get(id);
      if (first === undefined) firstQuestionWithId.set(id, questionIndex);
      else
        errors.push(locate(input, 'duplicate-question-id', { questionIndex, field: 'id' }, `id '${id}' is already used by question ${first + 1}`));
    }
    const inputType = knownInputType(question.inputType);
    const options = Array.isArray(question.options) ? question.options : [];
    if (inputType !== undefined && isTextInput(inputType) && options.length > 0) {
      errors.push(locate(input, 'options-on-input-field', { questionIndex, field: 'options' }, 'an input field takes no options'));
    }
    if (inputType !== undefined && !isTextInput(inputType) && options.length === 0) {
      errors.push(locate(input, 'missing-options', { questionIndex, field: 'options' }, 'a choice question needs at least one option'));
    }
    const firstOptionWithValue = new Map<string, number>();
    let setsSpecies = false;
    options.forEach((option, optionIndex) => {
      const value = optionValue(option);
      if (value !== undefined) {
        const first = firstOptionWithValue.get(value);
        if (first === undefined) firstOptionWithValue.set(value, optionIndex);
        else
          errors.push(
            locate(input, 'duplicate-option-value', { questionIndex, optionIndex, field: 'value' }, `value '${value}' is already used by option ${first + 1}`),
          );
      }
      if (hasSpeciesRule(option)) {
        setsSpecies = true;
        // The pet type must be one answer, or "option for the other species" would be ambiguous.
        if (inputType !== undefined && (isMultipleChoice(inputType) || isTextInput(inputType))) {
          errors.push(
            locate(input, 'misplaced-species-rule', { questionIndex, optionIndex, field: 'rules' }, 'a species rule belongs in a single-choice question'),
          );
        }
      }
    });
    if (setsSpecies) {
      if (speciesQuestion === undefined) speciesQuestion = questionIndex;
      else
        errors.push(
          locate(input, 'misplaced-species-rule', { questionIndex, field: 'rules' }, `only one question may set the pet type (question ${speciesQuestion + 1} already does)`),
        );
    }
  });
  errors.push(...conditionErrors(input, questions));
  return errors;
}

/** A `when` must name a question of this quiz and one of its option values. */
function conditionErrors(input: unknown, questions: readonly unknown[]): QuizConfigError[] {
  const valuesById = new Map<string, Set<string>>();
  questions.forEach((question, questionIndex) => {
    const id = rawQuestionId(input, questionIndex);
    if (id === undefined || !isRecord(question) || valuesById.has(id)) return;
    const options = Array.isArray(question.options) ? question.options : [];
    valuesById.set(id, new Set(options.flatMap((option) => optionValue(option) ?? [])));
  });
  const errors: QuizConfigError[] = [];
  questions.forEach((question, questionIndex) => {
    if (!isRecord(question) || !Array.isArray(question.options)) return;
    question.options.forEach((option, optionIndex) => {
      if (!isRecord(option) || !Array.isArray(option.rules)) return;
      option.rules.forEach((rule, ruleIndex) => {
        if (!isRecord(rule) || !isRecord(rule.when)) return;
        const { question: target, value } = rule.when;
        if (typeof target !== 'string' || typeof value !== 'string') return;
        const where = { questionIndex, optionIndex, ruleIndex, field: 'when' };
        const values = valuesById.get(target.trim());
        if (values === undefined) errors.push(locate(input, 'unknown-condition', where, `when names question '${target}', which is not in the quiz`));
        else if (!values.has(value.trim())) errors.push(locate(input, 'unknown-condition', where, `when names '${value}', which is not an option of question '${target}'`));
      });
    });
  });
  return errors;
}

const order = (e: QuizConfigError): readonly number[] => [e.questionIndex ?? -1, e.optionIndex ?? -1, e.ruleIndex ?? -1];

/**
 * Parses an editor's quiz configuration and enforces the editor rules of §5 (heading, inputType,
 * weight, option name and value required; no duplicate option values in a question) plus the
 * rules the engine relies on. Never throws: a refused configuration comes back as located,
 * typed errors, in question order, for the editor preview.
 *
 * @example
 * const r = parseQuizConfig({ questions: [{ id: 'love', heading: 'Loves?', inputType: 'multiple choices', options: [{ name: 'Chicken' }] }] });
 * if (!r.ok) r.errors[0]?.message; // 'question 1 (love), option 1: value is required'
 */
export function parseQuizConfig(input: unknown): Result<QuizConfig, QuizConfigError> {
  const parsed = quizConfigSchema.safeParse(input);
  const errors = [...(parsed.success ? [] : parsed.error.issues.map((issue) => fromZodIssue(input, issue))), ...crossFieldErrors(input)];
  if (errors.length > 0) {
    const sorted = errors
      .map((error, at) => ({ error, at }))
      .sort((a, b) => {
        const ka = order(a.error);
        const kb = order(b.error);
        for (let i = 0; i < ka.length; i += 1) {
          const d = (ka[i] ?? 0) - (kb[i] ?? 0);
          if (d !== 0) return d;
        }
        return a.at - b.at;
      })
      .map(({ error }) => error);
    return err(sorted);
  }
  // A failed parse always produced an error above; this branch only narrows the type.
  return parsed.success ? ok(parsed.data) : err([locate(input, 'invalid', {}, 'the configuration could not be read')]);
}
