/**
 * The longest text answer (the pet name) the engine accepts, so a tampered shared URL cannot
 * carry a page of text into headings.
 *
 * @example
 * TEXT_ANSWER_MAX_LENGTH; // 60
 */
export const TEXT_ANSWER_MAX_LENGTH = 60;

/**
 * A shopper's answers, keyed by question id: the selected option values for a choice question,
 * the text for an input field. A question the shopper skipped is simply absent.
 *
 * @example
 * const answers: QuizAnswers = { type: ['dog'], name: 'Rex', love: ['chicken', 'beef'], avoid: ['none'] };
 */
export type QuizAnswers = Readonly<Record<string, string | readonly string[]>>;

/**
 * Whether a value from outside (a shared URL, session storage) has the shape of answers: an object
 * whose every own value is text or a list of texts. It checks only the shape; {@link validateAnswers}
 * checks the answers against the quiz configuration.
 *
 * Written out rather than as a zod schema: this check runs in the quiz's first load in the browser,
 * where zod costs about 30 kB (23 kB of it its core, which even zod/mini brings), for a shape
 * this small.
 *
 * @example
 * isQuizAnswersShape({ type: ['dog'], name: 'Rex' }); // true
 * isQuizAnswersShape({ love: [1, 2] }); // false
 * isQuizAnswersShape(['dog']); // false
 */
export function isQuizAnswersShape(value: unknown): value is QuizAnswers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((answer) => typeof answer === 'string' || (Array.isArray(answer) && answer.every((item) => typeof item === 'string')));
}
