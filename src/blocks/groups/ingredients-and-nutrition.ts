/**
 * The registrations of §2's "Ingredients and nutrition" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { feedingGuidelinesBlock } from '../feeding-guidelines/registration';
import type { RegisteredBlock } from '../types';

export const INGREDIENTS_AND_NUTRITION_BLOCKS: readonly RegisteredBlock[] = [feedingGuidelinesBlock];
