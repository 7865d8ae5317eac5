/**
 * The registrations of §2's "Panels" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { panelBlock } from '../panel/registration';
import { panelWithLargeIconsBlock } from '../panel-with-large-icons/registration';
import { panelWithNavigateBlock } from '../panel-with-navigate/registration';
import { panelWithSearchBlock } from '../panel-with-search/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const PANEL_BLOCKS: readonly RegisteredBlock[] = [
  panelBlock,
  panelWithSearchBlock,
  panelWithNavigateBlock,
  panelWithLargeIconsBlock,
];
