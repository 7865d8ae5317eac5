import { and, assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { petSpeciesOf, rankProducts, validateAnswers, type PreparedCatalog, type QuizAnswers, type QuizConfig, type QuizOutcome, type Species } from '@/engine/runtime';
import { planSessionRestore, type SavedProgress } from '@/domain/quiz/progress';
import { isPetWeight, type PetWeight } from '@/domain/quiz/pet-weight';
import { decodeShareValue, encodeShareValue, type ShareUrlError } from '@/domain/quiz/share-url';
import {
  chooseOption,
  commitTexts,
  firstIncompleteStep,
  firstStep,
  isStepApplicable,
  isStepComplete,
  lastStep,
  nextStep,
  previousStep,
  toggleOption,
  typeText,
} from '@/domain/quiz/steps';

export type QuizInput = {
  /** The parsed configuration (parseQuizConfig); the steps are its questions, in order. */
  readonly config: QuizConfig;
  /** The catalog prepared once (prepareCatalog) and ranked on every submit. */
  readonly catalog: PreparedCatalog;
  /** The `quiz` query value of a shared results link, when the page was opened from one. */
  readonly sharedAnswers?: string | undefined;
};

export type QuizContext = {
  readonly config: QuizConfig;
  readonly catalog: PreparedCatalog;
  /** Answers as data, keyed by question id (no actor per question). */
  readonly answers: QuizAnswers;
  /** The index of the current question in `config.questions`. */
  readonly step: number;
  /** The engine's answer, set while the results show. */
  readonly outcome: QuizOutcome | null;
  /** Next or submit was pressed without a valid answer: the step says what is missing. */
  readonly showStepError: boolean;
  /** Why a shared link was refused (while in `answering.invalidShare`). */
  readonly shareError: ShareUrlError | null;
  /** The shopper has answered something in this run (the quiz-start event is sent once per run). */
  readonly started: boolean;
  /**
   * The pet's weight, given on the results to turn each pick's range into the amount for this pet;
   * null until given. It is a fact about the pet, so it stays while answers are edited, except a
   * new pet type, which makes it another pet's weight.
   */
  readonly weight: PetWeight | null;
};

export type QuizEvent =
  /** Choose an option of a single-choice step, or type in the text step. */
  | { type: 'quiz.answer'; questionId: string; value: string }
  /** Tick or untick an option of a multiple-choice step. */
  | { type: 'quiz.toggle'; questionId: string; value: string }
  | { type: 'quiz.next' }
  | { type: 'quiz.back' }
  | { type: 'quiz.submit' }
  | { type: 'quiz.retake' }
  /** From the results, go back to one question to change its answer. */
  | { type: 'quiz.edit'; questionId: string }
  /** On the results, give the pet's weight (null clears it: the amounts go back to the size answer's range). */
  | { type: 'quiz.weigh'; weight: PetWeight | null }
  /** Progress read from sessionStorage (the raw stored string). */
  | { type: 'quiz.restore'; source: 'session'; saved: string }
  /** A shared link's `quiz` query value. */
  | { type: 'quiz.restore'; source: 'share'; value: string };

type RestoreEvent = Extract<QuizEvent, { type: 'quiz.restore' }>;
type Choice = { readonly questionId: string; readonly value: string };

const speciesOf = (context: Pick<QuizContext, 'config' | 'answers'>): Species | undefined => petSpeciesOf(context.config, context.answers);

const isCurrent = (context: QuizContext, questionId: string): boolean => context.config.questions[context.step]?.id === questionId;

const stepOf = (context: QuizContext, questionId: string): number => context.config.questions.findIndex((question) => question.id === questionId);

const progressOf = (context: QuizContext, finished: boolean): SavedProgress => ({
  version: 1,
  answers: context.answers,
  step: context.step,
  finished,
  ...(context.weight === null ? {} : { weight: context.weight }),
});

const shareValueOf = (context: QuizContext): { value: string } => ({ value: encodeShareValue(context.answers, context.config, context.weight) });

/** What a restore event leads to, worked out once for the guards and the actions alike. */
type RestorePlan =
  | { readonly kind: 'results'; readonly answers: QuizAnswers; readonly weight: PetWeight | null }
  | { readonly kind: 'answering'; readonly answers: QuizAnswers; readonly step: number; readonly weight: PetWeight | null }
  | { readonly kind: 'invalid-share'; readonly error: ShareUrlError }
  | { readonly kind: 'corrupt-session' };

function planRestore(config: QuizConfig, event: RestoreEvent): RestorePlan {
  if (event.source === 'share') {
    const decoded = decodeShareValue(config, event.value);
    return decoded.ok ? { kind: 'results', answers: commitTexts(config, decoded.answers), weight: decoded.weight ?? null } : { kind: 'invalid-share', error: decoded.error };
  }
  const plan = planSessionRestore(config, event.saved);
  return plan.kind === 'corrupt' ? { kind: 'corrupt-session' } : plan;
}

type ChoiceInputs = { config: QuizConfig; answers: QuizAnswers; step: number; value: string };
let lastChoice: (ChoiceInputs & { result: QuizAnswers | undefined }) | undefined;

/**
 * The answers a choice (an option picked, or text typed) leads to on the current step, or
 * undefined when the step refuses it. The guard that accepts a choice and the action that records
 * it ask this of the same context one after the other; the last question and its answer are kept,
 * so a choice is worked out once. Every input is an immutable value (assign replaces the answers
 * object, never edits it), so an equal reference is an equal question.
 */
function answersAfterChoice(context: Pick<QuizContext, 'config' | 'answers' | 'step'>, value: string): QuizAnswers | undefined {
  const { config, answers, step } = context;
  if (lastChoice?.config === config && lastChoice.answers === answers && lastChoice.step === step && lastChoice.value === value) return lastChoice.result;
  const result = chooseOption(config, answers, step, value) ?? typeText(config, answers, step, value);
  lastChoice = { config, answers, step, value, result };
  return result;
}

function freshContext(config: QuizConfig, catalog: PreparedCatalog): QuizContext {
  return { config, catalog, answers: {}, step: firstStep(config), outcome: null, showStepError: false, shareError: null, started: false, weight: null };
}

function initialContext(input: QuizInput): QuizContext {
  const fresh = freshContext(input.config, input.catalog);
  if (input.sharedAnswers === undefined) return fresh;
  const plan = planRestore(input.config, { type: 'quiz.restore', source: 'share', value: input.sharedAnswers });
  if (plan.kind !== 'results') return plan.kind === 'invalid-share' ? { ...fresh, shareError: plan.error } : fresh;
  return { ...fresh, answers: plan.answers, step: lastStep(input.config, petSpeciesOf(input.config, plan.answers)), started: true, weight: plan.weight };
}

/**
 * The product quiz over the configured questions (§3 default flow or an editor's own): one step
 * index and the answers as data in context, so any configuration works without new states.
 *
 * - `answering.editing` shows the current step. `quiz.answer` / `quiz.toggle` change its answer
 *   (an exclusive option such as "none" clears the others and the reverse; a new pet type drops
 *   answers the pet cannot have; the name is cut to the engine's limit and trimmed on leaving the
 *   step). `quiz.next` moves on only with a valid answer (the name step may be left empty), and
 *   skips steps that offer this pet no option; on the last step it submits.
 * - `ranking` runs the engine (a pure assign: rankProducts over the prepared catalog) and goes to
 *   `results`; `quiz.back` from the results returns to the last step, `quiz.edit` to any step,
 *   `quiz.retake` clears everything.
 * - `quiz.weigh` on the results sets or clears the pet's weight (a positive weight this species can
 *   have); the link and saved progress follow. Retake clears it; a new pet type drops it.
 * - `answering.invalidShare` is a fresh quiz after a tampered or broken shared link; the first
 *   answer leaves it.
 * - `quiz.restore` takes stored progress or a shared link through the same validation.
 *
 * Injected actions (placeholders here; the UI provides them with .provide()):
 * `persistProgress(SavedProgress)`, `clearProgress`, `writeShareUrl({ value })`, `clearShareUrl`,
 * `reportQuizStart`, `reportQuizSubmit`, `reportQuizRetake`. The machine stays pure: no storage,
 * history or analytics call happens inside it.
 *
 * @example
 * let [s] = initialTransition(quizMachine, { config, catalog: prepareCatalog(products) });
 * [s] = transition(quizMachine, s, { type: 'quiz.answer', questionId: 'type', value: 'dog' });
 * [s] = transition(quizMachine, s, { type: 'quiz.next' }); // s.context.step === 1
 */
export const quizMachine = setup({
  types: {
    input: {} as QuizInput,
    context: {} as QuizContext,
    events: {} as QuizEvent,
  },
  guards: {
    isAnswerAccepted: ({ context }, params: Choice) => isCurrent(context, params.questionId) && answersAfterChoice(context, params.value) !== undefined,
    isToggleAccepted: ({ context }, params: Choice) =>
      isCurrent(context, params.questionId) && toggleOption(context.config, context.answers, context.step, params.value) !== undefined,
    isStepAnswered: ({ context }) => isStepComplete(context.config, commitTexts(context.config, context.answers), context.step),
    isLastStep: ({ context }) => nextStep(context.config, context.step, speciesOf(context)) === undefined,
    hasPreviousStep: ({ context }) => previousStep(context.config, context.step, speciesOf(context)) !== undefined,
    isQuestionShown: ({ context }, params: { questionId: string }) => isStepApplicable(context.config, stepOf(context, params.questionId), speciesOf(context)),
    hasOutcome: ({ context }) => context.outcome !== null,
    isWeightAccepted: ({ context }, params: { weight: PetWeight | null }) => params.weight === null || isPetWeight(params.weight, speciesOf(context)),
    // Only a shared link fills the answers before the first event; a fresh quiz has none.
    hasAnswersToRank: ({ context }) => Object.keys(context.answers).length > 0 && validateAnswers(context.config, context.answers).ok,
    hasShareError: ({ context }) => context.shareError !== null,
    restoresResults: ({ context }, params: RestoreEvent) => planRestore(context.config, params).kind === 'results',
    restoresAnswers: ({ context }, params: RestoreEvent) => planRestore(context.config, params).kind === 'answering',
    refusesShare: ({ context }, params: RestoreEvent) => planRestore(context.config, params).kind === 'invalid-share',
  },
  actions: {
    // Placeholders: the UI provides the effects with .provide().
    persistProgress: (_, _params: SavedProgress) => {},
    clearProgress: () => {},
    writeShareUrl: (_, _params: { value: string }) => {},
    clearShareUrl: () => {},
    reportQuizStart: () => {},
    reportQuizSubmit: () => {},
    reportQuizRetake: () => {},

    answer: assign(({ context }, params: Choice) => {
      const answers = answersAfterChoice(context, params.value) ?? context.answers;
      // A new pet type is another pet: its weight is not this one's. A new size keeps it (the size
      // answer is a range; the weight the owner gave is what the amounts are for).
      const weight = speciesOf({ config: context.config, answers }) === speciesOf(context) ? context.weight : null;
      return { answers, showStepError: false, weight };
    }),
    toggle: assign(({ context }, params: Choice) => ({
      answers: toggleOption(context.config, context.answers, context.step, params.value) ?? context.answers,
      showStepError: false,
    })),
    markStarted: assign({ started: true }),
    commitTexts: assign(({ context }) => ({ answers: commitTexts(context.config, context.answers) })),
    goToNextStep: assign(({ context }) => ({
      step: nextStep(context.config, context.step, speciesOf(context)) ?? context.step,
      showStepError: false,
    })),
    goToPreviousStep: assign(({ context }) => ({
      step: previousStep(context.config, context.step, speciesOf(context)) ?? context.step,
      showStepError: false,
    })),
    goToLastStep: assign(({ context }) => ({ step: lastStep(context.config, speciesOf(context)), outcome: null, showStepError: false })),
    goToQuestion: assign(({ context }, params: { questionId: string }) => ({ step: stepOf(context, params.questionId), outcome: null, showStepError: false })),
    // Only reached if ranking refused answers the guards accepted: show the first step to fix.
    goToFirstIncompleteStep: assign(({ context }) => ({
      step: firstIncompleteStep(context.config, context.answers) ?? lastStep(context.config, speciesOf(context)),
      showStepError: true,
    })),
    showStepError: assign({ showStepError: true }),
    weigh: assign((_, params: { weight: PetWeight | null }) => ({ weight: params.weight })),
    rank: assign(({ context }) => {
      const ranked = rankProducts(context.catalog, context.config, context.answers);
      return { outcome: ranked.ok ? ranked.value : null };
    }),
    reset: assign(({ context }) => freshContext(context.config, context.catalog)),
    forgetShareError: assign({ shareError: null }),
    restore: assign(({ context }, params: RestoreEvent) => {
      const plan = planRestore(context.config, params);
      if (plan.kind === 'results') {
        return {
          answers: plan.answers,
          step: lastStep(context.config, petSpeciesOf(context.config, plan.answers)),
          outcome: null,
          showStepError: false,
          shareError: null,
          started: true,
          weight: plan.weight,
        };
      }
      if (plan.kind === 'answering') {
        return {
          answers: plan.answers,
          step: plan.step,
          outcome: null,
          showStepError: false,
          shareError: null,
          started: Object.keys(plan.answers).length > 0,
          weight: plan.weight,
        };
      }
      if (plan.kind === 'invalid-share') return { ...freshContext(context.config, context.catalog), shareError: plan.error };
      return {};
    }),
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => initialContext(input),
  initial: 'booting',
  on: {
    'quiz.restore': [
      {
        guard: { type: 'restoresResults', params: ({ event }) => event },
        target: '.ranking',
        actions: { type: 'restore', params: ({ event }) => event },
      },
      {
        guard: { type: 'restoresAnswers', params: ({ event }) => event },
        target: '.answering',
        actions: [{ type: 'restore', params: ({ event }) => event }, { type: 'persistProgress', params: ({ context }) => progressOf(context, false) }],
      },
      {
        guard: { type: 'refusesShare', params: ({ event }) => event },
        target: '.answering.invalidShare',
        actions: { type: 'restore', params: ({ event }) => event },
      },
      // Unreadable stored progress: forget it and carry on with the quiz as it is.
      { actions: 'clearProgress' },
    ],
  },
  states: {
    // Where the input leads: a shared link's results, its refusal, or the first step.
    booting: {
      always: [{ guard: 'hasShareError', target: 'answering.invalidShare' }, { guard: 'hasAnswersToRank', target: 'ranking' }, { target: 'answering' }],
    },
    answering: {
      tags: ['answering'],
      initial: 'editing',
      states: {
        editing: {},
        invalidShare: {
          tags: ['invalidShare'],
          // The broken link must not come back on reload.
          entry: 'clearShareUrl',
          exit: 'forgetShareError',
        },
      },
      on: {
        'quiz.answer': {
          guard: { type: 'isAnswerAccepted', params: ({ event }) => event },
          target: '.editing',
          actions: [
            { type: 'answer', params: ({ event }) => event },
            // The first answer of a run starts the quiz (once, whatever the shopper answers next).
            enqueueActions(({ context, enqueue }) => {
              if (context.started) return;
              enqueue('markStarted');
              enqueue('reportQuizStart');
            }),
            { type: 'persistProgress', params: ({ context }) => progressOf(context, false) },
          ],
        },
        'quiz.toggle': {
          guard: { type: 'isToggleAccepted', params: ({ event }) => event },
          target: '.editing',
          actions: [
            { type: 'toggle', params: ({ event }) => event },
            // The first answer of a run starts the quiz (once, whatever the shopper answers next).
            enqueueActions(({ context, enqueue }) => {
              if (context.started) return;
              enqueue('markStarted');
              enqueue('reportQuizStart');
            }),
            { type: 'persistProgress', params: ({ context }) => progressOf(context, false) },
          ],
        },
        'quiz.next': [
          { guard: and(['isLastStep', 'isStepAnswered']), target: 'ranking', actions: ['commitTexts', 'reportQuizSubmit'] },
          {
            guard: 'isStepAnswered',
            target: '.editing',
            actions: ['commitTexts', 'goToNextStep', { type: 'persistProgress', params: ({ context }) => progressOf(context, false) }],
          },
          { actions: 'showStepError' },
        ],
        'quiz.submit': [
          { guard: and(['isLastStep', 'isStepAnswered']), target: 'ranking', actions: ['commitTexts', 'reportQuizSubmit'] },
          { actions: 'showStepError' },
        ],
        'quiz.back': {
          guard: 'hasPreviousStep',
          target: '.editing',
          actions: ['commitTexts', 'goToPreviousStep', { type: 'persistProgress', params: ({ context }) => progressOf(context, false) }],
        },
        'quiz.retake': { target: '.editing', actions: ['reset', 'clearProgress', 'reportQuizRetake'] },
      },
    },
    ranking: {
      entry: 'rank',
      always: [{ guard: 'hasOutcome', target: 'results' }, { target: 'answering', actions: 'goToFirstIncompleteStep' }],
    },
    results: {
      tags: ['results'],
      entry: [
        { type: 'writeShareUrl', params: ({ context }) => shareValueOf(context) },
        { type: 'persistProgress', params: ({ context }) => progressOf(context, true) },
      ],
      // A link to results the page no longer shows would mislead whoever it is shared with.
      exit: 'clearShareUrl',
      on: {
        'quiz.back': {
          target: 'answering',
          actions: ['goToLastStep', { type: 'persistProgress', params: ({ context }) => progressOf(context, false) }],
        },
        'quiz.edit': {
          guard: { type: 'isQuestionShown', params: ({ event }) => ({ questionId: event.questionId }) },
          target: 'answering',
          actions: [
            { type: 'goToQuestion', params: ({ event }) => ({ questionId: event.questionId }) },
            { type: 'persistProgress', params: ({ context }) => progressOf(context, false) },
          ],
        },
        'quiz.retake': { target: 'answering', actions: ['reset', 'clearProgress', 'reportQuizRetake'] },
        'quiz.weigh': {
          guard: { type: 'isWeightAccepted', params: ({ event }) => ({ weight: event.weight }) },
          actions: [
            { type: 'weigh', params: ({ event }) => ({ weight: event.weight }) },
            { type: 'writeShareUrl', params: ({ context }) => shareValueOf(context) },
            { type: 'persistProgress', params: ({ context }) => progressOf(context, true) },
          ],
        },
      },
    },
  },
});

/** A snapshot of the quiz. */
export type QuizSnapshot = SnapshotFrom<typeof quizMachine>;
