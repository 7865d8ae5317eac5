import type { QuizConfigInput } from '@/engine';
import type { ProductQuizQuestions } from './schema';

type RuleRow = ProductQuizQuestions[number]['options'][number]['rules'][number];

/**
 * One editor rule row ({ kind, field, test, value }, flat so the editor shows four plain fields)
 * in the engine's rule language: `{ species: value }` or `{ [kind]: { field, [test]: value } }`.
 * Nothing is checked here; parseQuizConfig reports what is wrong, located at the rule.
 *
 * @example
 * toOptionRule({ kind: 'exclude', field: 'contains', test: 'has', value: 'fish' });
 * // { exclude: { field: 'contains', has: 'fish' } }
 * toOptionRule({ kind: 'require', field: 'growthSizes', test: 'has', value: 'large', when: 'size=large-dog' });
 * // { require: { field: 'growthSizes', has: 'large' }, when: { question: 'size', value: 'large-dog' } }
 */
export function toOptionRule(row: RuleRow): Record<string, unknown> {
  if (row.kind === 'species') return { species: row.value.trim() };
  const rule: Record<string, unknown> = { [row.kind]: { field: row.field, [row.test]: row.value } };
  const when = row.when?.trim() ?? '';
  if (when !== '') {
    // 'size=large-dog' → { question: 'size', value: 'large-dog' }; a missing '=' leaves value empty for parseQuizConfig to report.
    const at = when.indexOf('=');
    rule.when = { question: at < 0 ? when : when.slice(0, at).trim(), value: at < 0 ? '' : when.slice(at + 1).trim() };
  }
  return rule;
}

/**
 * The block's questions as the engine's configuration input, for parseQuizConfig.
 *
 * @example
 * parseQuizConfig(toQuizConfigInput(questions));
 */
export function toQuizConfigInput(questions: ProductQuizQuestions): QuizConfigInput {
  // The rows are checked by parseQuizConfig, which takes unknown input; this only names the shape.
  return {
    questions: questions.map((question) => ({
      ...question,
      options: question.options.map((option) => ({ ...option, rules: option.rules.map(toOptionRule) })),
    })),
  } as unknown as QuizConfigInput;
}
