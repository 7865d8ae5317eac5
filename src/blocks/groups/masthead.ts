/**
 * The registrations of §2's "Masthead" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { mastheadBlock } from '../masthead/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const MASTHEAD_BLOCKS: readonly RegisteredBlock[] = [mastheadBlock];
