import { z } from '@/config/zod';
import { factTestSchema, type FactTest } from './fact-test';
import { SPECIES, type Species } from './product-facts';

/**
 * What choosing an option means for products, as data beside the option:
 * - `{ match: test }`: a preference; products passing the test earn the option's points
 *   (an option with several match rules matches when any of them holds);
 * - `{ exclude: test }`: a hard constraint; products passing the test are removed (no fish);
 * - `{ require: test }`: a hard constraint; products failing the test are removed (grain-free);
 * - `{ species }`: the pet type; products for the other species are removed.
 * An option with no rules (none, either) carries no meaning for products.
 *
 * @example
 * const rules: OptionRule[] = [
 *   { match: { field: 'proteins', has: 'chicken' } },
 *   { exclude: { field: 'contains', has: 'fish' } },
 *   { require: { field: 'contains', lacks: 'grain' } },
 *   { species: 'dog' },
 * ];
 */
export type OptionRule =
  | { readonly match: FactTest }
  | { readonly exclude: FactTest }
  | { readonly require: FactTest }
  | { readonly species: Species };

/**
 * The kinds of rule, in the order an editor reads them.
 *
 * @example
 * RULE_KINDS; // ['match', 'exclude', 'require', 'species']
 */
export const RULE_KINDS = ['match', 'exclude', 'require', 'species'] as const;

/**
 * A rule's kind.
 *
 * @example
 * const kind: RuleKind = 'exclude';
 */
export type RuleKind = (typeof RULE_KINDS)[number];

/**
 * Which kind a rule is.
 *
 * @example
 * ruleKind({ exclude: { field: 'contains', has: 'fish' } }); // 'exclude'
 */
export function ruleKind(rule: OptionRule): RuleKind {
  if ('match' in rule) return 'match';
  if ('exclude' in rule) return 'exclude';
  if ('require' in rule) return 'require';
  return 'species';
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

/**
 * Parses one rule, refusing a rule with none or several of match, exclude, require and species.
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
  }, { error: 'a rule must be an object such as { match: { field, has } }' })
  .superRefine((raw, ctx) => {
    const present = RULE_KINDS.filter((kind) => raw[kind] !== undefined);
    if (present.length !== 1) {
      ctx.addIssue({ code: 'custom', message: `a rule needs exactly one of ${RULE_KINDS.join(', ')}` });
    }
  })
  // The refinement above proved exactly one key is set, so this cast only names what was checked.
  .transform((raw) => {
    const kind = RULE_KINDS.find((k) => raw[k] !== undefined) ?? 'species';
    return { [kind]: raw[kind] } as OptionRule;
  });
