/**
 * An editor's option rules as they arrive from configuration, parsed into {@link OptionRule}s.
 * Apart from option-rule.ts so the engine's ranking, which reads parsed rules only, never loads zod.
 */
import { z } from 'zod';
import { factTestSchema } from './fact-test-schema';
import { RULE_KINDS, type OptionRule, type RuleCondition } from './option-rule';
import { SPECIES } from './product-facts';

const conditionSchema: z.ZodType<RuleCondition, unknown> = z.object(
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
