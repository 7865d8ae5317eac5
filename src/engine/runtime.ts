/**
 * The part of the engine that runs in a visitor's browser: walking the questions, validating
 * answers, ranking and wording, over configuration and facts already parsed on the server. It
 * loads no zod (full zod is about 30 kB of a page's first load); parsing editor configuration and
 * catalog JSON stays in the full surface, src/engine/index.ts, for the server and the studio.
 *
 * @example
 * import { prepareCatalog, rankProducts } from '@/engine/runtime';
 */
export * from './answer-validation';
export * from './explanation-wording';
export * from './fact-test';
export * from './option-applicability';
export * from './option-rule';
export { prepareCatalog, type PreparedCatalog } from './prepared-catalog';
export * from './pet-name';
export * from './product-vocabulary';
export type { ProductFacts } from './product-facts';
export * from './quiz-answers';
export * from './quiz-vocabulary';
export type { QuizConfig, QuizOption, QuizQuestion } from './quiz-config';
export * from './rank-products';
export * from './result';
