/**
 * The quiz engine's public surface: configuration model and validation, answer validation, the
 * pet-name placeholder, catalog preparation and ranking. Pure and deterministic throughout.
 *
 * @example
 * import { parseQuizConfig, prepareCatalog, rankProducts } from '@/engine';
 */
export * from './answer-validation';
export * from './config-validation';
export * from './explanation-wording';
export * from './fact-test';
export * from './option-applicability';
export * from './option-rule';
export { prepareCatalog, type PreparedCatalog } from './prepared-catalog';
export * from './pet-name';
export * from './product-facts';
export * from './quiz-answers';
export * from './quiz-config';
export * from './rank-products';
export * from './result';
