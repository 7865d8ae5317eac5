/**
 * Blocks of the quiz issue (Product Quiz, Product Selector), collected here so that registrations touch only this file;
 * registry.ts spreads the list. Each block still lives in its own folder with its registration.
 */
import { productQuizBlock } from './product-quiz/registration';
import { productSelectorBlock } from './product-selector/registration';
import type { RegisteredBlock } from './types';

export const QUIZ_BLOCKS: readonly RegisteredBlock[] = [productSelectorBlock, productQuizBlock];
