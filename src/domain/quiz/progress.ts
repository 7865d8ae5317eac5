import { z } from 'zod';
import { petSpeciesOf, quizAnswersSchema, validateAnswers, type QuizAnswers, type QuizConfig } from '@/engine';
import { applicableSteps, firstIncompleteStep, firstStep } from '@/domain/quiz/steps';

/**
 * What the quiz keeps in sessionStorage so progress survives a reload: the answers, the step the
 * shopper was on and whether the results were showing. Versioned so a later format can refuse
 * (and clear) an older one instead of misreading it.
 *
 * @example
 * const saved: SavedProgress = { version: 1, answers: { type: ['dog'] }, step: 1, finished: false };
 */
const savedProgressSchema = z.object({
  version: z.literal(1),
  answers: quizAnswersSchema,
  step: z.number().int().min(0),
  finished: z.boolean(),
});
export type SavedProgress = z.infer<typeof savedProgressSchema>;

/**
 * Where stored progress leads:
 * - `results`: the saved answers are complete and valid, and the results were showing;
 * - `answering`: resume at `step` (never past the first step still missing an answer);
 * - `corrupt`: unreadable, another format, or answers this configuration refuses (an editor
 *   changed the quiz since): the storage is cleared and the quiz starts fresh.
 *
 * @example
 * const plan: SessionRestore = { kind: 'answering', answers: { type: ['dog'] }, step: 1 };
 */
export type SessionRestore =
  | { readonly kind: 'results'; readonly answers: QuizAnswers }
  | { readonly kind: 'answering'; readonly answers: QuizAnswers; readonly step: number }
  | { readonly kind: 'corrupt' };

/**
 * Reads stored progress against the configuration. Answers go through the same validation as a
 * shared link; the only tolerated problem is an answer still missing for a step not reached yet.
 *
 * @example
 * planSessionRestore(defaultFlow, '{"version":1,"answers":{"type":["cat"]},"step":1,"finished":false}');
 * // { kind: 'answering', answers: { type: ['cat'] }, step: 1 }
 * planSessionRestore(defaultFlow, '{oops'); // { kind: 'corrupt' }
 */
export function planSessionRestore(config: QuizConfig, stored: string): SessionRestore {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { kind: 'corrupt' };
  }
  const shape = savedProgressSchema.safeParse(parsed);
  if (!shape.success) return { kind: 'corrupt' };
  // The parsed object itself, not the schema's copy, which drops an own `__proto__` key.
  const answers = (parsed as { answers: QuizAnswers }).answers;
  const validated = validateAnswers(config, answers);
  if (!validated.ok && validated.errors.some((error) => error.code !== 'missing-answer')) return { kind: 'corrupt' };
  if (shape.data.finished && validated.ok) return { kind: 'results', answers };

  const seen = applicableSteps(config, petSpeciesOf(config, answers));
  // The saved step, or the nearest step before it this pet sees.
  const saved = [...seen].reverse().find((step) => step <= shape.data.step) ?? firstStep(config);
  const incomplete = firstIncompleteStep(config, answers);
  return { kind: 'answering', answers, step: incomplete !== undefined && incomplete < saved ? incomplete : saved };
}
