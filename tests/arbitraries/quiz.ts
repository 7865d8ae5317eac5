import fc from 'fast-check';
import { QUIZ_WEIGHTS } from '@/config/constants';
import { LIST_FIELD_VOCABULARY, SCALAR_FIELD_VOCABULARY, type FactTest, type ListField, type ScalarField } from '@/engine/fact-test';
import { applicableOptions, petSpeciesOf, speciesQuestionIndex } from '@/engine/option-applicability';
import { speciesRuleOf, type OptionRule } from '@/engine/option-rule';
import {
  AVOIDABLE_INGREDIENTS,
  BENEFITS,
  CURRENT_FOODS,
  LIFE_STAGES,
  PRODUCT_KINDS,
  PROTEINS,
  RECIPE_FORMS,
  SIZE_CLASSES,
  SPECIES,
  TEXTURES,
  type ProductFacts,
  type Species,
} from '@/engine/product-facts';
import { TEXT_ANSWER_MAX_LENGTH, type QuizAnswers } from '@/engine/quiz-answers';
import { QUESTION_IDS, type InputType, type QuestionId, type QuizConfig, type QuizOption, type QuizQuestion } from '@/engine/quiz-config';

/** Merchandising tags products carry; 'never-used' is a tag rules may test but no product has. */
const TAG_POOL = ['bestseller', 'new', 'limited'] as const;
const RULE_TAGS = [...TAG_POOL, 'never-used'] as const;

// A tiny alphabet makes id ties on editorialRank common, and mixes case and a non-ASCII letter
// so the id tie-break is exercised on code-unit order rather than on locale order.
const idCharacter = fc.constantFrom('a', 'b', 'c', 'A', 'B', '-', '0', 'é');

/** A product id from the small catalog alphabet (never starts with 'n', see {@link freshProductArbitrary}). */
const productIdArbitrary: fc.Arbitrary<string> = fc.string({ unit: idCharacter, minLength: 1, maxLength: 4 });

/** True with the given probability (0 to 1). */
const chance = (probability: number): fc.Arbitrary<boolean> => fc.integer({ min: 0, max: 99 }).map((n) => n < probability * 100);

const setOf = <T>(values: readonly T[]): fc.Arbitrary<T[]> => fc.shuffledSubarray([...values]);

/** Product facts with every list a set and editorial ranks that often tie. */
const productFactsArbitrary = (id: fc.Arbitrary<string> = productIdArbitrary): fc.Arbitrary<ProductFacts> =>
  fc.record({
    id,
    species: fc.constantFrom(...SPECIES),
    proteins: setOf(PROTEINS),
    contains: setOf(AVOIDABLE_INGREDIENTS),
    lifeStages: setOf(LIFE_STAGES),
    sizes: setOf(SIZE_CLASSES),
    benefits: setOf(BENEFITS),
    form: fc.constantFrom(...RECIPE_FORMS),
    textures: setOf(TEXTURES),
    switchFrom: setOf(CURRENT_FOODS),
    editorialRank: fc.integer({ min: 0, max: 4 }),
    tags: setOf(TAG_POOL),
    // Mostly meals, so rankings have something to rank; toppers and treats often enough to test.
    productType: fc.constantFrom(...PRODUCT_KINDS, 'complete-meal'),
    growthSizes: setOf(SIZE_CLASSES),
  });

/** A product whose id no catalog from {@link catalogArbitrary} can hold. */
export const freshProductArbitrary: fc.Arbitrary<ProductFacts> = productFactsArbitrary(productIdArbitrary.map((id) => `new-${id}`));

