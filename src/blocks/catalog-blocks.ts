/**
 * Blocks of the catalog issue (product discovery and vet listing blocks), collected here so that registrations touch only this file;
 * registry.ts spreads the list. Each block still lives in its own folder with its registration.
 */
import type { RegisteredBlock } from './types';

export const CATALOG_BLOCKS: readonly RegisteredBlock[] = [];
