/**
 * Which products the quiz's hard constraints keep for a pet: the engine's own pass (species,
 * excluded and required facts, conditional rules), without scoring. A product missing from the
 * answer is one the quiz would refuse for that pet.
 */
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { validateAnswers } from '@/engine/answer-validation';
import { hasBit } from '@/engine/bitset';
import { parseQuizConfig } from '@/engine/config-validation';
import { applyHardConstraints } from '@/engine/hard-constraints';
import { prepareCatalog } from '@/engine/prepared-catalog';
import { type ProductFacts } from '@/engine/product-facts';
import { type QuizAnswers } from '@/engine/quiz-answers';
import { type QuizConfig } from '@/engine/quiz-config';

const parsed = parseQuizConfig(defaultFlowJson);
if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
/** The quiz as shoppers take it (fixtures/quiz/default-flow.json). */
const DEFAULT_FLOW: QuizConfig = parsed.value;

/**
 * The default flow cut to the questions named, in its order: a pet described only by what those
 * questions ask. A rule conditional on a question left out never holds, as for any unanswered one.
 */
export function flowOf(questionIds: readonly string[]): QuizConfig {
  return { questions: DEFAULT_FLOW.questions.filter((q) => questionIds.includes(q.id)) };
}

/** The ids of the products the quiz's hard constraints keep for these answers (refused answers throw). */
export function quizKeeps(config: QuizConfig, products: readonly ProductFacts[], answers: QuizAnswers): Set<string> {
  const validated = validateAnswers(config, answers);
  if (!validated.ok) throw new Error(`answers refused: ${validated.errors.map((e) => e.message).join('; ')}`);
  const catalog = prepareCatalog(products);
  const { eligible } = applyHardConstraints(catalog, config, validated.value);
  return new Set(catalog.products.filter((_, i) => hasBit(eligible, i)).map((p) => p.id));
}
