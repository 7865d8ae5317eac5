import { z } from 'zod';
import { factTestSchema, type FactTest } from './fact-test';
import { SPECIES, type Species } from './product-facts';

/**
 * A condition on another answer: the rule applies only when the question with this id was
 * answered with this option value (a puppy that will be a large dog).
 *
 * @example
 * const whenPuppy: RuleCondition = { question: 'age', value: 'puppy' };
 */
export type RuleCondition = z.output<typeof conditionSchema>;

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

const conditionSchema = z.object(
  {
    question: z.string({ error: 'when.question must be a question id' }).trim().min(1, 'when.question is required'),
    value: z.string({ error: 'when.value must be an option value' }).trim().min(1, 'when.value is required'),
  },
  { error: 'when must be an object such as { question: "age", value: "puppy" }' },
);

/**
 * Parses one rule, refusing a rule with none or several of match, exclude, require, species and
 * addOn, and a `when` on any rule but exclude or require. Whether `when` names a real question and
 * option is checked with the whole configuration (config-validation.ts).
 *
 * @example
 * optionRuleSchema.parse({ require: { field: 'contains', lacks: 'grain' } });
 */
export const optionRuleSchema = z
  .object({
    match: factTestSchema.optional(),
    exclude: factTestSchema.optional(),
    require: factTestSchema.optional(),
    species: z.enum(SPECIES, { error: `species must be one of ${SPECIES.join(', ')}` }).optional(),
    addOn: factTestSchema.optional(),
    when: conditionSchema.optional(),
  }, { error: 'a rule must be an object such as { match: { field, has } }' })
  .superRefine((raw, ctx) => {
    const present = RULE_KINDS.filter((kind) => raw[kind] !== undefined);
    if (present.length !== 1) {
      ctx.addIssue({ code: 'custom', message: `a rule needs exactly one of ${RULE_KINDS.join(', ')}` });
    } else if (raw.when !== undefined && present[0] !== 'exclude' && present[0] !== 'require') {
      ctx.addIssue({ code: 'custom', path: ['when'], message: 'only an exclude or require rule may have a when' });
    }
  })
  // The refinement above proved exactly one key is set, so this cast only names what was checked.
  .transform((raw) => {
    const kind = RULE_KINDS.find((k) => raw[k] !== undefined) ?? 'species';
    return (raw.when === undefined ? { [kind]: raw[kind] } : { [kind]: raw[kind], when: raw.when }) as OptionRule;
  });
