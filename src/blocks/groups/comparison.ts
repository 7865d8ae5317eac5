/**
 * The registrations of §2's "Comparison" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { comparisonCardBlock } from '../comparison-card/registration';
import { comparisonChartBlock } from '../comparison-chart/registration';
import { comparisonImageSliderBlock } from '../comparison-image-slider/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const COMPARISON_BLOCKS: readonly RegisteredBlock[] = [comparisonCardBlock, comparisonChartBlock, comparisonImageSliderBlock];
