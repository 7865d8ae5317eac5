/**
 * The default nine-question flow of §3 (fixtures/quiz/default-flow.json), parsed through the same
 * editor rules as any configuration. Used by /product-selector and by a Product Quiz block whose
 * editor left the questions empty.
 */
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { parseQuizConfig, type QuizConfig } from '@/engine';

let parsed: QuizConfig | undefined;

/**
 * The parsed default flow. A fixture the editor rules refuse is a bug in the repository, so this
 * throws (failing the build or the test) rather than showing a half-configured quiz.
 *
 * @example
 * defaultQuizConfig().questions.length; // 9
 */
export function defaultQuizConfig(): QuizConfig {
  if (parsed !== undefined) return parsed;
  const result = parseQuizConfig(defaultFlowJson);
  if (!result.ok) throw new Error(`fixtures/quiz/default-flow.json breaks the quiz editor rules:\n${result.errors.map((e) => e.message).join('\n')}`);
  parsed = result.value;
  return parsed;
}
