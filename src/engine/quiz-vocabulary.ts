/**
 * The quiz's fixed words: question ids, input types, the weight ceiling, and what an input type
 * means. Apart from the configuration schema (quiz-config.ts) so the quiz in the browser can walk
 * its questions and rank without loading zod.
 */
/**
 * The question ids of §3: one per default-flow question, plus `custom` for an editor's own.
 *
 * @example
 * QUESTION_IDS.includes('love'); // true
 */
export const QUESTION_IDS = ['type', 'name', 'size', 'age', 'dietary_needs', 'love', 'avoid', 'current', 'routine', 'custom'] as const;

/**
 * A question id.
 *
 * @example
 * const id: QuestionId = 'avoid';
 */
export type QuestionId = (typeof QUESTION_IDS)[number];

/**
 * The input types of §3.
 *
 * @example
 * INPUT_TYPES[4]; // 'input field'
 */
export const INPUT_TYPES = [
  'single choice',
  'single choice with images',
  'multiple choices',
  'multiple choices with images',
  'input field',
] as const;

/**
 * An input type.
 *
 * @example
 * const t: InputType = 'multiple choices';
 */
export type InputType = (typeof INPUT_TYPES)[number];

/**
 * The largest weight an editor may set. Far above any sensible weight; it keeps every score an
 * exact small integer whatever the configuration.
 *
 * @example
 * MAX_WEIGHT; // 1000
 */
export const MAX_WEIGHT = 1000;

/**
 * Whether an input type is a free-text field (it has no options and never scores).
 *
 * @example
 * isTextInput('input field'); // true
 */
export function isTextInput(inputType: InputType): boolean {
  return inputType === 'input field';
}

/**
 * Whether an input type lets the shopper pick several options.
 *
 * @example
 * isMultipleChoice('multiple choices with images'); // true
 * isMultipleChoice('single choice'); // false
 */
export function isMultipleChoice(inputType: InputType): boolean {
  return inputType === 'multiple choices' || inputType === 'multiple choices with images';
}
