export { quizMachine, type QuizContext, type QuizEvent, type QuizInput, type QuizSnapshot } from './quiz.machine';
export { type SavedProgress } from '@/domain/quiz/progress';
export { type PetWeight } from '@/domain/quiz/pet-weight';
export {
  
  
  
  selectNotice,
  selectResults,
  selectStep,
  
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
  SHARE_WEIGHT_KEY,
  
  
  type ShareUrlErrorCode,
} from '@/domain/quiz/share-url';
export {
  
  
  
  
  firstStep,
  isStepApplicable,
  isStepComplete,
  
  
  
  
  
  
  
  
  
} from '@/domain/quiz/steps';
