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
} from './product-vocabulary';
import { type ProductFacts } from './product-facts';

/**
 * The list fields of {@link ProductFacts} a rule may test, each with its closed vocabulary, so a
 * typo in an editor's rule ('chiken') is refused instead of silently matching nothing.
 *
 * @example
 * LIST_FIELD_VOCABULARY.proteins; // ['chicken', 'turkey', 'fish', 'beef', 'bison', 'lamb']
 */
export const LIST_FIELD_VOCABULARY = {
  proteins: PROTEINS,
  contains: AVOIDABLE_INGREDIENTS,
  lifeStages: LIFE_STAGES,
  sizes: SIZE_CLASSES,
  benefits: BENEFITS,
  textures: TEXTURES,
  switchFrom: CURRENT_FOODS,
  growthSizes: SIZE_CLASSES,
} as const satisfies { readonly [K in keyof ProductFacts]?: readonly string[] };

/**
 * List fields whose values are free text (merchandising tags), so any non-empty value is allowed.
 *
 * @example
 * FREE_LIST_FIELDS.includes('tags'); // true
 */
export const FREE_LIST_FIELDS = ['tags'] as const satisfies readonly (keyof ProductFacts)[];

/**
 * The single-valued fields of {@link ProductFacts} a rule may test with `is`.
 *
 * @example
 * SCALAR_FIELD_VOCABULARY.form; // ['bag', 'roll']
 */
export const SCALAR_FIELD_VOCABULARY = {
  species: SPECIES,
  form: RECIPE_FORMS,
  productType: PRODUCT_KINDS,
} as const satisfies { readonly [K in keyof ProductFacts]?: readonly string[] };

type VocabularyListField = keyof typeof LIST_FIELD_VOCABULARY;

/**
 * A list field a rule may test with `has` or `lacks`.
 *
 * @example
 * const field: ListField = 'contains';
 */
export type ListField = VocabularyListField | (typeof FREE_LIST_FIELDS)[number];

/**
 * A single-valued field a rule may test with `is`.
 *
 * @example
 * const field: ScalarField = 'form';
 */
export type ScalarField = keyof typeof SCALAR_FIELD_VOCABULARY;

/**
 * Every product field a rule may test.
 *
 * @example
 * const field: FactField = 'proteins';
 */
export type FactField = ListField | ScalarField;

/**
 * The fields a rule may test, in a stable order (for messages and generators).
 *
 * @example
 * FACT_FIELDS.length; // 12
 */
export const FACT_FIELDS = [
  ...(Object.keys(LIST_FIELD_VOCABULARY) as VocabularyListField[]),
  ...FREE_LIST_FIELDS,
  ...(Object.keys(SCALAR_FIELD_VOCABULARY) as ScalarField[]),
] as const satisfies readonly FactField[];

type ListValue<F extends ListField> = F extends VocabularyListField ? (typeof LIST_FIELD_VOCABULARY)[F][number] : string;
type ScalarValue<F extends ScalarField> = (typeof SCALAR_FIELD_VOCABULARY)[F][number];

/**
 * One yes/no question about a product, in a closed language an editor can write as data:
 * `{ field, has }` (the list holds the value), `{ field, lacks }` (it does not) or `{ field, is }`
 * (a single-valued field equals the value). Nothing else, so every test can be precomputed per
 * catalog as a bitmask.
 *
 * @example
 * const lovesChicken: FactTest = { field: 'proteins', has: 'chicken' };
 * const grainFree: FactTest = { field: 'contains', lacks: 'grain' };
 * const isRoll: FactTest = { field: 'form', is: 'roll' };
 */
export type FactTest =
  | { [F in ListField]: { readonly field: F; readonly has: ListValue<F> } }[ListField]
  | { [F in ListField]: { readonly field: F; readonly lacks: ListValue<F> } }[ListField]
  | { [F in ScalarField]: { readonly field: F; readonly is: ScalarValue<F> } }[ScalarField];

/**
 * Whether a field is a list field (tested with has/lacks) rather than a scalar (tested with is).
 *
 * @example
 * isListField('proteins'); // true
 * isListField('form'); // false
 */
function isListField(field: FactField): field is ListField {
  return !Object.hasOwn(SCALAR_FIELD_VOCABULARY, field);
}

/**
 * The allowed values of a field, or undefined for free-text fields (tags).
 *
 * @example
 * vocabularyOf('form'); // ['bag', 'roll']
 * vocabularyOf('tags'); // undefined
 */
export function vocabularyOf(field: FactField): readonly string[] | undefined {
  if (Object.hasOwn(LIST_FIELD_VOCABULARY, field)) return LIST_FIELD_VOCABULARY[field as VocabularyListField];
  if (Object.hasOwn(SCALAR_FIELD_VOCABULARY, field)) return SCALAR_FIELD_VOCABULARY[field as ScalarField];
  return undefined;
}

/** The three ways a test compares a field with its value. */
export const FACT_OPERATORS = ['has', 'lacks', 'is'] as const;

/**
 * How a test compares a field with its value.
 *
 * @example
 * const operator: FactOperator = 'lacks';
 */
export type FactOperator = (typeof FACT_OPERATORS)[number];
type Operator = FactOperator;

/**
 * The operators a test of this field may use: has or lacks for a list field, is for a scalar.
 * Its schema (fact-test-schema.ts) refuses any other, so an editor offering these offers exactly what parses.
 *
 * @example
 * operatorsFor('proteins'); // ['has', 'lacks']
 * operatorsFor('form'); // ['is']
 */
export function operatorsFor(field: FactField): readonly FactOperator[] {
  return isListField(field) ? ['has', 'lacks'] : ['is'];
}

/**
 * The operator and value of a test, whichever shape it has.
 *
 * @example
 * operatorOf({ field: 'contains', lacks: 'grain' }); // { operator: 'lacks', value: 'grain' }
 */
export function operatorOf(test: FactTest): { readonly operator: Operator; readonly value: string } {
  if ('has' in test) return { operator: 'has', value: test.has };
  if ('lacks' in test) return { operator: 'lacks', value: test.lacks };
  return { operator: 'is', value: test.is };
}
