import { type FactTest } from './fact-test';
import { type Species } from './product-facts';

/**
 * A condition on another answer: the rule applies only when the question with this id was
 * answered with this option value (a puppy that will be a large dog).
 *
 * @example
 * const whenPuppy: RuleCondition = { question: 'age', value: 'puppy' };
 */
// Two fields, spelled out here rather than inferred from the schema (option-rule-schema.ts) so the
// ranking, which reads parsed rules only, never loads zod; the schema is checked against it.
export type RuleCondition = { readonly question: string; readonly value: string };

/**
 * What choosing an option means for products, as data beside the option:
 * - `{ match: test }`: a preference; products passing the test earn the option's points
 *   (an option with several match rules matches when any of them holds);
 * - `{ exclude: test }`: a hard constraint; products passing the test are removed (no fish);
 * - `{ require: test }`: a hard constraint; products failing the test are removed (grain-free);
 *   exclude and require may carry `when`, so they apply only with another answer;
 * - `{ species }`: the pet type; products for the other species are removed;
 * - `{ addOn: test }`: products passing the test (toppers, treats) are never meal picks; the best
 *   one that fits is offered apart, as something to add to the meal.
 * An option with no rules (none, either) carries no meaning for products.
 *
 * @example
 * const rules: OptionRule[] = [
 *   { match: { field: 'proteins', has: 'chicken' } },
 *   { exclude: { field: 'contains', has: 'fish' } },
 *   { require: { field: 'contains', lacks: 'grain' } },
 *   { require: { field: 'growthSizes', has: 'large' }, when: { question: 'size', value: 'large-dog' } },
 *   { species: 'dog' },
 *   { addOn: { field: 'productType', is: 'topper' } },
 * ];
 */
export type OptionRule =
  | { readonly match: FactTest }
  | { readonly exclude: FactTest; readonly when?: RuleCondition }
  | { readonly require: FactTest; readonly when?: RuleCondition }
  | { readonly species: Species }
  | { readonly addOn: FactTest };

/**
 * The kinds of rule, in the order an editor reads them.
 *
 * @example
 * RULE_KINDS; // ['match', 'exclude', 'require', 'species', 'addOn']
 */
export const RULE_KINDS = ['match', 'exclude', 'require', 'species', 'addOn'] as const;

/**
 * The tests of an option's add-on rules: what is offered apart from the meal picks.
 *
 * @example
 * addOnTestsOf([{ addOn: { field: 'productType', is: 'topper' } }]); // [{ field: 'productType', is: 'topper' }]
 */
export function addOnTestsOf(rules: readonly OptionRule[]): readonly FactTest[] {
  const tests: FactTest[] = [];
  for (const rule of rules) if ('addOn' in rule) tests.push(rule.addOn);
  return tests;
}

/**
 * The tests of an option's match rules: the preferences that earn points.
 *
 * @example
 * matchTestsOf([{ match: { field: 'proteins', has: 'fish' } }, { species: 'cat' }]);
 * // [{ field: 'proteins', has: 'fish' }]
 */
export function matchTestsOf(rules: readonly OptionRule[]): readonly FactTest[] {
  const tests: FactTest[] = [];
  for (const rule of rules) if ('match' in rule) tests.push(rule.match);
  return tests;
}

/**
 * The species an option sets through a species rule, if any.
 *
 * @example
 * speciesRuleOf([{ species: 'cat' }]); // 'cat'
 */
export function speciesRuleOf(rules: readonly OptionRule[]): Species | undefined {
  for (const rule of rules) if ('species' in rule) return rule.species;
  return undefined;
}
