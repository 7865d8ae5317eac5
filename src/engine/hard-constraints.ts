import { popcount32, type Bits } from './bitset';
import { type ValidatedAnswers } from './answer-validation';
import { constraintText } from './explanation-wording';
import { type FactTest } from './fact-test';
import { type RuleCondition } from './option-rule';
import { factKey, testBits, type PreparedCatalog } from './prepared-catalog';
import { type Species } from './product-facts';
import { type QuestionId, type QuizConfig } from './quiz-config';

/**
 * One hard constraint the answers imposed and how many products it removed. A product breaking
 * several constraints is counted once, against the first it breaks in quiz order (question,
 * option, rule), so the counts add up to the products removed.
 *
 * @example
 * const r: ConstraintReport = {
 *   kind: 'exclude', questionId: 'avoid', optionValue: 'no-fish', optionName: 'No fish',
 *   test: { field: 'contains', has: 'fish' }, removed: 12, text: 'No fish: removed 12 products',
 * };
 */
export type ConstraintReport =
  | {
      readonly kind: 'species';
      readonly questionId: QuestionId;
      readonly optionValue: string;
      readonly optionName: string;
      readonly species: Species;
      readonly removed: number;
      readonly text: string;
    }
  | {
      readonly kind: 'exclude' | 'require';
      readonly questionId: QuestionId;
      readonly optionValue: string;
      readonly optionName: string;
      readonly test: FactTest;
      readonly removed: number;
      readonly text: string;
    };

/**
 * Whether a rule's `when` condition holds for these answers: the named question was answered with
 * the named option. A condition naming nothing in the configuration never holds (the editor
 * rules refuse such a configuration before it gets here).
 *
 * @example
 * conditionHolds(config, answers, { question: 'size', value: 'large-dog' }); // true for a large dog
 */
function conditionHolds(config: QuizConfig, answers: ValidatedAnswers, condition: RuleCondition | undefined): boolean {
  if (condition === undefined) return true;
  const questionIndex = config.questions.findIndex((question) => question.id === condition.question);
  const question = config.questions[questionIndex];
  if (question === undefined) return false;
  const optionIndex = question.options.findIndex((option) => option.value === condition.value);
  return optionIndex >= 0 && (answers.selections[questionIndex] ?? []).includes(optionIndex);
}

/**
 * Applies the hard constraints of the chosen options (pet type, excluded and required facts, the
 * conditional ones when their condition holds) in quiz order. Nothing is relaxed: when every
 * product is removed, the reports say by what.
 *
 * @example
 * const { eligible, eligibleCount, reports } = applyHardConstraints(catalog, config, validated);
 */
export function applyHardConstraints(
  catalog: PreparedCatalog,
  config: QuizConfig,
  answers: ValidatedAnswers,
): { readonly eligible: Bits; readonly eligibleCount: number; readonly reports: readonly ConstraintReport[] } {
  const eligible = catalog.all.slice();
  let eligibleCount = catalog.size;
  const reports: ConstraintReport[] = [];
  config.questions.forEach((question, questionIndex) => {
    for (const optionIndex of answers.selections[questionIndex] ?? []) {
      const option = question.options[optionIndex];
      if (option === undefined) continue;
      for (const rule of option.rules) {
        if ('match' in rule || 'addOn' in rule) continue;
        if (!('species' in rule) && !conditionHolds(config, answers, rule.when)) continue;
        const base = { questionId: question.id, optionValue: option.value, optionName: option.name };
        // Keep the products whose bit, read negated when keepNegated, is set.
        let bits: Bits;
        let keepNegated: boolean;
        let describe: (removed: number) => ConstraintReport;
        if ('species' in rule) {
          const species = rule.species;
          bits = catalog.masks.get(factKey('species', species)) ?? catalog.none;
          keepNegated = false;
          describe = (removed) => ({ kind: 'species', ...base, species, removed, text: constraintText({ kind: 'species', species, optionName: option.name }, removed) });
        } else {
          const kind = 'exclude' in rule ? 'exclude' : 'require';
          const test = 'exclude' in rule ? rule.exclude : rule.require;
          const stored = testBits(catalog, test);
          bits = stored.bits;
          keepNegated = kind === 'exclude' ? !stored.negate : stored.negate;
          describe = (removed) => ({ kind, ...base, test, removed, text: constraintText({ kind, optionName: option.name }, removed) });
        }
        let removed = 0;
        for (let w = 0; w < eligible.length; w += 1) {
          const before = eligible[w] ?? 0;
          if (before === 0) continue;
          const after = before & (keepNegated ? ~(bits[w] ?? 0) : (bits[w] ?? 0));
          removed += popcount32(before ^ after);
          eligible[w] = after;
        }
        eligibleCount -= removed;
        reports.push(describe(removed));
      }
    }
  });
  return { eligible, eligibleCount, reports };
}