/** A catalog: products with distinct ids, as the catalog boundary guarantees. */
export const catalogArbitrary = (constraints: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<ProductFacts[]> =>
  fc.uniqueArray(productFactsArbitrary(), {
    selector: (product) => product.id,
    minLength: constraints.minLength ?? 0,
    maxLength: constraints.maxLength ?? 30,
    // Bigger than fast-check's default 'small' so rankings have ties, runner-ups and heaps to test.
    size: 'medium',
  });

const LIST_FIELDS = [...(Object.keys(LIST_FIELD_VOCABULARY) as (keyof typeof LIST_FIELD_VOCABULARY)[]), 'tags'] as const satisfies readonly ListField[];
const SCALAR_FIELDS = Object.keys(SCALAR_FIELD_VOCABULARY) as ScalarField[];

/** Any test of the rule language. */
const factTestArbitrary: fc.Arbitrary<FactTest> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...LIST_FIELDS).chain((field) =>
      fc.record({
        operator: fc.constantFrom('has', 'has', 'lacks'),
        value: fc.constantFrom(...(field === 'tags' ? RULE_TAGS : LIST_FIELD_VOCABULARY[field])),
      }).map(({ operator, value }) => ({ field, [operator]: value }) as FactTest),
    ) },
  { weight: 1, arbitrary: fc.constantFrom(...SCALAR_FIELDS).chain((field) =>
      fc.constantFrom(...SCALAR_FIELD_VOCABULARY[field]).map((value) => ({ field, is: value }) as FactTest),
    ) },
);

/** A rule of a non-species option: mostly preferences, sometimes hard constraints. */
const optionRuleArbitrary: fc.Arbitrary<OptionRule> = fc.oneof(
  { weight: 14, arbitrary: factTestArbitrary.map((match): OptionRule => ({ match })) },
  { weight: 1, arbitrary: factTestArbitrary.map((exclude): OptionRule => ({ exclude })) },
  { weight: 1, arbitrary: factTestArbitrary.map((require): OptionRule => ({ require })) },
  { weight: 1, arbitrary: factTestArbitrary.map((addOn): OptionRule => ({ addOn })) },
);

const weightArbitrary = fc.oneof(fc.constant(QUIZ_WEIGHTS.defaultWeight), fc.integer({ min: 1, max: 12 }));

const optionArbitrary = (value: string, settings: { typed: boolean; exclusive: boolean }): fc.Arbitrary<QuizOption> =>
  fc.record({
    name: fc.constant(`Option ${value}`),
    value: fc.constant(value),
    type: settings.typed ? fc.option(fc.constantFrom(...SPECIES), { nil: undefined, freq: 2 }) : fc.constant(undefined),
    unique: settings.exclusive ? chance(0.3) : fc.constant(false),
    weight: weightArbitrary,
    rules: fc.array(optionRuleArbitrary, { maxLength: 2 }),
  });

const OPTION_VALUES = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
const CHOICE_TYPES: readonly InputType[] = ['single choice', 'single choice with images', 'multiple choices', 'multiple choices with images'];
const MULTIPLE_TYPES: readonly InputType[] = ['multiple choices', 'multiple choices with images'];

const question = (id: QuestionId, inputType: InputType, weight: number, options: QuizOption[]): QuizQuestion => ({
  id,
  heading: `Question ${id} for {petName}`,
  subheading: undefined,
  inputType,
  weight,
  nextButtonLabel: undefined,
  options,
});

const choiceQuestionArbitrary = (id: QuestionId, inputTypes: readonly InputType[]): fc.Arbitrary<QuizQuestion> =>
  fc
    .record({
      inputType: fc.constantFrom(...inputTypes),
      weight: weightArbitrary,
      values: fc.uniqueArray(fc.constantFrom(...OPTION_VALUES), { minLength: 1, maxLength: 5 }),
      exclusive: fc.boolean(),
    })
    .chain(({ inputType, weight, values, exclusive }) =>
      fc.tuple(...values.map((value) => optionArbitrary(value, { typed: true, exclusive }))).map((options) => question(id, inputType, weight, options)),
    );

const questionArbitrary = (id: QuestionId): fc.Arbitrary<QuizQuestion> =>
  fc.oneof(
    { weight: id === 'name' ? 1 : 9, arbitrary: choiceQuestionArbitrary(id, CHOICE_TYPES) },
    { weight: id === 'name' ? 9 : 1, arbitrary: weightArbitrary.map((weight) => question(id, 'input field', weight, [])) },
  );

