import { z } from 'zod';
import { QUIZ_WEIGHTS } from '@/config/constants';
import { optionRuleSchema } from './option-rule-schema';
import { SPECIES } from './product-facts';
import { INPUT_TYPES, MAX_WEIGHT, QUESTION_IDS } from './quiz-vocabulary';

export * from './quiz-vocabulary';

// Builder sends an emptied optional field as '' or null; both mean "not set".
const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
};

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const requiredText = (label: string) =>
  z
    .string({ error: (issue) => (isBlank(issue.input) ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`);

const optionalText = (label: string) => z.preprocess(blankToUndefined, z.string({ error: `${label} must be text` }).trim().optional());

const weightMessage = `weight must be a whole number from 1 to ${MAX_WEIGHT}`;

// §3 gives a default of 5 when the weight is left out; §5 makes an emptied weight an error.
const weight = z
  .number({ error: (issue) => (isBlank(issue.input) ? 'weight is required' : weightMessage) })
  .int(weightMessage)
  .min(1, weightMessage)
  .max(MAX_WEIGHT, weightMessage)
  .default(QUIZ_WEIGHTS.defaultWeight);

/**
 * One answer option of a question (§3 Quiz option), with its meaning for products in `rules`.
 * `type` limits the option to dogs or cats (absent: both); `unique` makes it exclusive (none);
 * `matchLabel` optionally words a match for shoppers ("Loves chicken") instead of the default.
 *
 * @example
 * quizOptionSchema.parse({ name: 'Chicken', value: 'chicken', rules: [{ match: { field: 'proteins', has: 'chicken' } }] });
 * // { name: 'Chicken', value: 'chicken', unique: false, weight: 5, rules: [...] }
 */
const quizOptionSchema = z.object({
  name: requiredText('name'),
  description: optionalText('description'),
  value: requiredText('value'),
  type: z.preprocess(blankToUndefined, z.enum(SPECIES, { error: `type must be one of ${SPECIES.join(', ')}` }).optional()),
  unique: z.preprocess(blankToUndefined, z.boolean({ error: 'unique must be true or false' }).default(false)),
  image: optionalText('image'),
  weight,
  rules: z.preprocess(blankToUndefined, z.array(optionRuleSchema, { error: 'rules must be a list' }).default([])),
  matchLabel: optionalText('matchLabel'),
}, { error: 'an option must be an object with a name and a value' });

/**
 * A parsed quiz option (defaults applied).
 *
 * @example
 * const none: QuizOption = { name: 'None', value: 'none', unique: true, weight: 5, rules: [] };
 */
export type QuizOption = z.output<typeof quizOptionSchema>;

/**
 * One question of the quiz (§3 Quiz question). Headings may embed the pet-name placeholder.
 *
 * @example
 * quizQuestionSchema.parse({ id: 'love', heading: 'What does {petName} love?', inputType: 'multiple choices', weight: 9, options: [] });
 */
const quizQuestionSchema = z.object({
  id: z.enum(QUESTION_IDS, {
    error: (issue) => (isBlank(issue.input) ? 'id is required' : `id must be one of ${QUESTION_IDS.join(', ')}`),
  }),
  heading: requiredText('heading'),
  subheading: optionalText('subheading'),
  inputType: z.enum(INPUT_TYPES, {
    error: (issue) => (isBlank(issue.input) ? 'inputType is required' : `inputType must be one of ${INPUT_TYPES.join(', ')}`),
  }),
  weight,
  nextButtonLabel: optionalText('nextButtonLabel'),
  options: z.preprocess(blankToUndefined, z.array(quizOptionSchema, { error: 'options must be a list' }).default([])),
}, { error: 'a question must be an object with an id, a heading, an inputType and options' });

/**
 * A parsed quiz question (defaults applied).
 *
 * @example
 * const name: QuizQuestion = { id: 'name', heading: "What's your pet's name?", inputType: 'input field', weight: 5, options: [] };
 */
export type QuizQuestion = z.output<typeof quizQuestionSchema>;

/**
 * The structural schema of a whole quiz configuration. Use {@link parseQuizConfig} from
 * `config-validation.ts`, which adds the cross-field editor rules and located messages.
 *
 * @example
 * quizConfigSchema.safeParse({ questions: [] }).success; // true (the editor rules refuse it later)
 */
export const quizConfigSchema = z.object({
  questions: z.array(quizQuestionSchema, { error: 'questions must be a list' }),
}, { error: 'the quiz configuration must be an object with a list of questions' });

/**
 * A parsed, valid quiz configuration: the questions in the order the shopper sees them.
 *
 * @example
 * const config: QuizConfig = { questions: [] };
 */
export type QuizConfig = z.output<typeof quizConfigSchema>;

/**
 * What an editor may write (defaults not yet applied).
 *
 * @example
 * const input: QuizConfigInput = { questions: [{ id: 'custom', heading: 'Active?', inputType: 'single choice', options: [] }] };
 */
export type QuizConfigInput = z.input<typeof quizConfigSchema>;
