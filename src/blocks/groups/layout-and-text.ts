/**
 * The registrations of §2's "Layout and text" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { containerBlock } from '../container/registration';
import { hedAndDekBlock } from '../hed-and-dek/registration';
import { leftRightMultipleBlock } from '../left-right-multiple/registration';
import { leftRightScrollBlock } from '../left-right-scroll/registration';
import { leftRightSingleBlock } from '../left-right-single/registration';
import { leftRightSingleWithListBlock } from '../left-right-single-with-list/registration';
import { splitComponentBlock } from '../split-component/registration';
import { twoColImageListSeparatorBlock } from '../two-col-image-list-separator/registration';
import { twoColumnComponentBlock } from '../two-column-component/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';
import { uiPageHeadingBlock } from '../ui-page-heading/registration';

export const LAYOUT_AND_TEXT_BLOCKS: readonly RegisteredBlock[] = [
  containerBlock,
  hedAndDekBlock,
  leftRightSingleBlock,
  leftRightSingleWithListBlock,
  leftRightMultipleBlock,
  leftRightScrollBlock,
  splitComponentBlock,
  twoColumnComponentBlock,
  twoColImageListSeparatorBlock,
  uiPageHeadingBlock,
];
