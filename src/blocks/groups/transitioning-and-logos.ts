/**
 * The registrations of §2's "Transitioning and Logo Cloud" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { logoCloudBlock } from '../logo-cloud/registration';
import { transitioningBlock } from '../transitioning/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const TRANSITIONING_AND_LOGO_BLOCKS: readonly RegisteredBlock[] = [transitioningBlock, logoCloudBlock];
