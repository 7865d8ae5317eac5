/**
 * An option's rules as the studio's field editor shows them (kind, field, operator, value,
 * condition), read from and written back to the engine's rule language, the same JSON the
 * "Edit as JSON" box holds. Every choice comes from the engine's own vocabularies, the ones its
 * schema checks with, so the fields offer exactly what parses. Nothing is validated here:
 * parseQuizConfig judges the result and its messages are shown at the fields.
 */
import { FACT_FIELDS, operatorsFor, RULE_KINDS, SPECIES, vocabularyOf, type FactField, type FactOperator } from '@/engine';

/** A kind of rule (match, exclude, require, species, addOn). */
type RuleKind = (typeof RULE_KINDS)[number];

/**
 * One rule as fields. `field` and `operator` are unused by a species rule (its value is the
 * species); `when` is kept only on exclude and require, the kinds the engine lets carry one.
 *
 * @example
 * const fields: RuleFields = { kind: 'exclude', field: 'contains', operator: 'has', value: 'fish', when: undefined };
 */
export type RuleFields = {
  readonly kind: RuleKind;
  readonly field: string;
  readonly operator: string;
  readonly value: string;
  readonly when: { readonly question: string; readonly value: string } | undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isFactField = (field: string): field is FactField => (FACT_FIELDS as readonly string[]).includes(field);
const OPERATOR_KEYS = ['has', 'lacks', 'is'] as const satisfies readonly FactOperator[];

/** The kinds that may carry a condition (the engine refuses `when` on the others). */
export const CONDITIONAL_KINDS: readonly RuleKind[] = RULE_KINDS.filter((kind) => kind === 'exclude' || kind === 'require');

/**
 * The operators to offer for a field: the engine's for a known field, all three otherwise (an
 * unknown field is reported at the field; its operator stays as the editor wrote it).
 *
 * @example
 * operatorChoices('form'); // ['is']
 */
export function operatorChoices(field: string): readonly string[] {
  return isFactField(field) ? operatorsFor(field) : OPERATOR_KEYS;
}

/**
 * The values to offer for a rule: the species for a species rule, the field's vocabulary for a
 * test, or undefined when the value is free text (tags, or a field the engine does not know).
 *
 * @example
 * valueChoices({ kind: 'match', field: 'form', operator: 'is', value: 'roll', when: undefined }); // ['bag', 'roll']
 */
export function valueChoices(rule: RuleFields): readonly string[] | undefined {
  if (rule.kind === 'species') return SPECIES;
  return isFactField(rule.field) ? vocabularyOf(rule.field) : undefined;
}

/**
 * One rule of the engine's language as fields, or undefined when it cannot be shown as fields
 * (not an object, no kind or several, or keys the field editor has no place for): such rules
 * are edited as JSON.
 *
 * @example
 * ruleFieldsOf({ require: { field: 'contains', lacks: 'grain' } });
 * // { kind: 'require', field: 'contains', operator: 'lacks', value: 'grain', when: undefined }
 */
export function ruleFieldsOf(rule: unknown): RuleFields | undefined {
  if (!isRecord(rule)) return undefined;
  const kinds = RULE_KINDS.filter((kind) => rule[kind] !== undefined);
  const [kind] = kinds;
  if (kind === undefined || kinds.length > 1) return undefined;
  if (Object.keys(rule).some((key) => key !== kind && key !== 'when')) return undefined;
  const when = rule.when === undefined ? undefined : isRecord(rule.when) ? { question: text(rule.when.question), value: text(rule.when.value) } : null;
  if (when === null || (when !== undefined && (when.question === undefined || when.value === undefined))) return undefined;
  const condition = when === undefined ? undefined : { question: when.question ?? '', value: when.value ?? '' };
  if (kind === 'species') {
    const species = text(rule.species);
    return species === undefined || condition !== undefined ? undefined : { kind, field: '', operator: '', value: species, when: undefined };
  }
  const test = rule[kind];
  if (!isRecord(test)) return undefined;
  const field = text(test.field);
  const operators = OPERATOR_KEYS.filter((operator) => test[operator] !== undefined);
  const [operator] = operators;
  if (field === undefined || operator === undefined || operators.length > 1 || Object.keys(test).length !== 2) return undefined;
  const value = text(test[operator]);
  return value === undefined ? undefined : { kind, field, operator, value, when: condition };
}

/**
 * An option's rules as fields, or undefined when any of them can only be edited as JSON.
 *
 * @example
 * rulesAsFields([{ species: 'cat' }])?.[0]?.value; // 'cat'
 */
export function rulesAsFields(rules: unknown): readonly RuleFields[] | undefined {
  if (rules === undefined || rules === null) return [];
  if (!Array.isArray(rules)) return undefined;
  const fields = rules.map(ruleFieldsOf);
  return fields.every((rule): rule is RuleFields => rule !== undefined) ? fields : undefined;
}

/**
 * Fields back in the engine's rule language: exactly the JSON an editor would have typed.
 *
 * @example
 * toRule({ kind: 'exclude', field: 'contains', operator: 'has', value: 'fish', when: { question: 'type', value: 'cat' } });
 * // { exclude: { field: 'contains', has: 'fish' }, when: { question: 'type', value: 'cat' } }
 */
export function toRule(rule: RuleFields): Record<string, unknown> {
  if (rule.kind === 'species') return { species: rule.value };
  const test = { field: rule.field, [rule.operator]: rule.value };
  return rule.when === undefined || !CONDITIONAL_KINDS.includes(rule.kind) ? { [rule.kind]: test } : { [rule.kind]: test, when: { ...rule.when } };
}

/**
 * A rule with one field changed, the others adjusted so the rule stays one the engine can read:
 * a new field keeps its operator and value only where the field allows them, a new kind keeps
 * the test (a species rule takes a species), and a condition is dropped from kinds that cannot
 * carry one.
 *
 * @example
 * withChange(rule, { field: 'form' }); // operator 'is', value 'bag' unless rule.value was a form
 */
export function withChange(rule: RuleFields, change: Partial<RuleFields>): RuleFields {
  const next = { ...rule, ...change };
  if (next.kind === 'species') {
    const value = (SPECIES as readonly string[]).includes(next.value) ? next.value : (SPECIES[0] ?? '');
    return { ...next, value, when: undefined };
  }
  const field = next.field === '' || (rule.kind === 'species' && change.kind !== undefined) ? (FACT_FIELDS[0] ?? '') : next.field;
  const operators = operatorChoices(field);
  const operator = operators.includes(next.operator) ? next.operator : (operators[0] ?? 'has');
  const values = valueChoices({ ...next, field, operator });
  const value = values === undefined || values.includes(next.value) ? next.value : (values[0] ?? '');
  return { ...next, field, operator, value, when: CONDITIONAL_KINDS.includes(next.kind) ? next.when : undefined };
}

/**
 * The rule the "Add a rule" button starts with: a match on the first field, its first operator
 * and value, for the editor to change.
 *
 * @example
 * newRule().kind; // 'match'
 */
export function newRule(): RuleFields {
  return withChange({ kind: RULE_KINDS[0], field: FACT_FIELDS[0] ?? '', operator: '', value: '', when: undefined }, {});
}
