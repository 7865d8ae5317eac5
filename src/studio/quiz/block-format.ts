/**
 * The Product Quiz block's options JSON ({ questions }, rules as flat rows { kind, field, test,
 * value, when }) to and from the engine's configuration, for the studio's paste and export.
 */
import { operatorOf, type OptionRule, type QuizConfig } from '@/engine';
import { productQuizSchema, type ProductQuizQuestions } from '@/blocks/product-quiz/schema';
import { toQuizConfigInput } from '@/blocks/product-quiz/to-quiz-config';

type RuleRow = ProductQuizQuestions[number]['options'][number]['rules'][number];

/**
 * One engine rule as the block's flat row.
 *
 * @example
 * toRuleRow({ exclude: { field: 'contains', has: 'fish' } }); // { kind: 'exclude', field: 'contains', test: 'has', value: 'fish' }
 */
function toRuleRow(rule: OptionRule): RuleRow {
  if ('species' in rule) return { kind: 'species', test: 'has', value: rule.species };
  const kind = 'match' in rule ? 'match' : 'exclude' in rule ? 'exclude' : 'require' in rule ? 'require' : 'addOn';
  const test = 'match' in rule ? rule.match : 'exclude' in rule ? rule.exclude : 'require' in rule ? rule.require : rule.addOn;
  const { operator, value } = operatorOf(test);
  const when = 'when' in rule && rule.when !== undefined ? { when: `${rule.when.question}=${rule.when.value}` } : {};
  return { kind, field: test.field, test: operator, value, ...when };
}

/**
 * A parsed configuration as the block's options JSON (what an editor pastes into Builder).
 *
 * @example
 * JSON.stringify(toBlockOptions(config), null, 2);
 */
export function toBlockOptions(config: QuizConfig): { readonly questions: ProductQuizQuestions } {
  return {
    questions: config.questions.map((question) => ({
      ...question,
      options: question.options.map((option) => ({ ...option, rules: option.rules.map(toRuleRow) })),
    })),
  };
}

/**
 * Pasted JSON as configuration input for parseQuizConfig: the block's options JSON (rules as
 * { kind, … } rows) or the engine's own form (rules as { match: … }). Undefined when the text is
 * not JSON or not shaped like either.
 *
 * @example
 * fromPastedJson('{"questions":[]}'); // { ok: true, input: { questions: [] } }
 */
export function fromPastedJson(text: string): { readonly ok: true; readonly input: unknown } | { readonly ok: false; readonly message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `That is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const blockRows = JSON.stringify(raw).includes('"kind"');
  if (!blockRows) return { ok: true, input: raw };
  const block = productQuizSchema.safeParse(raw);
  if (!block.success) return { ok: false, message: `That is not a Product Quiz block's options: ${block.error.issues[0]?.message ?? 'unknown shape'}` };
  return { ok: true, input: toQuizConfigInput(block.data.questions) };
}
