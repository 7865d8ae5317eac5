import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { FACT_FIELDS, operatorsFor, optionRuleSchema, parseQuizConfig, RULE_KINDS, vocabularyOf } from '@/engine';
import { newRule, operatorChoices, rulesAsFields, ruleFieldsOf, toRule, valueChoices, withChange } from '@/studio/quiz/rule-fields';
import { quizConfigArbitrary } from '@tests/arbitraries/quiz';

const CONDITIONAL_RULES = [
  { exclude: { field: 'contains', has: 'fish' }, when: { question: 'type', value: 'cat' } },
  { require: { field: 'growthSizes', has: 'large' }, when: { question: 'size', value: 'large-dog' } },
  { species: 'dog' },
  { addOn: { field: 'productType', is: 'topper' } },
  { match: { field: 'tags', has: 'new' } },
];

describe('quiz studio rule fields', () => {
  it('the fields write back exactly the rule JSON they were read from (default flow, conditions, every generated rule)', () => {
    for (const question of defaultFlowJson.questions) for (const option of question.options) expect(rulesAsFields(option.rules)?.map(toRule)).toEqual(option.rules);
    expect(rulesAsFields(CONDITIONAL_RULES)?.map(toRule)).toEqual(CONDITIONAL_RULES);
    fc.assert(
      fc.property(quizConfigArbitrary, (config) => {
        for (const question of config.questions) for (const option of question.options) expect(rulesAsFields(option.rules)?.map(toRule)).toEqual(option.rules);
      }),
      { numRuns: 50 },
    );
  });

  it('rules the fields cannot show are left to the JSON box, not rewritten', () => {
    expect(rulesAsFields('[]')).toBeUndefined();
    expect(ruleFieldsOf({ match: { field: 'proteins', has: 'fish' }, exclude: { field: 'contains', has: 'fish' } })).toBeUndefined();
    expect(ruleFieldsOf({ match: { field: 'proteins', has: 'fish', lacks: 'beef' } })).toBeUndefined();
    expect(ruleFieldsOf({ match: { field: 'proteins', has: 'fish' }, note: 'why' })).toBeUndefined();
    expect(ruleFieldsOf({ mach: { field: 'proteins', has: 'fish' } })).toBeUndefined();
    // A value the engine refuses still reads as fields, so its message shows at the field.
    expect(ruleFieldsOf({ match: { field: 'proteins', has: 'chiken' } })).toMatchObject({ field: 'proteins', value: 'chiken' });
  });

  it('the choices are the engine schema’s own: every kind, field, operator and value offered parses', () => {
    expect(newRule().kind).toBe(RULE_KINDS[0]);
    for (const field of FACT_FIELDS) {
      expect(operatorChoices(field)).toEqual(operatorsFor(field));
      for (const operator of operatorChoices(field)) {
        const values = valueChoices({ kind: 'match', field, operator, value: '', when: undefined }) ?? ['any tag'];
        expect(values).toEqual(vocabularyOf(field) ?? ['any tag']);
        for (const value of values) for (const kind of RULE_KINDS) {
          const rule = toRule(withChange({ kind: 'match', field, operator, value, when: undefined }, { kind }));
          expect(optionRuleSchema.safeParse(rule).success, JSON.stringify(rule)).toBe(true);
        }
      }
    }
  });

  it('changing the field or kind keeps the rule one the engine reads, dropping what no longer applies', () => {
    const fish = { kind: 'exclude', field: 'contains', operator: 'has', value: 'fish', when: { question: 'type', value: 'cat' } } as const;
    expect(withChange(fish, { field: 'form' })).toMatchObject({ field: 'form', operator: 'is', value: 'bag' });
    expect(withChange(fish, { kind: 'match' }).when).toBeUndefined();
    expect(withChange(fish, { kind: 'require' }).when).toEqual({ question: 'type', value: 'cat' });
    expect(toRule(withChange(fish, { kind: 'species' }))).toEqual({ species: 'dog' });
  });

  it('a rule edited in the fields changes the configuration the engine parses', () => {
    const questions = defaultFlowJson.questions.map((q) =>
      q.id !== 'love' ? q : { ...q, options: q.options.map((o) => (o.value !== 'fish' ? o : { ...o, rules: [toRule({ kind: 'match', field: 'textures', operator: 'has', value: 'pate', when: undefined })] })) },
    );
    const parsed = parseQuizConfig({ questions });
    expect(parsed.ok && parsed.value.questions.find((q) => q.id === 'love')?.options.find((o) => o.value === 'fish')?.rules).toEqual([{ match: { field: 'textures', has: 'pate' } }]);
  });
});
