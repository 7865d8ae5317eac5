export { quizMachine, type QuizContext, type QuizEvent, type QuizInput, type QuizSnapshot } from './quiz.machine';
export { planSessionRestore, type SavedProgress, type SessionRestore } from '@/domain/quiz/progress';
export {
  DEFAULT_NEXT_LABEL,
  PET_NAME_QUESTION_ID,
  petNameOf,
  selectNotice,
  selectResults,
  selectStep,
  stepErrorMessage,
  type QuizResultsView,
  type QuizStepView,
} from './selectors';
export {
  decodeShareValue,
  encodeShareValue,
  INVALID_SHARE_MESSAGE,
  readShareValue,
  SHARE_QUERY_PARAM,
  SHARE_VALUE_MAX_LENGTH,
  sharePath,
  sharePathFor,
  type ShareDecodeResult,
  type ShareUrlError,
  type ShareUrlErrorCode,
} from '@/domain/quiz/share-url';
export {
  applicableSteps,
  chooseOption,
  commitTexts,
  firstIncompleteStep,
  firstStep,
  isStepApplicable,
  isStepComplete,
  lastStep,
  limitText,
  nextStep,
  previousStep,
  pruneForSpecies,
  stepErrors,
  textDraft,
  toggleOption,
  typeText,
} from '@/domain/quiz/steps';