/** Always present: a multiple-choice question with two options for both species that are not exclusive. */
const openMultipleChoiceArbitrary = (id: QuestionId): fc.Arbitrary<QuizQuestion> =>
  fc
    .record({
      head: fc.tuple(optionArbitrary('m1', { typed: false, exclusive: false }), optionArbitrary('m2', { typed: false, exclusive: false })),
      rest: choiceQuestionArbitrary(id, MULTIPLE_TYPES),
    })
    .map(({ head, rest }) => ({ ...rest, options: [...head, ...rest.options] }));

const speciesQuestionArbitrary: fc.Arbitrary<QuizQuestion> = fc
  .record({
    inputType: fc.constantFrom<InputType>('single choice', 'single choice with images'),
    weight: weightArbitrary,
    withUndecided: chance(0.2),
  })
  .map(({ inputType, weight, withUndecided }) =>
    question('type', inputType, weight, [
      { name: 'Dog', value: 'dog', type: undefined, unique: false, weight: QUIZ_WEIGHTS.defaultWeight, rules: [{ species: 'dog' }] },
      { name: 'Cat', value: 'cat', type: undefined, unique: false, weight: QUIZ_WEIGHTS.defaultWeight, rules: [{ species: 'cat' }] },
      ...(withUndecided ? [{ name: 'Not sure', value: 'not-sure', type: undefined, unique: false, weight: QUIZ_WEIGHTS.defaultWeight, rules: [] }] : []),
    ]),
  );

const OTHER_IDS = QUESTION_IDS.filter((id) => id !== 'type');

/**
 * A valid quiz configuration as the editor rules allow it: distinct question ids, distinct option
 * values, at most one (single-choice) question setting the species, dog- and cat-only options,
 * exclusive options, hard-constraint rules. It always holds one multiple-choice question with at
 * least two non-exclusive options for both species (properties add or combine options there).
 */
export const quizConfigArbitrary: fc.Arbitrary<QuizConfig> = fc
  .record({
    withSpecies: chance(0.75),
    ids: fc.shuffledSubarray(OTHER_IDS, { minLength: 1, maxLength: 6 }),
  })
  .chain(({ withSpecies, ids }) => {
    const [openId, ...restIds] = ids as [QuestionId, ...QuestionId[]];
    const parts: fc.Arbitrary<QuizQuestion>[] = [openMultipleChoiceArbitrary(openId), ...restIds.map(questionArbitrary)];
    if (withSpecies) parts.push(speciesQuestionArbitrary);
    return fc.tuple(...parts).chain((questions) => fc.shuffledSubarray(questions, { minLength: questions.length, maxLength: questions.length }));
  })
  .map((questions) => ({ questions }));

/** The species the chosen option of a species question sets. */
const speciesOfOption = (option: QuizOption | undefined): Species | undefined => (option === undefined ? undefined : speciesRuleOf(option.rules));

/**
 * Valid answers to a configuration: the species first, then for every question an answer that
 * suits the pet (one option for single choices; an exclusive option alone or a non-empty set of
 * other options for multiple choices, in shuffled order), the pet name sometimes skipped.
 */
