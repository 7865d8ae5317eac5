import { z } from 'zod';
import { QUIZ_WEIGHTS } from '@/config/constants';
import { FACT_FIELDS } from '@/engine/fact-test';
import { SPECIES } from '@/engine/product-facts';
import { RULE_KINDS } from '@/engine/option-rule';
import { INPUT_TYPES, MAX_WEIGHT, QUESTION_IDS } from '@/engine/quiz-config';
import { IMAGE_FILE_TYPES, imageSrcSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';
import type { QuizConfig, QuizConfigError } from '@/engine';
import type { QuizCatalog } from '@/features/quiz/quiz-catalog';

/** How a rule tests a product field: the list holds the value, lacks it, or the field equals it. */
const RULE_TESTS = ['has', 'lacks', 'is'] as const;

/*
 * The block's schema checks only the shape Builder stores. The quiz rules of §5 (heading,
 * inputType, weight, option name and value required; no duplicate option values) and the rule
 * language are checked by the engine's parseQuizConfig when the block renders, because only it
 * can say which question and option is wrong: a failure here would show the generic block error.
 * So required texts default to '' and an emptied weight stays null for it to report.
 */

const ruleSchema = z.object({
  kind: z.enum(RULE_KINDS).default('match'),
  field: z.enum(FACT_FIELDS).optional(),
  test: z.enum(RULE_TESTS).default('has'),
  value: z.string().default(''),
  when: z.string().optional(),
});

const weightSchema = z.number().nullable().default(QUIZ_WEIGHTS.defaultWeight);

const optionSchema = z.object({
  name: z.string().default(''),
  description: z.string().optional(),
  value: z.string().default(''),
  type: z.enum(SPECIES).optional(),
  unique: z.boolean().default(false),
  image: imageSrcSchema.optional(),
  weight: weightSchema,
  matchLabel: z.string().optional(),
  rules: z.array(ruleSchema).default([]),
});

const questionSchema = z.object({
  id: z.enum(QUESTION_IDS).default('custom'),
  heading: z.string().default(''),
  subheading: z.string().optional(),
  inputType: z.enum(INPUT_TYPES).default('single choice'),
  weight: weightSchema,
  nextButtonLabel: z.string().optional(),
  options: z.array(optionSchema).default([]),
});

/**
 * What the server worked out for a published page before it rendered the block: the parsed quiz and
 * the locale's catalog slice with the page's public path, or why the editor's questions were
 * refused. Never typed by an editor (it has no input): the page loader adds it, so visitors get the
 * first question in the HTML and no checking code or catalog request in the browser. The editor's
 * live preview has none and checks and fetches in the browser instead.
 *
 * @example
 * const r: ResolvedQuiz = { status: 'ready', config, catalog, sitePath: '/en-gb/quiz-demo' };
 */
export type ResolvedQuiz =
  | { readonly status: 'ready'; readonly config: QuizConfig; readonly catalog: QuizCatalog; readonly sitePath: string }
  | { readonly status: 'invalid'; readonly errors: readonly QuizConfigError[] };

const isResolvedQuiz = (value: unknown): value is ResolvedQuiz =>
  typeof value === 'object' && value !== null && ((value as { status?: unknown }).status === 'ready' || (value as { status?: unknown }).status === 'invalid');

export const productQuizSchema = z.object({
  questions: z.array(questionSchema).default([]),
  // Built on the server from the questions and the catalog (resolve-quiz-blocks.ts), so it is
  // checked for its tag only; re-parsing the whole catalog on every render would buy nothing.
  resolved: z.custom<ResolvedQuiz>(isResolvedQuiz).optional(),
});

/** The questions as Builder stores them (parsed by the block schema). */
export type ProductQuizQuestions = z.output<typeof productQuizSchema>['questions'];

const weightInput = (helperText: string): BlockInput => ({
  name: 'weight',
  type: 'number',
  required: true,
  defaultValue: QUIZ_WEIGHTS.defaultWeight,
  min: 1,
  max: MAX_WEIGHT,
  step: 1,
  helperText,
});

const RULE_INPUTS: readonly BlockInput[] = [
  {
    name: 'kind',
    type: 'string',
    enum: RULE_KINDS,
    defaultValue: 'match',
    helperText:
      'match: products passing the test earn the option’s points. exclude: products passing it are removed (no fish). require: products failing it are removed (grain-free). species: only this pet’s products (value dog or cat). addOn: products passing it (toppers) are never meal picks and are offered apart.',
  },
  { name: 'field', type: 'string', enum: FACT_FIELDS, helperText: 'The product fact to test (not used by a species rule).' },
  { name: 'test', type: 'string', enum: RULE_TESTS, defaultValue: 'has', helperText: 'has / lacks for lists (proteins, contains, …); is for form and species.' },
  { name: 'value', type: 'string', defaultValue: '', helperText: 'e.g. chicken, grain, roll, dog.' },
  { name: 'when', type: 'string', helperText: 'Optional, exclude/require only: apply the rule only with another answer, as question=value (e.g. size=large-dog).' },
];

const OPTION_INPUTS: readonly BlockInput[] = [
  { name: 'name', type: 'string', required: true, defaultValue: '', helperText: 'What shoppers read, e.g. "Chicken".' },
  { name: 'description', type: 'string' },
  { name: 'value', type: 'string', required: true, defaultValue: '', helperText: 'Unique within the question, e.g. "chicken". Shared result links carry it.' },
  { name: 'type', type: 'string', enum: SPECIES, helperText: 'Offer this option to dogs or cats only. Leave empty for both.' },
  { name: 'unique', type: 'boolean', defaultValue: false, helperText: 'An exclusive choice such as "None": choosing it clears the others.' },
  { name: 'image', type: 'file', allowedFileTypes: IMAGE_FILE_TYPES, helperText: 'For the "with images" input types. JPEG, PNG or SVG.' },
  weightInput('Points when a product matches: question weight × option weight.'),
  { name: 'matchLabel', type: 'string', helperText: 'How a match reads in results, e.g. "Loves chicken". Optional.' },
  { name: 'rules', type: 'list', defaultValue: [], subFields: RULE_INPUTS, helperText: 'What choosing this option means for products.' },
];

const QUESTION_INPUTS: readonly BlockInput[] = [
  { name: 'id', type: 'string', enum: QUESTION_IDS, defaultValue: 'custom', helperText: 'Which §3 question this is; each id once per quiz. Use custom for your own.' },
  { name: 'heading', type: 'string', required: true, defaultValue: '', helperText: 'Write {petName} where the pet’s name goes, e.g. "How old is {petName}?".' },
  { name: 'subheading', type: 'string' },
  { name: 'inputType', type: 'string', enum: INPUT_TYPES, required: true, defaultValue: 'single choice' },
  weightInput(`How much this question counts (default ${QUIZ_WEIGHTS.defaultWeight}; loved proteins ${QUIZ_WEIGHTS.lovedProteinsWeight}).`),
  { name: 'nextButtonLabel', type: 'string', helperText: 'Defaults to "Next" (and "See my matches" on the last step).' },
  { name: 'options', type: 'list', defaultValue: [], subFields: OPTION_INPUTS },
];

export const productQuizInputs: readonly BlockInput[] = [
  {
    name: 'questions',
    type: 'list',
    defaultValue: [],
    subFields: QUESTION_INPUTS,
    helperText: 'Leave empty for the default nine-question quiz. Problems are listed in the preview, pointing at the question and option.',
  },
  {
    name: 'resolved',
    type: 'object',
    advanced: true,
    helperText: 'Filled in when the page is served (the checked quiz and the recipes); leave empty: anything typed here is replaced.',
  },
];
