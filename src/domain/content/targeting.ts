/**
 * Builder's targeting as the app reads it: the rules that say who a content entry, an A/B test or a
 * personalization variant is for (`locale is en-gb`, `urlPath startsWith /blog`), and schedule dates.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';

/**
 * Builder's targeting operators. The editor offers the first seven; the two "or equal" forms are
 * accepted because Builder's own matcher (`filterWithCustomTargeting` in @builder.io/react) has them.
 */
export const QUERY_OPERATORS = [
  'is',
  'isNot',
  'contains',
  'startsWith',
  'endsWith',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqualTo',
  'lessThanOrEqualTo',
] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

const attributeScalarSchema = z.union([z.string(), z.number(), z.boolean()]);
const attributeValueSchema = z.union([attributeScalarSchema, z.array(attributeScalarSchema)]);
export type AttributeScalar = z.infer<typeof attributeScalarSchema>;
export type AttributeValue = DeepReadonly<z.infer<typeof attributeValueSchema>>;

/** One complete targeting condition: `locale is en-gb`, `urlPath startsWith /blog`, `petType is [dog, cat]`. */
const queryRuleSchema = z.object({
  property: z.string(),
  operator: z.enum(QUERY_OPERATORS),
  /** A list means any-of for every operator except isNot, where it means none-of. */
  value: attributeValueSchema,
});
export type QueryRule = DeepReadonly<z.infer<typeof queryRuleSchema>>;

/**
 * A targeting rule as Builder stores it. The editor can save a half-finished rule (no property or
 * operator yet); Builder's own matcher treats such a rule as always true, so it is dropped here.
 */
const storedQueryRuleSchema = z.looseObject({
  '@type': z.literal('@builder.io/core:Query').optional(),
  ...queryRuleSchema.partial().shape,
});

/**
 * An entry's or variant's rules, all of which must match (an empty list matches everyone).
 *
 * @example queryRulesSchema.parse([{ property: 'locale', operator: 'is', value: 'en-gb' }, { property: 'theme' }]) // the first rule only
 */
export const queryRulesSchema = z
  .array(storedQueryRuleSchema)
  .nullish()
  .transform((rules): QueryRule[] =>
    (rules ?? []).flatMap((rule) =>
      rule.property && rule.operator && rule.value !== undefined
        ? [{ property: rule.property, operator: rule.operator, value: rule.value }]
        : [],
    ),
  );

/**
 * A schedule date. Content dates are epoch ms; personalization variants (a `date` input) store ISO
 * strings. Both become epoch ms; a missing date is undefined.
 */
export const contentDateSchema = z
  .union([
    z.number().int(),
    z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: 'expected an ISO date' }),
  ])
  .nullish()
  .transform((value) => (value === null || value === undefined ? undefined : typeof value === 'number' ? value : Date.parse(value)));
