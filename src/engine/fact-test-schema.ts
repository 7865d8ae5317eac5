/**
 * The editor's fact tests as they arrive from configuration, parsed into {@link FactTest}. Apart
 * from fact-test.ts so the engine's ranking, which only reads parsed tests, never loads zod.
 */
import { z } from 'zod';
import { FACT_FIELDS, FACT_OPERATORS, operatorsFor, vocabularyOf, type FactOperator, type FactTest } from './fact-test';

const optionalValue = z.string({ error: 'the value must be text' }).trim().optional();

/**
 * Parses an editor's fact test, refusing unknown fields, the wrong operator for the field and
 * values outside the field's vocabulary, with messages an editor can act on.
 *
 * @example
 * factTestSchema.parse({ field: 'proteins', has: 'chicken' }); // { field: 'proteins', has: 'chicken' }
 */
export const factTestSchema = z
  .object({
    field: z.enum(FACT_FIELDS, { error: `the field must be one of ${FACT_FIELDS.join(', ')}` }),
    has: optionalValue,
    lacks: optionalValue,
    is: optionalValue,
  }, { error: 'a test must be an object such as { field, has }' })
  .superRefine((raw, ctx) => {
    const present = FACT_OPERATORS.filter((op) => raw[op] !== undefined);
    const allowed = operatorsFor(raw.field);
    const expected = allowed.join(' or ');
    if (present.length !== 1 || !allowed.includes(present[0] as FactOperator)) {
      ctx.addIssue({ code: 'custom', message: `a test of ${raw.field} needs exactly one of ${expected}` });
      return;
    }
    const operator = present[0] as FactOperator;
    const value = raw[operator] ?? '';
    const vocabulary = vocabularyOf(raw.field);
    if (value === '') {
      ctx.addIssue({ code: 'custom', path: [operator], message: `the value of ${operator} is required` });
    } else if (vocabulary !== undefined && !vocabulary.includes(value)) {
      ctx.addIssue({
        code: 'custom',
        path: [operator],
        message: `'${value}' is not a ${raw.field} value (one of ${vocabulary.join(', ')})`,
      });
    }
  })
  // The refinement above proved the shape, so this cast only names what was checked.
  .transform((raw) => {
    const operator = FACT_OPERATORS.find((op) => raw[op] !== undefined) ?? 'is';
    return { field: raw.field, [operator]: raw[operator] } as FactTest;
  });