export const answersArbitrary = (config: QuizConfig): fc.Arbitrary<QuizAnswers> => {
  const speciesQuestion = config.questions.find((q) => q.options.some((o) => speciesRuleOf(o.rules) !== undefined));
  const speciesPick: fc.Arbitrary<QuizOption | undefined> = speciesQuestion === undefined ? fc.constant(undefined) : fc.constantFrom(...speciesQuestion.options);
  return speciesPick.chain((picked) => {
    const species = speciesOfOption(picked);
    const entries = config.questions.map((q): fc.Arbitrary<readonly [string, string | string[] | undefined]> => {
      if (q === speciesQuestion) return fc.constant([q.id, picked === undefined ? undefined : [picked.value]] as const);
      if (q.inputType === 'input field') return fc.option(fc.string({ maxLength: 20 }), { nil: undefined }).map((text) => [q.id, text] as const);
      const applicable = q.options.filter((o) => o.type === undefined || species === undefined || o.type === species);
      if (applicable.length === 0) return fc.constant([q.id, undefined] as const);
      if (!MULTIPLE_TYPES.includes(q.inputType)) return fc.constantFrom(...applicable).map((o) => [q.id, [o.value]] as const);
      const exclusive = applicable.filter((o) => o.unique);
      const open = applicable.filter((o) => !o.unique);
      const choices: fc.Arbitrary<string[]>[] = [];
      if (exclusive.length > 0) choices.push(fc.constantFrom(...exclusive).map((o) => [o.value]));
      if (open.length > 0) choices.push(fc.shuffledSubarray(open.map((o) => o.value), { minLength: 1 }));
      return fc.oneof(...choices).map((values) => [q.id, values] as const);
    });
    return fc.tuple(...entries).map((pairs) => {
      const answers: Record<string, string | string[]> = {};
      for (const [id, value] of pairs) if (value !== undefined) answers[id] = value;
      return answers;
    });
  });
};

/** A configuration, a catalog and valid answers: one run of the quiz. */
export type QuizCase = { readonly config: QuizConfig; readonly catalog: readonly ProductFacts[]; readonly answers: QuizAnswers };

/** One run of the quiz: a configuration, a catalog and valid answers to it. */
export const quizCaseArbitrary = (catalog: fc.Arbitrary<ProductFacts[]> = catalogArbitrary()): fc.Arbitrary<QuizCase> =>
  fc.record({ config: quizConfigArbitrary, catalog }).chain(({ config, catalog: products }) =>
    answersArbitrary(config).map((answers) => ({ config, catalog: products, answers })),
  );

/** How many top picks and runner-ups to ask for, including none and everything. */
export const rankSizesArbitrary: fc.Arbitrary<{ top: number; runnerUps: number }> = fc.record({
  top: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant(Infinity)),
  runnerUps: fc.integer({ min: 0, max: 8 }),
});

/**
 * Complete, valid answers for a configuration: a pet type, then for every question the pet sees
 * one option (single choice), one exclusive option or several others (multiple choices), and
 * sometimes a name of any characters within the length limit.
 */
export function validAnswersArbitrary(flow: QuizConfig): fc.Arbitrary<QuizAnswers> {
  const typeQuestion = flow.questions[speciesQuestionIndex(flow)];
  const typeValues = typeQuestion?.options.map((o) => o.value) ?? [];
  return fc.constantFrom(...typeValues).chain((typeValue) => {
    const answers: Record<string, fc.Arbitrary<string | string[] | undefined>> = {};
    const species = petSpeciesOf(flow, typeQuestion === undefined ? {} : { [typeQuestion.id]: [typeValue] });
    for (const question of flow.questions) {
      if (question === typeQuestion) {
        answers[question.id] = fc.constant([typeValue]);
        continue;
      }
      if (question.inputType === 'input field') {
        answers[question.id] = fc.option(
          fc.string({ unit: 'binary', maxLength: 70 }).filter((name) => name.trim().length <= TEXT_ANSWER_MAX_LENGTH),
          { nil: undefined },
        );
        continue;
      }
      const offered = applicableOptions(question, species);
      if (offered.length === 0) continue;
      const values = offered.map((o) => o.value);
      if (!question.inputType.startsWith('multiple')) {
        answers[question.id] = fc.constantFrom(...values).map((v) => [v]);
        continue;
      }
      const exclusive = offered.filter((o) => o.unique).map((o) => o.value);
      const others = offered.filter((o) => !o.unique).map((o) => o.value);
      answers[question.id] = fc.oneof(
        ...(exclusive.length > 0 ? [fc.constantFrom(...exclusive).map((v) => [v])] : []),
        ...(others.length > 0 ? [fc.subarray(others, { minLength: 1 })] : []),
      );
    }
    return fc.record(answers).map((record) => {
      const defined: Record<string, string | readonly string[]> = {};
      for (const [id, value] of Object.entries(record)) if (value !== undefined) defined[id] = value;
      return defined;
    });
  });
}
