import { type Bits } from './bitset';
import { addOnTestsOf } from './option-rule';
import { testBits, type PreparedCatalog } from './prepared-catalog';
import { type QuizConfig } from './quiz-config';
import { type ValidatedAnswers } from './answer-validation';

/**
 * Products the chosen options set aside as add-ons (any addOn test holds): toppers and treats,
 * offered apart from the meal picks rather than ranked against them.
 *
 * @example
 * addOnMask(catalog, config, answers); // the bits of every topper when "add a topper" was chosen
 */
export function addOnMask(catalog: PreparedCatalog, config: QuizConfig, answers: ValidatedAnswers): Bits {
  const bits = new Int32Array(catalog.words);
  config.questions.forEach((question, questionIndex) => {
    for (const optionIndex of answers.selections[questionIndex] ?? []) {
      for (const test of addOnTestsOf(question.options[optionIndex]?.rules ?? [])) {
        const stored = testBits(catalog, test);
        for (let w = 0; w < bits.length; w += 1) {
          const word = stored.bits[w] ?? 0;
          bits[w] = (bits[w] ?? 0) | (stored.negate ? ~word & (catalog.all[w] ?? 0) : word);
        }
      }
    }
  });
  return bits;
}

