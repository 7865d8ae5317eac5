import { validateAnswers } from '@/engine/answer-validation';
import { petSpeciesOf } from '@/engine/option-applicability';
import { isQuizAnswersShape, type QuizAnswers } from '@/engine/quiz-answers';
import { type QuizConfig } from '@/engine/quiz-config';
import { applicableSteps, firstIncompleteStep, firstStep } from '@/domain/quiz/steps';
import { isPetWeight, type PetWeight } from './pet-weight';

/**
 * What the quiz keeps in sessionStorage so progress survives a reload: the answers, the step the
 * shopper was on, whether the results were showing, and the pet's weight when the owner gave one
 * on the results. Versioned so a later format can refuse (and clear) an older one instead of
 * misreading it; the weight is optional within version 1, so progress saved before weights reads
 * back as it did, and a weight that fails its own check is dropped with the rest kept.
 *
 * @example
 * const saved: SavedProgress = { version: 1, answers: { type: ['dog'] }, step: 1, finished: false };
 */
export type SavedProgress = {
  readonly version: 1;
  readonly answers: QuizAnswers;
  readonly step: number;
  readonly finished: boolean;
  readonly weight?: PetWeight;
};

/**
 * Whether a value read back from session storage has the shape of {@link SavedProgress}. Written
 * out, not a zod schema, for the same reason as isQuizAnswersShape: it runs in the quiz's first
 * load, where zod would cost about 30 kB.
 *
 * @example
 * isSavedProgress({ version: 1, answers: {}, step: 0, finished: false }); // true
 * isSavedProgress({ version: 2, answers: {}, step: 0, finished: false }); // false
 */
function isSavedProgress(value: unknown): value is SavedProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { version, answers, step, finished } = value as Record<string, unknown>;
  return version === 1 && isQuizAnswersShape(answers) && Number.isInteger(step) && (step as number) >= 0 && typeof finished === 'boolean';
}

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
  | { readonly kind: 'results'; readonly answers: QuizAnswers; readonly weight: PetWeight | null }
  | { readonly kind: 'answering'; readonly answers: QuizAnswers; readonly step: number; readonly weight: PetWeight | null }
  | { readonly kind: 'corrupt' };

/**
 * Reads stored progress against the configuration. Answers go through the same validation as a
 * shared link; the only tolerated problem is an answer still missing for a step not reached yet.
 *
 * @example
 * planSessionRestore(defaultFlow, '{"version":1,"answers":{"type":["cat"]},"step":1,"finished":false}');
 * // { kind: 'answering', answers: { type: ['cat'] }, step: 1, weight: null }
 * planSessionRestore(defaultFlow, '{oops'); // { kind: 'corrupt' }
 */
export function planSessionRestore(config: QuizConfig, stored: string): SessionRestore {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { kind: 'corrupt' };
  }
  if (!isSavedProgress(parsed)) return { kind: 'corrupt' };
  const answers = parsed.answers;
  const validated = validateAnswers(config, answers);
  if (!validated.ok && validated.errors.some((error) => error.code !== 'missing-answer')) return { kind: 'corrupt' };
  const species = petSpeciesOf(config, answers);
  const weight = isPetWeight(parsed.weight, species) ? parsed.weight : null;
  if (parsed.finished && validated.ok) return { kind: 'results', answers, weight };

  const seen = applicableSteps(config, species);
  // The saved step, or the nearest step before it this pet sees.
  const saved = [...seen].reverse().find((step) => step <= parsed.step) ?? firstStep(config);
  const incomplete = firstIncompleteStep(config, answers);
  return { kind: 'answering', answers, step: incomplete !== undefined && incomplete < saved ? incomplete : saved, weight };
}
