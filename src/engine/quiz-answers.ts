import { z } from 'zod';

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
export type QuizAnswers = z.output<typeof quizAnswersSchema>;

/**
 * The shape of answers arriving from outside (a shared URL, session storage). It checks only the
 * shape; {@link validateAnswers} checks them against the quiz configuration.
 *
 * @example
 * quizAnswersSchema.safeParse({ type: ['dog'], name: 'Rex' }).success; // true
 */
// Read-only, as answers are everywhere: zod freezes what it parsed, so the type is not a promise alone.
export const quizAnswersSchema = z.record(z.string(), z.union([z.string(), z.array(z.string()).readonly()])).readonly();
