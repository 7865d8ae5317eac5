/**
 * What the Product Quiz block checks before the quiz starts: the editor's questions under the §5
 * editor rules, and the catalog slice the route answered. Both parse with zod, so the block loads
 * this module when it mounts (a chunk of its own) instead of carrying zod in the page's first load:
 * the quiz waits for the catalog request anyway, and this loads beside it.
 */
import { ok, parseQuizConfig, type QuizConfig, type QuizConfigError, type Result } from '@/engine';
import { defaultQuizConfig } from '@/features/quiz/default-quiz-config';
import { quizCatalogSchema, type QuizCatalog } from '@/features/quiz/quiz-catalog';
import type { ProductQuizQuestions } from './schema';
import { toQuizConfigInput } from './to-quiz-config';

/** The quiz the editor configured, or the default nine-question flow when they left it empty. */
export function parseBlockQuestions(questions: ProductQuizQuestions): Result<QuizConfig, QuizConfigError> {
  return questions.length === 0 ? ok(defaultQuizConfig()) : parseQuizConfig(toQuizConfigInput(questions));
}

/** The catalog slice, refused at the boundary when it is not the shape the engine needs. */
export function parseQuizCatalog(json: unknown): QuizCatalog {
  return quizCatalogSchema.parse(json);
}
